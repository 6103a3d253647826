import Foundation
@testable import ProgressFormat
import ProgressFormatTools
import Testing

/// `SnapshotJSON`: the JSON form of a snapshot read strictly — everything the encoder writes is
/// read back, every mistake named.
@Suite struct SnapshotJSONTests {
    /// A snapshot with every fact set.
    static let everyFact = ProgressSnapshot(
        completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .decompressingAfterDownloading,
        fileURL: URL(string: "file:///home/user/Downloads/photos%202026.zip"), fileDisplayName: "photos 2026.zip",
        fileTotalCount: 9, fileCompletedCount: 7, throughput: 50_000.5, estimatedTimeRemaining: 97.25, elapsedTime: 12.5, status: .paused,
        fractionCompleted: 0.078)

    static func encoded(_ snapshot: ProgressSnapshot) throws -> [UInt8] {
        Array(try JSONEncoder().encode(snapshot))
    }

    /// The keys are exactly those the encoder writes.
    @Test func keysAreTheEncodersKeys() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.encoded(Self.everyFact))) as? [String: Any])
        #expect(Set(object.keys) == Set(SnapshotJSON.keys))
        #expect(SnapshotJSON.keys.count == 13)
    }

    /// Whatever the encoder writes is read back as the same snapshot: every fact, every
    /// scenario, every operation and status.
    @Test func whatTheEncoderWritesIsReadBack() throws {
        var snapshots = [Self.everyFact] + ProgressScenario.all.map(\.snapshot)
        for operation in ProgressSnapshot.FileOperationKind.allKnown {
            for status in [ProgressSnapshot.Status.paused, .cancelled, .stalled, .estimating] {
                var snapshot = Self.everyFact
                snapshot.fileOperationKind = operation
                snapshot.status = status
                snapshots.append(snapshot)
            }
        }
        for snapshot in snapshots {
            #expect(try SnapshotJSON.snapshot(from: Self.encoded(snapshot)) == snapshot)
        }
    }

    /// `null` is a fact left out; whole numbers may be written 7.0 or 1e3; white space and line
    /// breaks may surround the value.
    @Test func lenientWhereJSONIs() throws {
        let text = "\r\n {\"completedUnitCount\": 7.0, \"totalUnitCount\": 1e2, \"kind\": null,\n\"fileTotalCount\": -0}\t\n"
        #expect(try SnapshotJSON.snapshot(from: Array(text.utf8))
            == ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100, fileTotalCount: 0))
        #expect(try SnapshotJSON.snapshot(from: Array("{}".utf8)) == ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1))
        #expect(try SnapshotJSON.snapshot(from: Array(#"{"fileDisplayName": "\ud83d\ude00\u00e9\n\/"}"#.utf8)).fileDisplayName
            == "😀é\n/")
    }

    /// Texts with a mistake, and the sentence that names it.
    static let mistakes: [(text: String, problem: String)] = [
        ("", "not valid JSON at column 1: the text ends before a value"),
        ("{", "not valid JSON at column 2: the text ends early; a '}' is missing"),
        (#"{"a": "b"#, "not valid JSON at column 9: the text ends inside a string"),
        ("[1, 2]", "expected a JSON object of snapshot facts, found an array"),
        (#""x""#, "expected a JSON object of snapshot facts, found a string"),
        ("1e400", "expected a JSON object of snapshot facts, found a number"),
        ("null", "expected a JSON object of snapshot facts, found null"),
        ("{} {}", "not valid JSON at column 4: text after the end of the JSON value (one snapshot per line)"),
        (#"{"a" 1}"#, "not valid JSON at column 6: expected ':' after the key"),
        (#"{"kind": "file" "x": 1}"#, "not valid JSON at column 17: expected ',' or '}' after a member"),
        (#"{"a": [1,]}"#, "not valid JSON at column 10: JSON allows no ',' before ']'"),
        (#"{"a": [1 2]}"#, "not valid JSON at column 10: expected ',' or ']' after a value"),
        ("{'a': 1}", "not valid JSON at column 2: expected a quoted key or '}'"),
        (#"{"a": tru}"#, "not valid JSON at column 10: expected 'true'"),
        (#"{"a": 1.}"#, "not valid JSON at column 9: not a number: JSON numbers read like -12, 0.5 or 1e6"),
        (#"{"a": -}"#, "not valid JSON at column 8: not a number: JSON numbers read like -12, 0.5 or 1e6"),
        (#"{"a": 012}"#, "not valid JSON at column 8: not a number: JSON numbers have no leading zeros"),
        (#"{"a": +1}"#, "not valid JSON at column 7: expected a value"),
        (#"{"a": "\x"}"#, "not valid JSON at column 9: an unknown escape in a string"),
        (#"{"a": "\u12G4"}"#, #"not valid JSON at column 12: a \u escape needs four hexadecimal digits"#),
        (#"{"a": "\udc00"}"#, #"not valid JSON at column 13: a \u escape of half a surrogate pair"#),
        (#"{"a": "\ud800\u0041"}"#, #"not valid JSON at column 19: a \u escape of half a surrogate pair"#),
        ("{\n\"a\": \"\t\"}", "not valid JSON at line 2, column 7: a control character in a string must be escaped"),
        (#"{"throughput": -1e400}"#, "'throughput' is out of range: '-1e400' is beyond 1.7976931348623157e+308"),
        (#"{"completedUnitCount": 9223372036854775808}"#,
         "'completedUnitCount' must be a whole number from -9223372036854775808 to 9223372036854775807"),
        (#"{"completedUnitCount": 9.3e18}"#,
         "'completedUnitCount' must be a whole number from -9223372036854775808 to 9223372036854775807"),
        (#"{"completedUnitCount": 1e-3}"#, "'completedUnitCount' must be a whole number, not '1e-3'"),
        (#"{"completedUnitCount": [7]}"#, "'completedUnitCount' must be a whole number, not an array"),
        (#"{"throughput": {"value": 5}}"#, "'throughput' must be a number, not an object"),
        (#"{"fileDisplayName": false}"#, "'fileDisplayName' must be a string, not false"),
        (#"{"kind": "File"}"#, "unknown kind 'File'; did you mean 'file'? (no kind: generic units)"),
        (#"{"kind": "generic"}"#, "unknown kind 'generic'; did you mean 'file'? (no kind: generic units)"),
        (#"{"status": "done"}"#, "unknown status 'done'; did you mean 'paused' or 'failed'?"),
        (#"{"fileOperationKind": "uplaoding"}"#,
         "unknown fileOperationKind 'uplaoding'; did you mean 'uploading'? (no fileOperationKind: processing)"),
        (#"{"completedUnitCount": 1, "completedunitcount": 2}"#,
         "unknown key 'completedunitcount'; did you mean 'completedUnitCount'?"),
        (#"{"file-url": "x"}"#, "unknown key 'file-url'; did you mean 'fileURL'?"),
        (#"{"estimatedTimeRemainig": 5}"#, "unknown key 'estimatedTimeRemainig'; did you mean 'estimatedTimeRemaining'?"),
        (#"{"x": 1}"#, "unknown key 'x'; the keys are completedUnitCount, totalUnitCount, kind, fileOperationKind, fileURL, "
            + "fileDisplayName, fileTotalCount, fileCompletedCount, throughput, estimatedTimeRemaining, elapsedTime, status, fractionCompleted"),
        (#"{"kind": "file", "kind": "file"}"#, "duplicate key 'kind'"),
        (#"{"\u202Ebad\u001b]0;x\u0007": 1}"#, "unknown key 'bad␛]0;x␇'; the keys are completedUnitCount, totalUnitCount, kind, "
            + "fileOperationKind, fileURL, fileDisplayName, fileTotalCount, fileCompletedCount, throughput, "
            + "estimatedTimeRemaining, elapsedTime, status, fractionCompleted"),
    ]

    /// Each mistake is named, with the column of a syntax error.
    @Test(arguments: mistakes)
    func mistakesAreNamed(text: String, problem: String) {
        #expect(throws: SnapshotInputProblem(description: problem)) {
            try SnapshotJSON.snapshot(from: Array(text.utf8))
        }
    }

    /// Bytes that are not UTF-8 are named with their column.
    @Test func bytesThatAreNotUTF8() {
        #expect(throws: SnapshotInputProblem(description: "not UTF-8 at column 3")) {
            try SnapshotJSON.snapshot(from: Array(#"{""#.utf8) + [0xC3, 0x28])
        }
    }
}
