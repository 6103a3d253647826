extension LocaleParts {
    /// Bytes per second, in kilobytes per second or more ("50 kB/s", "2.5 MB/s", "50 ko/s").
    ///
    /// Rates never use the byte unit (CLDR's short English "byte/s" is not pluralized): rates
    /// that round to under 1 kB/s show one fraction digit ("0.4 kB/s", "0 kB/s"). The largest
    /// unit is PB/s ("9,223.37 PB/s"), as CLDR has no exabyte.
    /// ICU skeletons: `measure-unit/digital-kilobyte per-measure-unit/duration-second .#` and
    /// `measure-unit/digital-<unit> per-measure-unit/duration-second <precision>`.
    func throughput(_ bytesPerSecond: Int64) -> String {
        let magnitude = max(bytesPerSecond, 0)
        // 950 B/s is the first rate that rounds (half-even, in tenths of a kB) to 1.0 kB/s.
        if magnitude < 950 {
            let value = Double(magnitude) / 1000
            return slowRate.format(value) ?? "\(value) kB/s"
        }
        let scaled = ScaledByteCount(magnitude, smallest: .kilobyte)
        if scaled.unit == .exabyte {
            let value = Double(magnitude) / 1e15
            return rateUnits[.petabyte]?.format(value) ?? "\(magnitude) B/s"
        }
        return rateUnits[scaled.unit]?.format(scaled.value) ?? "\(magnitude) B/s"
    }
}
