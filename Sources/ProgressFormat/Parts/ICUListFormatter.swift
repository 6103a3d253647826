import CICUShim

/// A locale's "unit" list pattern, which joins the parts of a duration
/// ("1 minute, 37 seconds", "1 Stunde, 2 Minuten und 3 Sekunden", "1 минута 37 секунд").
///
/// ICU: `ulistfmt_openForType(ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE)`, `ulistfmt_format`.
/// `ListFormatter::format` is const and keeps no per-call state, so one is shared across threads.
final class ICUListFormatter: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// Every locale's list formatter opened so far.
    static let cache = FormatterCache<String, ICUListFormatter>()

    /// Opens the wide unit-list formatter for `locale`; `nil` if ICU fails.
    init?(locale: String) {
        var status: Int32 = 0
        guard let opened = cicu_list_open_units(locale, &status) else { return nil }
        handle = opened
    }

    deinit {
        cicu_list_close(handle)
    }

    /// The shared formatter for `locale`.
    static func cached(locale: String) -> ICUListFormatter? {
        cache.value(for: locale) { ICUListFormatter(locale: locale) }
    }

    /// Joins `first` and `second` with the locale's unit-list pattern; `nil` if ICU fails.
    func format(_ first: String, _ second: String) -> String? {
        var first = first
        var second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                a.withMemoryRebound(to: CChar.self) { a in
                    b.withMemoryRebound(to: CChar.self) { b in
                        ICUText.utf8(capacity: a.count + b.count + 32) { buffer, capacity, status in
                            cicu_list_format_pair_utf8(handle, a.baseAddress, Int32(a.count), b.baseAddress, Int32(b.count),
                                                       buffer, capacity, &status.rawValue)
                        }
                    }
                }
            }
        }
    }
}
