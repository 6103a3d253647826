import Foundation
@testable import ProgressFormat
import PropertyBased
import Testing

/// Random snapshots and hostile file names, in several locales: the formatter never traps and
/// never lets a template, a control character or a replacement character into its text.
///
/// The inputs come from swift-property-based's generators driven by a fixed seed, so every run
/// checks the same inputs: a failure is a defect that reproduces, never a coin toss in CI. (To
/// explore new inputs, change the seed; `propertyCheck` draws a fresh seed on every run.)
@Suite struct ProgressTextPropertyTests {
    /// `body` over `count` values of `generator`, drawn from `seed`; a failure names the draw.
    static func check<Value>(count: Int, seed: UInt64, input generator: Generator<Value, some Sequence>,
                             _ body: (Value) -> Void) {
        var random = Xoshiro(seed: (seed, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03, 1))
        for _ in 0..<count {
            body(generator.run(using: &random))
        }
    }

    static let locales = ["en", "de", "ar", "ja", "ru", "fr", "he", "zh-Hant", "pl"]
    static let formatters: [ProgressTextFormatter] = locales.compactMap { try? ProgressTextFormatter(locale: $0) }
    static let english = formatters[0]

    /// An Int64 biased towards the boundaries.
    static func int64(_ raw: UInt64) -> Int64 {
        let specials: [Int64] = [.min, -1, 0, 1, 2, 999, 1_000, 999_500, 5_356_456, 999_950_000, .max, .max - 1]
        return raw % 3 == 0 ? specials[Int((raw / 3) % UInt64(specials.count))] : Int64(bitPattern: raw) >> (raw % 60)
    }

    /// A Double? biased towards NaN, infinities, negatives and huge values.
    static func double(_ raw: UInt64) -> Double? {
        let specials: [Double?] = [nil, .nan, .infinity, -.infinity, -1, -0.0, 0, 0.4, 59.6, 97, 3_599.7, 1e300,
                                   .greatestFiniteMagnitude, .leastNonzeroMagnitude, 9.2e18]
        return raw % 2 == 0 ? specials[Int((raw / 2) % UInt64(specials.count))] : Double(bitPattern: raw)
    }

    /// An Int? for file counts.
    static func count(_ raw: UInt64) -> Int? {
        raw % 4 == 0 ? nil : Int(int64(raw / 4))
    }

    static func snapshot(_ raw: [UInt64], name: String?) -> ProgressSnapshot {
        let operations: [ProgressSnapshot.FileOperationKind?] = [nil, .downloading, .uploading, .decompressingAfterDownloading, .receiving,
                                                .copying, .duplicating, ProgressSnapshot.FileOperationKind(rawValue: "archiving")]
        return ProgressSnapshot(
            completedUnitCount: int64(raw[0]),
            totalUnitCount: int64(raw[1]),
            kind: raw[2] % 2 == 0 ? .file : nil,
            fileOperationKind: operations[Int(raw[3] % UInt64(operations.count))],
            fileURL: raw[4] % 3 == 0 ? URL(fileURLWithPath: "/tmp/photos.zip") : nil,
            fileDisplayName: name,
            fileTotalCount: count(raw[5]),
            fileCompletedCount: count(raw[6]),
            throughput: double(raw[7]),
            estimatedTimeRemaining: double(raw[8])
        )
    }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test func anyNumbersGiveCleanText() {
        Self.check(count: 1_000, seed: 0x5EED, input: Gen<UInt64>.value(in: .min ... .max).array(of: 9)) { raw in
            let snapshot = Self.snapshot(raw, name: nil)
            for formatter in Self.formatters {
                let text = formatter.format(snapshot)
                for line in [text.description, text.additionalDescription] {
                    #expect(!line.contains("{") && !line.contains("}"), "raw template: \(line)")
                    #expect(!line.contains("\u{FFFD}"), "replacement character: \(line)")
                    #expect(!Self.hasControlCharacters(line), "control character: \(line)")
                }
            }
            let english = Self.english.format(snapshot)
            for line in [english.description, english.additionalDescription] {
                for bad in ["NaN", "nan", "inf", "-0", "-1", "−"] {
                    #expect(!line.contains(bad), "'\(bad)' in: \(line)")
                }
            }
            if snapshot.kind == nil, snapshot.completedUnitCount <= snapshot.totalUnitCount,
               let percent = english.description.split(separator: "%").first.flatMap({ Int($0) }) {
                #expect((0...100).contains(percent), "\(english.description) for \(snapshot)")
            }
        }
    }

    @Test func anyFileNameStaysInsideItsQuotes() {
        let scalars = Gen<UInt32>.value(in: 0...0x10FFFF).array(of: 0...24)
        Self.check(count: 1_000, seed: 0xF11E, input: scalars) { values in
            let name = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
            let snapshot = ProgressSnapshot(kind: .file, fileOperationKind: .copying, fileDisplayName: name)
            for formatter in Self.formatters {
                let description = formatter.format(snapshot).description
                #expect(!description.isEmpty)
                #expect(!Self.hasControlCharacters(description), "control character: \(description.debugDescription)")
                #expect(!description.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) },
                        "bidi override or embedding: \(description.debugDescription)")
                let opened = description.unicodeScalars.filter { (0x2066...0x2068).contains($0.value) }.count
                let closed = description.unicodeScalars.filter { $0.value == 0x2069 }.count
                #expect(opened == closed, "unbalanced isolates: \(description.debugDescription)")
            }
        }
    }
}
