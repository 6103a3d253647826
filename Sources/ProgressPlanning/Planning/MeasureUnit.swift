/// A unit a measured number is shown in: a decimal byte unit, a per-second rate of one, or a
/// duration unit. Parts maps each to its CLDR unit.
package enum MeasureUnit: Hashable, Sendable {
    /// A number of bytes in a decimal unit ("5.4 MB").
    case bytes(ByteUnit)
    /// Bytes per second in a decimal unit ("50 kB/s").
    case bytesPerSecond(ByteUnit)
    /// A duration unit ("37 seconds").
    case duration(DurationUnit)
}
