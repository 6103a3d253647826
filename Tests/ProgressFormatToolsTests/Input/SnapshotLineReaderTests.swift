@testable import ProgressFormat
import ProgressFormatTools
import Testing

/// `SnapshotLineReader`: a line is a snapshot, a bad line is reported and skipped whatever it
/// is, one pretty-printed document only when it is the whole input, in bounded work.
@Suite struct SnapshotLineReaderTests {
    typealias Entry = SnapshotLineReader.Entry

    /// What the reader gives for `input`, fed in pieces of `pieceSize` bytes.
    static func entries(_ input: String, pieceSize: Int = .max) -> [Entry] {
        entries(Array(input.utf8), pieceSize: pieceSize).entries
    }

    static func entries(_ bytes: [UInt8], pieceSize: Int = .max) -> (entries: [Entry], reader: SnapshotLineReader) {
        var reader = SnapshotLineReader()
        var entries: [Entry] = []
        var start = 0
        while start < bytes.count {
            let end = bytes.count - start > pieceSize ? start + pieceSize : bytes.count
            reader.read(Array(bytes[start..<end])) { entries.append($0) }
            start = end
        }
        reader.finish { entries.append($0) }
        return (entries, reader)
    }

    static func snapshot(_ completed: Int64, of total: Int64, line: Int) -> Entry {
        .snapshot(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total), line: line)
    }

    static func problem(_ description: String, line: Int) -> Entry {
        .problem(SnapshotInputProblem(description: description), line: line)
    }

    static let good1 = #"{"completedUnitCount": 1, "totalUnitCount": 4}"#
    static let good3 = #"{"completedUnitCount": 3, "totalUnitCount": 4}"#

    /// A mixed input — CRLF, blank lines, bad lines of every kind, a last line without a line
    /// end — gives the same entries however it is cut into pieces (the scan resumes anywhere).
    @Test(arguments: [1, 2, 3, 7, 64, 4_096, Int.max])
    func piecesDoNotMatter(pieceSize: Int) {
        let input = Self.good1 + "\r\n\n  \t\r\n" + #"{"completedUnitCount": 7"# + "\n[1]\n" + #"{"kind": "folder"}"# + "\n"
            + "{\"fileDisplayName\": \"\u{1F600}\u{00E9}\"}\n" + Self.good3
        #expect(Self.entries(input, pieceSize: pieceSize) == [
            Self.snapshot(1, of: 4, line: 1),
            Self.problem("not valid JSON at column 25: the line ends early; a '}' is missing", line: 4),
            Self.problem("element 1: expected a JSON object of snapshot facts or a preview entry, found a number", line: 5),
            Self.problem("unknown kind 'folder'; did you mean 'file'? (no kind: generic units)", line: 6),
            .snapshot(ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, fileDisplayName: "\u{1F600}\u{00E9}"), line: 7),
            Self.snapshot(3, of: 4, line: 8),
        ])
    }

    /// A UTF-8 byte order mark at the start of the input is skipped, however the input is cut
    /// into pieces (even between its three bytes), also before a document and a line of exactly
    /// the limit; one anywhere else is not JSON.
    @Test(arguments: [1, 2, 3, 4, 64, Int.max])
    func aByteOrderMarkAtTheStartIsSkipped(pieceSize: Int) {
        let mark = "\u{FEFF}"
        #expect(Self.entries(mark + Self.good1 + "\n" + mark + Self.good3 + "\n", pieceSize: pieceSize) == [
            Self.snapshot(1, of: 4, line: 1),
            Self.problem("not valid JSON at column 1: expected a value", line: 2),
        ])
        #expect(Self.entries(mark + "{\n\"completedUnitCount\": 3,\n\"totalUnitCount\": 4}\n", pieceSize: pieceSize)
            == [Self.snapshot(3, of: 4, line: 1)])
        let padded = #"{"fileDisplayName": ""# + String(repeating: "x", count: SnapshotLineReader.maximumLineLength - 23) + #""}"#
        if case .snapshot = Self.entries(mark + padded + "\r\n", pieceSize: pieceSize).first {} else {
            Issue.record("a line of the limit after a byte order mark is read")
        }
    }

    /// A line is answered when its line end arrives, before anything after it is read — also
    /// right after a first line that looked like the start of a document.
    @Test func eachLineIsAnsweredWhenItEnds() {
        var reader = SnapshotLineReader()
        var entries: [Entry] = []
        reader.read(Array((#"{"completedUnitCount": 7"# + "\n").utf8)) { entries.append($0) }
        #expect(entries == [])   // it may still be a pretty-printed document
        reader.read(Array((Self.good1 + "\n").utf8)) { entries.append($0) }
        #expect(entries == [
            Self.problem("not valid JSON at column 25: the line ends early; a '}' is missing", line: 1),
            Self.snapshot(1, of: 4, line: 2),
        ])
        reader.read(Array((Self.good3 + "\n").utf8)) { entries.append($0) }
        #expect(entries.count == 3)
    }

    /// One pretty-printed object that is the whole input (blank lines around it) is one
    /// snapshot, answered as its first line.
    @Test func oneDocumentIsOneSnapshot() {
        let input = "\n{\n  \"completedUnitCount\": 1,\n  \"totalUnitCount\": 4\n}\n\n"
        #expect(Self.entries(input) == [Self.snapshot(1, of: 4, line: 2)])
        #expect(Self.entries("{\r\n\"completedUnitCount\": 3,\r\n\"totalUnitCount\": 4}") == [Self.snapshot(3, of: 4, line: 1)])
    }

    /// A document whose value is wrong is reported once, at its first line.
    @Test func aDocumentWithAWrongValueIsOneProblem() {
        #expect(Self.entries("{\n  \"kind\": \"folder\"\n}\n") == [
            Self.problem("unknown kind 'folder'; did you mean 'file'? (no kind: generic units)", line: 1),
        ])
    }

    /// Anything after a whole document makes its lines lines again (the first says how to write
    /// several snapshots), and the rest is read line by line.
    @Test func aDocumentAndMoreIsLines() {
        let input = "{\n\"completedUnitCount\": 1\n}\n" + Self.good3 + "\n"
        #expect(Self.entries(input) == [
            Self.problem("not valid JSON at column 2: the line ends early; a '}' is missing; a pretty-printed snapshot must be "
                + "the whole input (write one object per line, as jq -c does)", line: 1),
            Self.problem("not valid JSON at column 21: text after the end of the JSON value (one snapshot per line)", line: 2),
            Self.problem("not valid JSON at column 1: expected a value", line: 3),
            Self.snapshot(3, of: 4, line: 4),
        ])
    }

    /// Only the first line can start a document: an open object later is a bad line.
    @Test func onlyTheFirstLineStartsADocument() {
        #expect(Self.entries(Self.good1 + "\n{\n\"completedUnitCount\": 3\n}\n") == [
            Self.snapshot(1, of: 4, line: 1),
            Self.problem("not valid JSON at column 2: the line ends early; a '}' is missing", line: 2),
            Self.problem("not valid JSON at column 21: text after the end of the JSON value (one snapshot per line)", line: 3),
            Self.problem("not valid JSON at column 1: expected a value", line: 4),
        ])
    }

    /// A line over the limit is reported as soon as it is over, before its end arrives, and
    /// skipped to its end; a line of exactly the limit is read. Memory holds one line.
    @Test func tooLongLines() {
        let limit = SnapshotLineReader.maximumLineLength
        var reader = SnapshotLineReader()
        var entries: [Entry] = []
        reader.read(Array((Self.good1 + "\n").utf8) + [UInt8](repeating: 0x20, count: limit + 2)) { entries.append($0) }
        #expect(entries == [Self.snapshot(1, of: 4, line: 1), Self.problem("longer than 65536 bytes; skipped", line: 2)])
        for _ in 0..<64 {
            reader.read([UInt8](repeating: 0x20, count: 1 << 16)) { entries.append($0) }
        }
        reader.read(Array(("\n" + Self.good3).utf8)) { entries.append($0) }
        reader.finish { entries.append($0) }
        #expect(entries.count == 3)
        #expect(reader.mostBytesHeld <= limit + 1)

        let padded = #"{"fileDisplayName": ""# + String(repeating: "x", count: limit - 23) + #""}"#
        #expect(padded.utf8.count == limit)
        #expect(Self.entries(padded + "\r\n").count == 1)
        if case .snapshot = Self.entries(padded + "\r\n").first {} else { Issue.record("a line of the limit is read") }
        #expect(Self.entries(padded + "x\n") == [Self.problem("longer than 65536 bytes; skipped", line: 1)])
    }

    /// An array is a snapshot per element — objects of facts or the entries `preview --format
    /// json` writes (their `facts`) — each answered with the line's number, on one line or
    /// pretty-printed; an element that holds none is a problem that names it.
    @Test(arguments: [1, 5, Int.max])
    func anArrayIsASnapshotPerElement(pieceSize: Int) {
        let entry = #"{"scenario": "s", "locale": "de", "resolvedLocale": "de", "description": "", "additionalDescription": "", "facts": "#
        let line = "[" + Self.good1 + ", " + entry + Self.good3 + "}, 1, {\"facts\": 2}, " + entry + #"{"kind": "folder"}}]"#
        #expect(Self.entries(line + "\n[]\n", pieceSize: pieceSize) == [
            Self.snapshot(1, of: 4, line: 1),
            Self.snapshot(3, of: 4, line: 1),
            Self.problem("element 3: expected a JSON object of snapshot facts or a preview entry, found a number", line: 1),
            Self.problem("element 4: 'facts' must be an object of snapshot facts, not a number", line: 1),
            Self.problem("element 5: unknown kind 'folder'; did you mean 'file'? (no kind: generic units)", line: 1),
            Self.problem("an empty array holds no snapshot", line: 2),
        ])
        #expect(Self.entries("\n[\n  " + Self.good1 + ",\n  " + entry + Self.good3 + "}\n]\n", pieceSize: pieceSize) == [
            Self.snapshot(1, of: 4, line: 2),
            Self.snapshot(3, of: 4, line: 2),
        ])
        // A preview entry's keys with another key is not an entry: that key is reported.
        #expect(Self.entries(#"{"facts": {}, "scenarioo": "s"}"#) == [
            Self.problem("unknown key 'facts'; the keys are \(SnapshotJSON.keys.joined(separator: ", "))", line: 1),
        ])
    }

    /// Hostile input costs work linear in its size: every byte is scanned at most four times (a
    /// document given up is scanned again, line by line; an array's element and a preview entry's
    /// facts again), and memory holds at most a line and a document.
    @Test(arguments: [
        "[" + String(repeating: #"{"facts": {"facts": {"completedUnitCount": 1}}},"#, count: 1_200) + "1]",
        "[\n" + String(repeating: #"{"facts": {"completedUnitCount": 1}},"# + "\n", count: 1_600) + "[" + String(repeating: "{},", count: 9_000) + "{}]\n",
        String(repeating: "[", count: 60_000),
        "{\"a\": [\n" + String(repeating: "1,\n", count: 40_000),
        "{\n" + String(repeating: "\"a\": 1,\n", count: 10_000),
        String(repeating: "{\"a\n", count: 50_000),
        "{" + String(repeating: "\"k\": 1,", count: 9_000) + "\"k\": 1}\n",
        String(repeating: "\u{1F600}", count: 50_000),
        String(repeating: "\"\\u", count: 30_000),
    ])
    func hostileInputIsBounded(input: String) {
        let bytes = Array(input.utf8)
        let (entries, reader) = Self.entries(bytes, pieceSize: 4_096)
        #expect(!entries.isEmpty)
        #expect(reader.scannedByteCount <= 4 * bytes.count)
        #expect(reader.mostBytesHeld <= 2 * (SnapshotLineReader.maximumLineLength + 1))
    }
}
