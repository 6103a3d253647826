import ProgressTables
import Foundation
@testable import ProgressFormat
import ProgressFormatTools
import Testing

/// Lint was quadratic in its findings (100,000 unknown keys: 46 s). A table is at most 1 MiB,
/// which bounds the findings: `"kkkk":0,` is 9 bytes, so about 116,000 unknown keys fit; this
/// test uses 100,000, and every finding must be there exactly once.
@Suite struct LintScaleTests {
    /// `count` distinct four-character keys that are no message key ("0000", "0001", … in base 36).
    static func unknownKeys(_ count: Int) -> [String] {
        (0..<count).map { index in
            let digits = String(index, radix: 36)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
    }

    @Test func oneHundredThousandUnknownKeysFitInATableAndAreEachReportedOnce() throws {
        let keys = Self.unknownKeys(100_000)
        let json = "{\"@@locale\":\"de\"," + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
        #expect(json.utf8.count == 900_017)
        #expect(json.utf8.count <= StringTable.maximumFileSize)
        let clock = ContinuousClock()
        let start = clock.now
        let table = try StringTable.decode(Data(json.utf8), file: "de.json")
        let source = try #require(StringTableStore().embeddedSource())
        let findings = StringTableLinter.findings(in: table, source: source).map(\.description)
        let elapsed = clock.now - start
        #expect(table.problems.count == 100_000)
        #expect(findings.count == 100_000 + MessageKey.allCases.count)
        #expect(findings.first == "de.json:0000: error: unknown message key")
        #expect(findings.filter { $0.hasSuffix(": error: unknown message key") }.count == 100_000)
        #expect(findings.last == "de.json:\(MessageKey.allCases.last?.rawValue ?? ""): error: missing message")
        // The one timed bound in the suite: linear work takes about 3 s in a debug build;
        // the quadratic version took 46 s. 30 s leaves room for a loaded machine.
        #expect(elapsed < .seconds(30), "lint of 100,000 findings took \(elapsed)")
    }
}
