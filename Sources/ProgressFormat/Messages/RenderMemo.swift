import class Foundation.NSLock

/// What one formatter rendered last, so a stream of updates pays only for what changed: the
/// description (constant during a transfer), recent byte counts (the total), the last duration
/// (a 10 Hz bar sees the same "1 minute, 37 seconds" several times) and the last rate.
///
/// Never blocks: a thread takes the memo with `tryLock()` for a whole `format` call; a thread
/// that finds it taken renders without it. Threads sharing a formatter therefore never wait on
/// each other, and a single-threaded stream always hits.
final class RenderMemo: @unchecked Sendable {
    private let lock = NSLock()

    // Guarded by `lock`.
    var description: (plan: PlannedText, text: String)?
    var byteCounts: [(bytes: Int64, text: String)] = []
    var duration: (value: PlannedDuration, text: String)?
    var throughput: (bytesPerSecond: Int64, text: String)?

    /// How many byte counts are remembered (completed and total alternate on every update).
    static let byteCountSlots = 4

    /// Runs `body` with the memo if no other thread holds it, else with `nil`.
    func withMemo<T>(_ body: (RenderMemo?) -> T) -> T {
        guard lock.try() else { return body(nil) }
        defer { lock.unlock() }
        return body(self)
    }

    /// The remembered text for `bytes`, or the one `make` gives, remembered.
    func byteCount(_ bytes: Int64, _ make: () -> String) -> String {
        if let hit = byteCounts.first(where: { $0.bytes == bytes }) {
            return hit.text
        }
        let text = make()
        if byteCounts.count >= Self.byteCountSlots {
            byteCounts.removeFirst()
        }
        byteCounts.append((bytes, text))
        return text
    }
}
