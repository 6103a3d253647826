import Foundation
import ProgressFormat
import ProgressTables

/// Reads snapshots from JSON Lines as the bytes arrive — one ``ProgressSnapshot`` per line, in
/// ``SnapshotJSON``'s form — and says what is wrong with every line that holds none: what
/// `progress-format render --input` reads a pipe or a file with.
///
///     var reader = SnapshotLineReader()
///     reader.read(Array("{\"completedUnitCount\": 7, \"totalUnitCount\": 100}\n{\"kind\": \"folder\"}\n".utf8)) {
///         print($0)
///     }
///     reader.finish { print($0) }
///     // snapshot(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100, …), line: 1)
///     // problem(unknown kind 'folder'; did you mean 'file'? (no kind: generic units), line: 2)
///
/// - **A line is a snapshot** — or an array of them, or of the entries `preview --format json`
///   writes (their `facts`), each answered with the line's number. Each line is answered as
///   soon as its line end arrives; blank lines are skipped; a line end is "\n" or "\r\n". A bad
///   line — not UTF-8, not JSON, a truncated object, two objects, `1e400`, an unknown key or
///   value — is reported with its number and skipped, whatever it is, and the lines after it are
///   answered. A UTF-8 byte order mark at the start of the input is skipped.
/// - **One pretty-printed document** is read whole, answered as its first line: when the first
///   line that is not blank opens an object or an array it does not close, the lines that follow are read
///   as the rest of that object (as `jq .` writes one). This holds only while the input is that
///   one value and nothing else: as soon as it cannot be — the text stops being JSON, another
///   value follows it, or it grows past ``maximumLineLength`` — the lines read so far are taken
///   as lines after all (the first one reported as unfinished), and so is the rest. So a
///   truncated first line never costs the lines after it, and a document is only answered at the
///   end of the input, when nothing more can follow it.
/// - **Bounded work.** A line longer than ``maximumLineLength`` bytes is reported as soon as it
///   is, and skipped to its end without being kept: memory never holds more than one line (or the
///   document) and the bytes handed in. Every byte is scanned a fixed number of times (a document
///   given up is scanned once more, line by line), so time is linear in the input.
public struct SnapshotLineReader {
    /// What a line holds.
    public enum Entry: Hashable, Sendable {
        /// The snapshot on line `line` (from 1), or in the document starting there.
        case snapshot(ProgressSnapshot, line: Int)
        /// Why line `line` holds no snapshot; the line is skipped.
        case problem(SnapshotInputProblem, line: Int)
    }

    /// The longest line read, in bytes without its line end: 64 KiB, far more than any snapshot
    /// needs; a pretty-printed document may be as long, its line ends included.
    public static let maximumLineLength = 65_536

    /// The line being read, without its line end.
    private var pending: [UInt8] = []
    /// Whether the line being read is too long and skipped to its end.
    private var skipping = false
    /// The number of the last line ended.
    private var lineNumber = 0
    /// Whether a line that is not blank has been read: only the first can start a document.
    private var hasReadALine = false
    /// The document being read, when the first line opened one.
    private var document: Document?

    /// How many bytes have been scanned as JSON, for tests of the bound on work: at most twice
    /// the input (a document given up is scanned again, line by line).
    package private(set) var scannedByteCount = 0
    /// The most input bytes held at once (the line being read and the document), for tests of
    /// the bound on memory: at most ``maximumLineLength`` + 1 for each.
    package private(set) var mostBytesHeld = 0

    /// A pretty-printed document being read: its lines so far, and the scan that runs through them.
    struct Document {
        var lines: [(number: Int, bytes: [UInt8])]
        var scanner: JSONScanner
        var byteCount: Int
        var isComplete = false
    }

    /// A reader at the start of its input.
    public init() {}

