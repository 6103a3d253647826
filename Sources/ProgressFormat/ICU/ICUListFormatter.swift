internal import CICUShim

// Unsafe code here: the list formatter's ICU handle, owned by one immutable object and closed in
// deinit, and the UTF-16 buffers it writes into.

/// A locale's "unit" list pattern of one width, which joins the parts of a duration
/// ("1 minute, 37 seconds", "1 Stunde, 2 Minuten und 3 Sekunden", "1 минута 37 секунд";
/// short "1 min, 37 sec"; narrow "1m 37s").
///
///     ICUListFormatter(locale: "de", width: .wide)?.format("1 Minute", "37 Sekunden")  // "1 Minute, 37 Sekunden"
///
/// ICU: `ulistfmt_openForType(ULISTFMT_TYPE_UNITS, width)`, `ulistfmt_format`.
/// `ListFormatter::format` is const and keeps no per-call state, so one is shared across threads.
@safe final class ICUListFormatter: @unchecked Sendable {
    /// The width of a list pattern (ICU's `UListFormatterWidth`).
    enum Width: Int32, Hashable, Sendable {
        case wide = 0, short = 1, narrow = 2
    }

    private let handle: UnsafeMutableRawPointer

    /// Opens the unit-list formatter of `width` for `locale`; `nil` if ICU fails.
    package init?(locale: String, width: Width) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        guard let opened = unsafe cicu_list_open_units(locale, width.rawValue, &status) else { return nil }
        unsafe handle = opened
    }

    deinit {
        unsafe cicu_list_close(handle)
    }

    /// Joins `first` and `second` with the locale's unit-list pattern; `nil` if ICU fails.
    package func format(_ first: String, _ second: String) -> String? {
        let a = Array(first.utf8).map { CChar(bitPattern: $0) }
        let b = Array(second.utf8).map { CChar(bitPattern: $0) }
        return unsafe ICUText.utf8(capacity: a.count + b.count + 32) { buffer, capacity, status in
            unsafe cicu_list_format_pair_utf8(handle, a, Int32(a.count), b, Int32(b.count), buffer, capacity, &status.rawValue)
        }
    }
}
