import Synchronization

/// A thread-safe, bounded cache of ICU handles keyed by a `Hashable` signature.
///
/// Creating an ICU formatter costs 15–250 µs; formatting with a cached one costs well under a
/// microsecond. The creator runs outside the lock, so two threads may race to create the same
/// entry; the first one stored wins and both get it. Past `capacity` entries the cache empties
/// itself (formatters already handed out stay alive through their references).
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])
    private let capacity: Int

    /// Creates an empty cache that holds at most `capacity` entries.
    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The cached value for `key`, creating it with `create` if needed; `nil` if creation fails.
    func value(for key: Key, create: () -> Value?) -> Value? {
        if let cached = storage.withLock({ $0[key] }) {
            return cached
        }
        guard let created = create() else { return nil }
        return storage.withLock { entries in
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

    /// The number of cached entries.
    var count: Int { storage.withLock { $0.count } }

    /// Empties the cache (for tests).
    func removeAll() {
        storage.withLock { $0.removeAll() }
    }
}
