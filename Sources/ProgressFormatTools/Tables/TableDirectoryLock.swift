import Foundation

/// The lock a tool holds on a tables directory while it reads a table, changes it and writes it
/// back (`import`, `review approve`): an exclusive `flock` on the directory itself, so two runs
/// on one table (approving different keys, say) take turns and neither loses the other's
/// change — the write is atomic, the read-modify-write is made so by the lock. Locking the
/// directory leaves no lock file behind in a checkout, and covers a table that does not exist
/// yet (started from the built-in copy).
///
/// The wait is bounded: a lock held longer than `timeout` (another run stuck, or a person's
/// `flock` in a shell) ends in ``Busy`` instead of a hang.
///
///     try TableDirectoryLock.withLock(on: directory) {
///         var table = try StringTableFiles.document(for: "de", directory: directory)
///         …
///         try StringTableFiles.write(table, tag: "de", directory: directory, messageOrder: keys)
///     }
///
/// POSIX: `open(O_RDONLY | O_DIRECTORY | O_CLOEXEC)`, `flock(LOCK_EX | LOCK_NB)`, polled.
package enum TableDirectoryLock {
    /// The lock could not be taken.
    package struct Busy: Error, Hashable, Sendable, CustomStringConvertible {
        /// One sentence: what and why.
        package var description: String
    }

    /// How long a run waits for another to finish with the directory.
    package static let defaultTimeout: Duration = .seconds(30)

    /// Runs `body` while holding the directory's lock, waiting at most `timeout` for it.
    /// - Throws: ``Busy`` when the lock cannot be taken in time (or the directory cannot be
    ///   opened); whatever `body` throws.
    package static func withLock<Result>(on directory: URL, timeout: Duration = defaultTimeout,
                                         _ body: () throws -> Result) throws -> Result {
        let path = directory.path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Busy(description: "\(path): cannot be locked for writing (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR else {
                throw Busy(description: "\(path): cannot be locked for writing (\(String(cString: strerror(reason))))")
            }
            guard clock.now < deadline else {
                throw Busy(description: "\(path): another run (import or review approve) has been changing its tables for "
                    + "\(timeout.components.seconds) s; nothing was written; try again when it has finished")
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
