import class Foundation.NSLock

/// A thread-safe, bounded cache of ICU handles keyed by a `Hashable` signature.
///
/// Creating an ICU formatter costs 15–250 µs; formatting with a cached one costs well under a
/// microsecond. The creator runs outside the lock, so two threads may race to create the same
/// entry; the first one stored wins and both get it. Past `capacity` entries the cache empties
/// itself (formatters already handed out stay alive through their references).
///
/// The lock is an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`, whose Linux
/// futex implementation ThreadSanitizer cannot see, so the TSan pass in CI stays meaningful.
package final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [Key: Value] = [:]
    private let capacity: Int

    /// Creates an empty cache that holds at most `capacity` entries.
    package init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The cached value for `key`, creating it with `create` if needed; `nil` if creation fails.
    package func value(for key: Key, create: () -> Value?) -> Value? {
        if let cached = lock.withLock({ entries[key] }) {
            return cached
        }
        guard let created = create() else { return nil }
        return lock.withLock {
            if let winner = entries[key] {
                return winner
            }
            if entries.count >= capacity {
                entries.removeAll(keepingCapacity: true)
            }
            entries[key] = created
            return created
        }
    }

    /// The keys of the cached entries, in no particular order.
    package var keys: [Key] { lock.withLock { Array(entries.keys) } }

    /// The number of cached entries.
    package var count: Int { lock.withLock { entries.count } }

    /// Empties the cache (for tests).
    func removeAll() {
        lock.withLock { entries.removeAll() }
    }
}
