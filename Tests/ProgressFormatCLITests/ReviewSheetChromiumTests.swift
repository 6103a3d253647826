import Foundation
import Testing

/// Review sheets in every script family the tables use — Arabic (`ar`, `ur`), Japanese, and the
/// scripts of the newer tables: Ethiopic (`am`), Myanmar, Khmer, Lao, Sinhala, Bengali, Tamil,
/// Georgian, Armenian, Cherokee — loaded in a real headless Chromium: the page renders (a
/// screenshot of the window's size, not blank), and the document the browser built has every
/// message of the source table, right-to-left cells marked `dir="rtl"`, and no raw
/// `{placeholder}` in any rendered text.
///
/// Skipped where no Chromium is installed — visibly: `Tests/review-sheet-chromium.sh` (which CI
/// runs) prints "SKIPPED: chromium not installed" and exits 77. Set `REVIEW_SHEET_SCREENSHOTS`
/// to a directory to keep the screenshots.
@Suite("review sheets in headless Chromium")
struct ReviewSheetChromiumTests {
    static let sourceTable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Strings/en.json")

    @Test(.enabled(if: Chromium.installed != nil, "SKIPPED: chromium not installed (apt-get install -y chromium)"),
          arguments: [("ar", true), ("ja", false), ("ur", true), ("am", false), ("my", false), ("km", false), ("lo", false),
                       ("si", false), ("bn", false), ("ta", false), ("ka", false), ("hy", false), ("chr", false)])
    func sheetLoadsInChromium(locale: String, rightToLeft: Bool) throws {
        let chromium = try #require(Chromium.installed)
        let output = try TemporaryDirectory()
        let result = try CLIProcess.run(["review", "--locale", locale, "--out", output.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = output.url.appendingPathComponent("\(locale).html")

        let screenshots = ProcessInfo.processInfo.environment["REVIEW_SHEET_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } ?? output.url
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        let png = screenshots.appendingPathComponent("review-sheet-\(locale).png")
        try chromium.screenshot(of: page, to: png, profile: output.url.appendingPathComponent("profile-screenshot"))
        let picture = try Data(contentsOf: png)
        #expect(picture.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        let size = try #require(Self.pngSize(picture), "no PNG header")
        #expect(size.width == Chromium.windowSize.width && size.height == Chromium.windowSize.height, "picture size \(size)")
        // A blank window of this size compresses to a few kilobytes; the sheet's text to hundreds.
        #expect(picture.count > 100_000, "\(picture.count) bytes: a blank page?")

        let dom = try chromium.dumpDOM(of: page, profile: output.url.appendingPathComponent("profile-dom"))
        #expect(dom.contains("<html lang=\"en\" dir=\"ltr\">"))
        for key in try Self.sourceKeys() {
            // Whatever review state the shipped table gives the message.
            #expect(dom.contains(try Regex("<section class=\"message edge-[a-z-]+\" id=\"m-\(key)\">")), "\(key) missing")
        }
        let cells = Self.renderedElements(in: dom)
        #expect(cells.count > 100)
        let language = "lang=\"\(locale)\" dir=\"\(rightToLeft ? "rtl" : "ltr")\""
        for cell in cells {
            #expect(cell.attributes == language, "\(cell.attributes): \(cell.text)")
            #expect(!cell.text.contains(/\{[A-Za-z_][A-Za-z0-9_]*\}/), "raw placeholder: \(cell.text)")
        }
        #expect(!dom.contains("<script") && !dom.contains("<link") && !dom.contains(" src="))
    }

    /// The message keys of the source table (its top-level keys not starting with `@`).
    static func sourceKeys() throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: sourceTable))
        let table = try #require(object as? [String: Any])
        return table.keys.filter { !$0.hasPrefix("@") }.sorted()
    }

    /// Every element of class `rendered`: the rest of its attributes, and its text with the
    /// markup of nested elements (the invisible-character marks) taken out.
    static func renderedElements(in dom: String) -> [(attributes: String, text: String)] {
        var elements: [(String, String)] = []
        var rest = dom[...]
        while let start = rest.range(of: " class=\"rendered\" ") {
            guard let tagEnd = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let attributes = String(rest[start.upperBound..<tagEnd])
            // Walk to the element's end: count nested opening and closing tags.
            var depth = 1
            var index = rest.index(after: tagEnd)
            var text = ""
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "<" {
                    let isClosing = rest.index(after: index) < rest.endIndex && rest[rest.index(after: index)] == "/"
                    depth += isClosing ? -1 : 1
                    index = rest[index...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
                } else {
                    text.append(rest[index])
                    index = rest.index(after: index)
                }
            }
            elements.append((attributes, text))
            rest = rest[index...]
        }
        return elements
    }

    /// The width and height a PNG's header gives.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        func number(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(at: 16), number(at: 20))
    }
}
