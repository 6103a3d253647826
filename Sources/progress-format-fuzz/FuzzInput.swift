import Foundation
import ProgressFormat
import ProgressFormatTools
import ProgressTables

/// One fuzz input, run against the library: the first byte picks what the rest feeds (its
/// value modulo 7).
///
/// - 0: a message pattern (the parser);
/// - 1: a string table file (loader, placeholder checks and every lint rule), and the same bytes
///   through the JSON scanner whole and in pieces (``scanJSONInPieces(_:)``);
/// - 2: a progress snapshot read from the bytes, formatted in several locales (and, for a third,
///   through a stream whose memory differs from its formatter's; for another third, through a
///   new stream, whose first text is ICU's for every value: the same text);
/// - 3: a string table built by ``TableGrammar`` from the bytes — nesting, quoting, `select`
///   and `plural` trees — loaded, linted, and rendered by a formatter that uses it;
/// - 4: a string table file read and written back by the canonical writer;
/// - 5: an XLIFF file read and imported into the German table;
/// - 6: `render --input`'s snapshot lines (``readSnapshotLines(_:)``): arbitrary bytes through
///   the line reader the CLI uses, whole and in pieces;
/// - 7: an XLIFF file in UTF-8 or UTF-16/32, with and without a byte order mark
///   (``readXLIFFInAnyEncoding(_:)``): every file that is not UTF-8 must be refused.
enum FuzzInput {
    static let formatters: [ProgressTextFormatter] = ["en", "de", "ar", "ja", "ru", "he"].compactMap {
        try? ProgressTextFormatter(locale: $0)
    }
    /// A stream per formatter that sees only some of the snapshots, so what it remembers (the
    /// description, measures, the kept duration part and plural number, spliced units) differs
    /// from what its formatter remembers: the two must still write the same text.
    static let streams = formatters.map { ProgressTextStream($0) }

    /// `PROGRESS_FORMAT_FUZZ_MODE=N` sends every input, whole, to mode N (a long run of one
    /// mode: `PROGRESS_FORMAT_FUZZ_MODE=7 Tests/fuzz.sh 600`).
    static let forcedMode: UInt8? = ProcessInfo.processInfo.environment["PROGRESS_FORMAT_FUZZ_MODE"].flatMap { UInt8($0) }

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let forcedMode {
            return run(mode: forcedMode, bytes)
        }
        guard let mode = bytes.first else { return }
        run(mode: mode, UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    }

