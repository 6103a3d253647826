import Synchronization

/// A reference decided once, on first use, and kept: the object made then, or the knowledge that
/// there is none. Threads share it without a lock — each reads one atomic word; two threads that
/// decide at the same moment both make a value, the first stored wins and the other is let go
/// (so making must have no side effects beyond the value).
///
/// Holds a retained reference as the bits of an `Atomic<Int>` (0: not decided yet; 1: decided,
/// no object), released when the holder goes.
package struct LazyReference<Object: AnyObject & Sendable>: ~Copyable, Sendable {
    private let bits = Atomic<Int>(0)
    private static var absent: Int { 1 }

    package init() {}

    deinit {
        if let object = Self.object(bits.load(ordering: .acquiring)) { Unmanaged.passUnretained(object).release() }
    }

    /// Whether it has been decided (made, or known to be absent).
    package var isDecided: Bool { bits.load(ordering: .acquiring) != 0 }

    /// The object, made by `make` the first time (`nil` from `make` is kept as "none").
    package func value(orMake make: () -> Object?) -> Object? {
        let current = bits.load(ordering: .acquiring)
        if current != 0 { return Self.object(current) }
        let made = make().map { Unmanaged.passRetained($0) }
        let desired = made.map { Int(bitPattern: $0.toOpaque()) } ?? Self.absent
        let (stored, winner) = bits.compareExchange(expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if stored { return made?.takeUnretainedValue() }
        made?.release()
        return Self.object(winner)
    }

    /// Calls `body` with the object (made by `make` the first time) and returns what it returns;
    /// `nil` if there is none. The object is not retained for the call — the holder keeps it
    /// alive, and it is never replaced — so threads that share it write nothing to it (no
    /// reference count) on the way.
    package func withValue<Result>(orMake make: () -> Object?, _ body: (Object) -> Result) -> Result? {
        var current = bits.load(ordering: .acquiring)
        if current == 0 {
            _ = value(orMake: make)
            current = bits.load(ordering: .acquiring)
        }
        guard current != Self.absent, let pointer = UnsafeRawPointer(bitPattern: current) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// The object whose retained reference `bits` holds, if any.
    private static func object(_ bits: Int) -> Object? {
        guard bits != absent, let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }
}
