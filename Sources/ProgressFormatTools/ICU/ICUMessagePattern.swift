internal import CICUShim
import ProgressFormat

/// ICU's own MessageFormat parser, used by lint to confirm what ICU itself would accept.
///
/// ICU: `umsg_open` (named arguments parse fine; only the C formatting API needs numbers).
package enum ICUMessagePattern {
    /// `nil` if ICU parses `pattern`; otherwise ICU's error name and the UTF-16 offset it reports.
    package static func syntaxError(in pattern: String, locale: String) -> (name: String, offset: Int)? {
        // The locale only matters for ICU's number and date subformats; an unsafe one is never
        // handed over (see ``ICULocale/isSafeID(_:)``).
        let locale = ICULocale.isSafeID(locale) ? locale : "und"
        let units = Array(pattern.utf16)
        var offset: Int32 = 0
        let status = units.withUnsafeBufferPointer { buffer in
            cicu_message_check(buffer.baseAddress, Int32(buffer.count), locale, &offset)
        }
        let code = ICUStatus(rawValue: status)
        return code.isFailure ? (code.description, Int(offset)) : nil
    }
}