    /// Runs `rest` in `mode` (its value modulo 8).
    static func run(mode: UInt8, _ rest: UnsafeBufferPointer<UInt8>) {
        switch mode % 8 {
        case 0:
            _ = try? MessagePattern(parsing: String(decoding: rest, as: UTF8.self))
        case 1:
            scanJSONInPieces(Array(rest))
            lintTable(Data(rest))
        case 3:
            renderStructuredTable(Array(rest))
        case 4:
            rewriteTable(Data(rest))
        case 5:
            importXLIFF(Data(rest))
        case 6:
            readSnapshotLines(Array(rest))
        case 7:
            readXLIFFInAnyEncoding(rest)
        default:
            let snapshot = snapshot(from: Array(rest))
            let userText = (snapshot.fileDisplayName ?? "") + (snapshot.fileURL?.path ?? "")
            // Code points, not characters: "\u{070F}}" is one character that is not "}".
            let nameHasBraces = userText.unicodeScalars.contains { $0 == "{" || $0 == "}" }
            for (formatter, stream) in zip(formatters, streams) {
                let text = formatter.format(snapshot)
                if rest.count % 3 == 0 {
                    let streamed = stream.format(snapshot)
                    if streamed != text {
                        fatalError("stream ≠ formatter: \(streamed.additionalDescription.debugDescription) vs \(text.additionalDescription.debugDescription)")
                    }
                } else if rest.count % 3 == 1 {
                    // A new stream's first text takes ICU's path for every value (nothing learned
                    // is used before a stream is warm); the warm formatter takes the learned
                    // digits, clock units' texts and spliced units: the same text.
                    let cold = ProgressTextStream(formatter).format(snapshot)
                    if cold != text {
                        fatalError("warm ≠ cold: \(text.additionalDescription.debugDescription) vs \(cold.additionalDescription.debugDescription)")
                    }
                }
                // A template must never leak into the text (a brace may only come from the name).
                for line in [text.description, text.additionalDescription]
                    where line.unicodeScalars.contains(where: { $0 == "{" || $0 == "}" }) && !nameHasBraces {
                    fatalError("raw template in \(line.debugDescription)")
                }
                if text.description.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                    fatalError("control character in \(text.description.debugDescription)")
                }
            }
        }
    }

    /// Decodes `data` as a string table, then runs every lint rule on it.
    static func lintTable(_ data: Data) {
        guard let table = try? StringTable.decode(data, file: "fuzz.json"),
              let source = StringTableStore().embeddedSource() else { return }
        _ = StringTableLinter.findings(in: table, source: source)
    }

    /// A directory of this process's own for the structured mode's `de.json`.
    static let tablesDirectory: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("progress-format-fuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }()

    /// Builds a table from the bytes (``TableGrammar``), lints it, and renders every scenario
    /// with a German formatter that uses it as its `de.json`.
    static func renderStructuredTable(_ bytes: [UInt8]) {
        guard let source = StringTableStore().embeddedSource() else { return }
        var grammar = TableGrammar(bytes: bytes, source: source)
        let json = Data(grammar.table().utf8)
        if let table = try? StringTable.decode(json, file: "de.json") {
            _ = StringTableLinter.findings(in: table, source: source)
        }
        let file = tablesDirectory.appendingPathComponent("de.json")
        guard (try? json.write(to: file)) != nil,
              let formatter = try? ProgressTextFormatter(locale: "de", tablesDirectory: tablesDirectory) else { return }
        for scenario in ProgressScenario.all {
            _ = formatter.format(scenario.snapshot)
        }
    }

    /// A snapshot whose every field comes from the bytes (missing bytes read as zero).
    static func snapshot(from bytes: [UInt8]) -> ProgressSnapshot {
        var reader = ByteReader(bytes: bytes)
        let operations: [ProgressSnapshot.FileOperationKind?] = [nil] + ProgressSnapshot.FileOperationKind.allKnown
        let flags = reader.byte()
        return ProgressSnapshot(
            completedUnitCount: reader.int64(),
            totalUnitCount: reader.int64(),
            kind: flags & 1 == 0 ? .file : nil,
            fileOperationKind: operations[Int(reader.byte()) % operations.count],
            fileURL: flags & 2 == 0 ? nil : URL(fileURLWithPath: reader.string()),
            fileDisplayName: flags & 4 == 0 ? nil : reader.string(),
            fileTotalCount: flags & 8 == 0 ? nil : Int(reader.int64()),
            fileCompletedCount: flags & 16 == 0 ? nil : Int(reader.int64()),
            throughput: flags & 32 == 0 ? nil : Double(bitPattern: UInt64(bitPattern: reader.int64())),
            estimatedTimeRemaining: flags & 64 == 0 ? nil : Double(bitPattern: UInt64(bitPattern: reader.int64()))
        )
    }
}

/// Reads fixed-size values from fuzz bytes, padding with zeros.
struct ByteReader {
    var bytes: [UInt8]
    var offset = 0

    mutating func byte() -> UInt8 {
        defer { offset += 1 }
        return offset < bytes.count ? bytes[offset] : 0
    }

    mutating func int64() -> Int64 {
        (0..<8).reduce(Int64(0)) { value, _ in (value << 8) | Int64(byte()) }
    }

    /// A string of up to 64 bytes, length-prefixed.
    mutating func string() -> String {
        let length = Int(byte() % 64)
        let slice = (0..<length).map { _ in byte() }
        return String(decoding: slice, as: UTF8.self)
    }
}
