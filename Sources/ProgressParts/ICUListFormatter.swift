internal import CICUShim
import ProgressPlanning

/// A locale's "unit" list pattern of one width, which joins the parts of a duration
/// ("1 minute, 37 seconds", "1 Stunde, 2 Minuten und 3 Sekunden", "1 минута 37 секунд";
/// short "1 min, 37 sec"; narrow "1m 37s").
///
/// ICU: `ulistfmt_openForType(ULISTFMT_TYPE_UNITS, width)`, `ulistfmt_format`.
/// `ListFormatter::format` is const and keeps no per-call state, so one is shared across threads.
package final class ICUListFormatter: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// Every locale's list formatter opened so far.
    package static let cache = FormatterCache<Signature, ICUListFormatter>()

    /// What a list formatter is opened for.
    package struct Signature: Hashable, Sendable {
        var locale: String
        var width: UnitWidth
    }

    /// Opens the unit-list formatter of `width` for `locale`; `nil` if ICU fails.
    package init?(locale: String, width: UnitWidth) {
        guard ICULocale.isSafeID(locale) else { return nil }
        var status: Int32 = 0
        let code: Int32 = switch width {
        case .fullName: 0
        case .short: 1
        case .narrow: 2
        }
        guard let opened = cicu_list_open_units(locale, code, &status) else { return nil }
        handle = opened
    }

    deinit {
        cicu_list_close(handle)
    }

    /// The shared formatter for `locale` and `width`.
    package static func cached(locale: String, width: UnitWidth) -> ICUListFormatter? {
        cache.value(for: Signature(locale: locale, width: width)) { ICUListFormatter(locale: locale, width: width) }
    }

    /// Joins `first` and `second` with the locale's unit-list pattern; `nil` if ICU fails.
    package func format(_ first: String, _ second: String) -> String? {
        var joined = true
        let text = TextBuffer.string { buffer in
            joined = append(first, second, to: &buffer)
        }
        return joined ? text : nil
    }

    /// Joins `first` and `second` onto the end of `text`; `false` (and `text` unchanged) if ICU
    /// fails.
    package func append(_ first: String, _ second: String, to text: inout TextBuffer) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { a in
            second.withUTF8 { b in
                a.withMemoryRebound(to: CChar.self) { a in
                    b.withMemoryRebound(to: CChar.self) { b in append(a, b, to: &text) }
                }
            }
        }
    }

    /// Joins two UTF-8 texts given as buffers onto the end of `text` (no `String` made for
    /// either); `false` (and `text` unchanged) if ICU fails.
    package func append(_ first: UnsafeBufferPointer<CChar>, _ second: UnsafeBufferPointer<CChar>,
                        to text: inout TextBuffer) -> Bool {
        text.write { buffer, capacity, status in
            cicu_list_format_pair_utf8(handle, first.baseAddress, Int32(first.count), second.baseAddress, Int32(second.count),
                                       buffer, capacity, &status.rawValue)
        }
    }
}
