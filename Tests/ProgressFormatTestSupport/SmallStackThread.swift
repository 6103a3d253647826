import Foundation

/// Runs work on a thread with a small stack, so a test proves that deep input cannot overflow it.
///
/// 512 KB is the default stack of a secondary thread on macOS and smaller than glibc's 8 MB; a
/// library linked into a progress tool may well be called on such a thread.
public enum SmallStackThread {
    /// The stack size the work gets: 512 KB.
    public static let stackSize = 512 * 1024

    /// The result of `body`, run on a fresh thread with a ``stackSize`` stack.
    public static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: body())
            }
            thread.stackSize = stackSize
            thread.start()
        }
    }
}
