internal import ProgressTables

/// How many fraction digits a number shows.
package enum MeasurePrecision: Hashable, Sendable {
    /// No fraction digits ("419 kB").
    case integer
    /// Exactly this many, zero-padded so the width does not jump ("1.0 MB", "2.50 GB").
    case fractionDigits(Int)
    /// At most this many, trailing zeros dropped ("0.4 kB/s", "0 kB/s").
    case maximumFractionDigits(Int)
}
