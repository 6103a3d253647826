internal import CICUShim
import ProgressFormat

/// CLDR locale data lint compares tables with.
package enum ICULocaleData {
    /// The locale's quotation marks: primary (“ ”) and alternate (‘ ’), from
    /// `ulocdata_getDelimiter`.
    package static func quotationMarks(_ locale: String) -> (primary: (String, String), alternate: (String, String)) {
        var buffer = [UInt16](repeating: 0, count: 32)
        guard ICULocale.isSafeID(locale) else { return (("", ""), ("", "")) }
        var status: Int32 = 0
        buffer.withUnsafeMutableBufferPointer { cicu_quotation_marks(locale, $0.baseAddress, &status) }
        func mark(_ index: Int) -> String {
            String(decoding: buffer[index * 8..<index * 8 + 8].prefix(while: { $0 != 0 }), as: UTF16.self)
        }
        return ((mark(0), mark(1)), (mark(2), mark(3)))
    }
}
