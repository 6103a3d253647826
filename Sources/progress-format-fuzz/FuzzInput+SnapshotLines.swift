import Foundation
import ProgressFormat
import ProgressFormatTools

extension FuzzInput {
    /// Feeds `bytes` to `render --input`'s reader (``SnapshotLineReader``) as the CLI does, once
    /// whole and once in pieces of 1 to 17 bytes (the first byte picks the size), and checks:
    ///
    /// - the two give the same entries (the scan resumes anywhere), in line order (an array's
    ///   elements share their line);
    /// - the work is bounded: each byte scanned at most four times (an array's elements and a
    ///   preview entry's facts once more), at most a line and a document held;
    /// - no problem sentence carries a control or bidi character from the input;
    /// - every snapshot read is formatted (nothing traps) and, written back by the library's
    ///   encoder, reads back as itself.
    static func readSnapshotLines(_ bytes: [UInt8]) {
        guard let pieceByte = bytes.first else { return }
        let input = Array(bytes.dropFirst())
        let whole = snapshotEntries(input, pieceSize: input.count + 1)
        let pieces = snapshotEntries(input, pieceSize: 1 + Int(pieceByte % 17))
        guard whole.entries == pieces.entries else {
            fatalError("entries depend on how the input is cut: \(whole.entries) vs \(pieces.entries)")
        }
        for reader in [whole.reader, pieces.reader] {
            guard reader.scannedByteCount <= 4 * input.count,
                  reader.mostBytesHeld <= 2 * (SnapshotLineReader.maximumLineLength + 1) else {
                fatalError("unbounded work: scanned \(reader.scannedByteCount), held \(reader.mostBytesHeld) of \(input.count)")
            }
        }
        var lastLine = 0
        for entry in whole.entries {
            switch entry {
            case .snapshot(let snapshot, let line):
                check(line: line, after: &lastLine)
                for formatter in formatters.prefix(2) {
                    _ = formatter.format(snapshot)
                }
                guard let encoded = try? JSONEncoder().encode(snapshot),
                      let again = try? SnapshotJSON.snapshot(from: encoded), again == snapshot else {
                    fatalError("a snapshot read does not read back as itself: \(snapshot)")
                }
            case .problem(let problem, let line):
                check(line: line, after: &lastLine)
                if problem.description.unicodeScalars.contains(where: isUnsafeInAMessage) {
                    fatalError("unsafe character in \(problem.description.debugDescription)")
                }
            }
        }
    }

    /// The entries `input` gives in pieces of `pieceSize` bytes, and the reader after them.
    private static func snapshotEntries(_ input: [UInt8], pieceSize: Int)
        -> (entries: [SnapshotLineReader.Entry], reader: SnapshotLineReader) {
        var reader = SnapshotLineReader()
        var entries: [SnapshotLineReader.Entry] = []
        var start = 0
        while start < input.count {
            let end = min(input.count, start + pieceSize)
            reader.read(Array(input[start..<end])) { entries.append($0) }
            start = end
        }
        reader.finish { entries.append($0) }
        return (entries, reader)
    }

    private static func check(line: Int, after lastLine: inout Int) {
        // The elements of an array on one line share its number.
        guard line >= lastLine else { fatalError("line \(line) answered after line \(lastLine)") }
        lastLine = line
    }

    /// C0 and C1 controls, DEL and the bidi embeddings and overrides.
    private static func isUnsafeInAMessage(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
    }
}