    /// Reads `bytes`, the next piece of the input, and hands `answer` an entry for every line it
    /// ends (and a problem for a line as soon as it is too long), in order.
    public mutating func read(_ bytes: UnsafeRawBufferPointer, _ answer: (Entry) throws -> Void) rethrows {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            let found = memchr(base + start, 0x0A, bytes.count - start)
            let end = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
            try take(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), answer)
            guard found != nil else { break }
            try endLine(answer)
            start = end + 1
        }
    }

    /// Reads `bytes`, the next piece of the input (see ``read(_:_:)-(UnsafeRawBufferPointer,_)``).
    public mutating func read(_ bytes: [UInt8], _ answer: (Entry) throws -> Void) rethrows {
        try bytes.withUnsafeBytes { try read($0, answer) }
    }

    /// Ends the input: the last line (one without a line end), then a document if one was read.
    public mutating func finish(_ answer: (Entry) throws -> Void) rethrows {
        if !pending.isEmpty || skipping {
            try endLine(answer)
        }
        guard let document else { return }
        self.document = nil
        if document.isComplete {
            try Self.answer(document.scanner.value, line: document.lines[0].number, answer)
        } else {
            try giveUp(document, answer)
        }
    }

    // MARK: - Lines

    /// UTF-8's byte order mark, skipped at the start of the input (RFC 8259 lets a reader
    /// ignore it; editors on Windows and PowerShell's redirections write one).
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Adds `bytes` to the line being read, or starts skipping it when it grows too long.
    private mutating func take(_ bytes: UnsafeRawBufferPointer, _ answer: (Entry) throws -> Void) rethrows {
        guard !skipping, !bytes.isEmpty else { return }
        // + 1: a "\r" before the "\n"; + 3 more on the first line: a byte order mark.
        guard pending.count + bytes.count <= Self.maximumLineLength + (lineNumber == 0 ? 4 : 1) else {
            pending = []
            skipping = true
            try tooLong(lineNumber + 1, answer)
            return
        }
        pending.append(contentsOf: bytes)
        mostBytesHeld = max(mostBytesHeld, pending.count + (document?.byteCount ?? 0))
    }

    /// Ends the line being read.
    private mutating func endLine(_ answer: (Entry) throws -> Void) rethrows {
        lineNumber += 1
        defer {
            pending = []
            skipping = false
        }
        guard !skipping else { return }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        if lineNumber == 1, pending.starts(with: Self.byteOrderMark) { pending.removeFirst(Self.byteOrderMark.count) }
        guard pending.count <= Self.maximumLineLength else {
            try tooLong(lineNumber, answer)
            return
        }
        try line(lineNumber, pending, answer)
    }

    /// A line too long to read: the end of any document, and a problem.
    private mutating func tooLong(_ number: Int, _ answer: (Entry) throws -> Void) rethrows {
        if let document {
            self.document = nil
            try giveUp(document, answer)
        }
        hasReadALine = true
        try answer(.problem(SnapshotInputProblem(description: "longer than \(Self.maximumLineLength) bytes; skipped"),
                            line: number))
    }

    /// One whole line, without its line end.
    private mutating func line(_ number: Int, _ bytes: [UInt8], _ answer: (Entry) throws -> Void) rethrows {
        if var current = document {
            document = nil
            scannedByteCount += 1 + bytes.count
            if Self.continueDocument(&current, number, bytes) {
                document = current
                return
            }
            try giveUp(current, answer)
        }
        guard !Self.isBlank(bytes) else { return }
        let isFirst = !hasReadALine
        hasReadALine = true
        if let problem = Self.utf8Problem(in: bytes[...]) {
            try answer(.problem(problem, line: number))
            return
        }
        var scanner = JSONScanner(maximumDepth: SnapshotJSON.maximumDepth)
        scannedByteCount += bytes.count
        let status = scanner.consume(bytes)
        if isFirst, status == .needsMore, scanner.outermostContainer == .object || scanner.outermostContainer == .array {
            document = Document(lines: [(number, bytes)], scanner: scanner, byteCount: bytes.count)
            return
        }
        if case .failed(let error) = scanner.finish() {
            try answer(.problem(SnapshotJSON.problem(error, in: bytes, ending: "line"), line: number))
            return
        }
        try Self.answer(scanner.value, line: number, answer)
    }

    // MARK: - A document

    /// Adds a line to the document; `false` when the input can no longer be that one document.
    private static func continueDocument(_ document: inout Document, _ number: Int, _ bytes: [UInt8]) -> Bool {
        if document.isComplete {
            return Self.isBlank(bytes)
        }
        document.byteCount += 1 + bytes.count
        guard document.byteCount <= Self.maximumLineLength, Self.utf8Problem(in: bytes[...]) == nil else { return false }
        document.scanner.consume(CollectionOfOne(0x0A))
        switch document.scanner.consume(bytes) {
        case .failed: return false
        case .complete: document.isComplete = true
        case .needsMore: break
        }
        document.lines.append((number, bytes))
        return true
    }

    /// The input is not one document after all: each of its lines is read as a line. When the
    /// document was whole and another value followed it, the first line's problem says how to
    /// write several snapshots.
    private mutating func giveUp(_ document: Document, _ answer: (Entry) throws -> Void) rethrows {
        for (index, (number, bytes)) in document.lines.enumerated() {
            guard index == 0, document.isComplete else {
                try line(number, bytes, answer)
                continue
            }
            try line(number, bytes) { entry in
                guard case .problem(let problem, let line) = entry else { return try answer(entry) }
                try answer(.problem(SnapshotInputProblem(description: problem.description
                    + "; a pretty-printed snapshot must be the whole input (write one object per line, as jq -c does)"),
                    line: line))
            }
        }
    }

    // MARK: - Helpers

    /// Answers the value of a scan that ended well: a snapshot, or why the value is none; one
    /// for each element of an array.
    private static func answer(_ value: JSONValue?, line: Int, _ answer: (Entry) throws -> Void) rethrows {
        for result in SnapshotJSON.snapshots(from: value) {
            switch result {
            case .success(let snapshot): try answer(.snapshot(snapshot, line: line))
            case .failure(let problem): try answer(.problem(problem, line: line))
            }
        }
    }

    /// Whether a line holds nothing but JSON white space.
    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Why `bytes` are not UTF-8, with the column of the first bad byte; `nil` when they are.
    static func utf8Problem(in bytes: ArraySlice<UInt8>) -> SnapshotInputProblem? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue:
                column += 1
            case .emptyInput:
                return nil
            case .error:
                return SnapshotInputProblem(description: "not UTF-8 at column \(column)")
            }
        }
    }
}
