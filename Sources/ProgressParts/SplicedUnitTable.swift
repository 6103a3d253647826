import Synchronization

/// One locale's spliced units (see ``SplicedUnit``), one entry per measure formatter, each
/// decided once: 0 not yet, 1 not spliced (ICU writes the unit), otherwise a retained
/// ``SplicedUnit``. Lock-free: a thread that decides an entry another thread decided first
/// keeps the first decision (both decide the same).
final class SplicedUnitTable: Sendable {
    /// How many measure formatters can have an entry (a locale opens 16).
    static let capacity = 24
    private let entries: InlineArray<24, Atomic<Int>> = InlineArray { _ in Atomic(0) }
    private static let notSpliced = 1

    deinit {
        for index in 0..<Self.capacity {
            let bits = entries[index].load(ordering: .acquiring)
            if bits != Self.notSpliced, let pointer = UnsafeRawPointer(bitPattern: bits) {
                Unmanaged<SplicedUnit>.fromOpaque(pointer).release()
            }
        }
    }

    /// The entry at `index`, decided by `decide` the first time; `nil` if not spliced.
    func unit(at index: Int, decide: () -> SplicedUnit?) -> SplicedUnit? {
        guard index >= 0, index < Self.capacity else { return nil }
        let bits = entries[index].load(ordering: .acquiring)
        if bits == Self.notSpliced { return nil }
        if let pointer = UnsafeRawPointer(bitPattern: bits) {
            return Unmanaged<SplicedUnit>.fromOpaque(pointer).takeUnretainedValue()
        }
        let decided = decide().map { Unmanaged.passRetained($0) }
        let desired = decided.map { Int(bitPattern: $0.toOpaque()) } ?? Self.notSpliced
        let (stored, winner) = entries[index].compareExchange(expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if stored { return decided?.takeUnretainedValue() }
        decided?.release()
        guard winner != Self.notSpliced, let pointer = UnsafeRawPointer(bitPattern: winner) else { return nil }
        return Unmanaged<SplicedUnit>.fromOpaque(pointer).takeUnretainedValue()
    }
}
