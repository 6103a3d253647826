import ProgressTables

extension FuzzInput {
    /// Scans `bytes` with the one JSON scanner (``JSONScanner``, which tables and snapshot lines
    /// are read with) whole and in pieces of 1 to 17 bytes (the last byte picks the size), and
    /// checks that the two give the same status and value (the scan resumes after any byte), and
    /// that the work is bounded: each byte examined at most twice.
    static func scanJSONInPieces(_ bytes: [UInt8]) {
        let pieceSize = 1 + Int((bytes.last ?? 0) % 17)
        var whole = JSONScanner(maximumDepth: StringTable.maximumJSONDepth, duplicateKeys: .refuse)
        whole.consume(bytes)
        whole.finish()
        var pieces = JSONScanner(maximumDepth: StringTable.maximumJSONDepth, duplicateKeys: .refuse)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + pieceSize)
            pieces.consume(bytes[start..<end])
            start = end
        }
        pieces.finish()
        guard whole.status == pieces.status, whole.value == pieces.value else {
            fatalError("the scan depends on how the input is cut: \(whole.status) vs \(pieces.status)")
        }
        guard whole.examinedByteCount <= 2 * bytes.count, pieces.examinedByteCount <= 2 * bytes.count else {
            fatalError("unbounded work: examined \(whole.examinedByteCount), \(pieces.examinedByteCount) of \(bytes.count)")
        }
    }
}
