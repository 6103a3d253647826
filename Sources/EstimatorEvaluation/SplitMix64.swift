import Foundation

/// A tiny, seedable pseudo-random generator (SplitMix64), so that every synthetic trace, every
/// benchmark stream and every seeded test input is identical on every run and platform.
package struct SplitMix64: Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed value in `0 ..< 1` with 53 random bits.
    package mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniformly distributed value in `range`.
    package mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// `true` with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// Log-uniform in `range` (both bounds positive).
    package mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
        exp(uniform(log(range.lowerBound)...log(range.upperBound)))
    }

    /// A uniformly distributed integer in `range`.
    package mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}
