import Foundation
@testable import ProgressFormat
import Testing

/// What a progress-bar author met linking the library (issue 30, items 6 and 10): a text that
/// survives a JSON round trip with its parts, value styles that only compile for the input they
/// write, a hand-made snapshot's fraction, one way of printing, and no line wider than asked.
@Suite struct BarAuthorTests {
    static let download = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                           fileOperationKind: .downloading, fileTotalCount: 9, throughput: 50_000,
                                           estimatedTimeRemaining: 97)

    @Test func aTextRoundTripsThroughJSONWithItsParts() throws {
        let text = try ProgressTextFormatter(locale: "ar").format(Self.download)
        #expect(text.parts.count == 5)
        let data = try JSONEncoder().encode(text)
        let decoded = try JSONDecoder().decode(ProgressText.self, from: data)
        #expect(decoded == text)
        #expect(decoded.parts == text.parts)
        #expect(decoded.ranges(of: .throughput).map { String(decoded.additionalDescription[$0]) } == ["٥٠ كيلوبايت/ث"])
    }

    @Test func theJSONFormNamesEachPart() throws {
        let text = try ProgressTextFormatter(locale: "en").format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(text), as: UTF8.self)
        #expect(json == #"{"additionalDescription":"7 of 100","description":"7% completed","parts":["#
            + #"{"field":"percent","line":"description","utf8Offsets":[0,2]},"#
            + #"{"field":"completedCount","line":"additionalDescription","utf8Offsets":[0,1]},"#
            + #"{"field":"totalCount","line":"additionalDescription","utf8Offsets":[5,8]}]}"#)
    }

    @Test(arguments: [
        (#"{"description":"abc","additionalDescription":"","parts":[{"field":"percent","line":"description","utf8Offsets":[1,9]}]}"#,
         "the percent part at UTF-8 offsets 1..<9 is not in its line of 3 bytes"),
        (#"{"description":"abc","additionalDescription":"","parts":[{"field":"percent","line":"description","utf8Offsets":[-1,2]}]}"#,
         "the percent part at UTF-8 offsets -1..<2 is not in its line of 3 bytes"),
    ])
    func aPartOutsideItsLineIsRefused(json: String, reason: String) throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ProgressText.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == reason)
    }

    @Test func aTextWithoutPartsStillDecodes() throws {
        let json = #"{"description":"Copying","additionalDescription":"1 of 2"}"#
        let text = try JSONDecoder().decode(ProgressText.self, from: Data(json.utf8))
        #expect(text == ProgressText(description: "Copying", additionalDescription: "1 of 2"))
    }

    @Test func everyWayOfPrintingATextGivesBothLines() throws {
        let text = try ProgressTextFormatter(locale: "en").format(Self.download)
        var printed = ""
        print(text, terminator: "", to: &printed)
        let both = "Downloading 9 files…\n419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
        #expect(printed == both)
        #expect("\(text)" == both)
        #expect(String(describing: text) == both)
        #expect(text.description == "Downloading 9 files…")
    }

    @Test func aHandMadeSnapshotHasItsFraction() throws {
        #expect(ProgressSnapshot(completedUnitCount: 5, totalUnitCount: 10).fractionCompleted == 0.5)
        #expect(ProgressSnapshot(completedUnitCount: 15, totalUnitCount: 10).fractionCompleted == 1)
        #expect(ProgressSnapshot(completedUnitCount: 5).fractionCompleted == nil)
        #expect(ProgressSnapshot(completedUnitCount: -1, totalUnitCount: 10).fractionCompleted == nil)
        var parent = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 10)
        parent.fractionCompleted = 0.5
        #expect(parent.fractionCompleted == 0.5)
        // The counts' fraction is not a fact of its own: the JSON form and the text are as before.
        let json = String(decoding: try JSONEncoder().encode(ProgressSnapshot(completedUnitCount: 5, totalUnitCount: 10)), as: UTF8.self)
        #expect(!json.contains("fractionCompleted"))
        #expect(try ProgressTextFormatter(locale: "en").format(parent).description == "50% completed")
    }

    @Test func valuesTakeTheTypesABarHas() throws {
        let english = try ProgressTextFormatter(locale: "en")
        let bytes: Int = 5_356_456
        #expect(english.byteCount(bytes) == "5.4 MB")
        #expect(english.byteCount(UInt64.max) == nil)
        #expect(english.byteCount(419_431 as Int, of: bytes) == "419 kB of 5.4 MB")
        #expect(english.percent(7 as Int, of: 100 as Int) == "7%")
        #expect(english.timeRemaining(.seconds(97)) == "1 minute, 37 seconds")
        #expect(english.timeRemaining(.milliseconds(97_400)) == "1 minute, 37 seconds")
        let en = Locale(identifier: "en")
        #expect(bytes.formatted(.progressByteCount.locale(en)) == "5.4 MB")
        #expect(Duration.seconds(97).formatted(.progressTimeRemaining.locale(en)) == "1 minute, 37 seconds")
        #expect(ProgressValueFormatStyle<Int>(.byteCount, locale: en).format(999) == "999 bytes")
        #expect(ProgressValueFormatStyle<Double>(.throughput, locale: en).format(50_000) == "50 kB/s")
    }

    @Test(arguments: [0, -1, Int.min])
    func noColumnsFitNothing(columns: Int) throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let text = formatter.format(Self.download, columns: columns)
        #expect(text == ProgressText(description: "", additionalDescription: ""))
        #expect(ProgressTextStream(formatter).format(Self.download, columns: columns) == text)
        #expect(formatter.format(Self.download, columns: 1).description == "…")
    }
}
