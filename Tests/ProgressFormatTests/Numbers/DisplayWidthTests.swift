@testable import ProgressFormat
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("419 kB", 6),
        ("9個のファイル", 13),
        ("e\u{301}", 1),
        ("\u{2068}photos.zip\u{2069}", 10),
        ("٧٪\u{061C}", 2),
        ("한국어", 6),
        ("\u{1100}\u{1161}", 2),
        ("", 0),
        ("\u{1B}", 0),
    ])
    func countsTerminalColumns(text: String, columns: Int) {
        #expect(DisplayWidth.columns(of: text) == columns)
    }

    /// Characters counted as glibc's `wcwidth` counts them (its values, measured in a UTF-8
    /// locale), where Unicode's general category alone gives another width: a name of them once
    /// overflowed a fitted line. Format characters a terminal does not draw stay at 0.
    @Test(arguments: [
        (0x4DC0, 2), (0x4DFF, 2), (0x00AD, 1), (0x0600, 1), (0x0605, 1), (0x06DD, 1), (0x070F, 1),
        (0x0890, 1), (0x0891, 1), (0x08E2, 1), (0x110BD, 1), (0x110CD, 1),
        (0x200B, 0), (0x2060, 0), (0xFEFF, 0), (0x061C, 0), (0x200E, 0), (0x2066, 0), (0x1160, 0), (0x115F, 2), (0x3164, 2),
    ])
    func countsAsGlibcWcwidthDoes(codePoint: UInt32, columns: Int) throws {
        let scalar = try #require(Unicode.Scalar(codePoint))
        #expect(DisplayWidth.columns(of: scalar) == columns, "U+\(String(codePoint, radix: 16, uppercase: true))")
        #expect(DisplayWidth.columns(of: "a" + String(scalar) + "b") == 2 + columns)
    }

    @Test func truncatesByColumnsWithAnEllipsis() {
        #expect(DisplayWidth.truncate("Downloading 9 files…", toColumns: 10) == "Downloadi…")
        #expect(DisplayWidth.truncate("9個のファイル", toColumns: 6) == "9個の…")
        #expect(DisplayWidth.truncate("short", toColumns: 10) == "short")
        #expect(DisplayWidth.truncate("abc", toColumns: 0) == "")
    }
}
