
extension ProgressTextFormatter {
    /// A byte count on its own, exactly as the sentences write it — rounded before the unit is
    /// chosen, with the same digits and the formatter's unit width — for a column, a table cell
    /// or a status bar.
    ///
    ///     let formatter = try ProgressTextFormatter(locale: "en")
    ///     formatter.byteCount(5_356_456)   // "5.4 MB"
    ///     formatter.byteCount(999)         // "999 bytes"
    ///     formatter.byteCount(0)           // "0 kB"
    ///     formatter.byteCount(Int64.max)   // "9.22 EB"
    ///     try ProgressTextFormatter(locale: "fr", unitWidth: .narrow).byteCount(5_356_456)  // "5,4Mo"
    ///
    /// Any integer type (`Int`, `Int64`, `UInt64`, …); `nil` for a negative count (the
    /// sentences leave one out) and one beyond `Int64.max`.
    public func byteCount(_ bytes: some BinaryInteger) -> String? {
        guard let bytes = Int64(exactly: bytes), bytes >= 0 else { return nil }
        return value(ByteCountPlanner.byteCount(bytes, width: unitWidth))
    }

    /// A completed and a total byte count, exactly as the sentences write them ("419 kB of
    /// 5.4 MB"): the completed count starts at kB beside a total of 1 kB or more, so a growing
    /// count never makes the line jump; `nil` unless 0 ≤ `completed` ≤ `total` and `total` > 0.
    ///
    ///     formatter.byteCount(419_431, of: 5_356_456)   // "419 kB of 5.4 MB"
    ///     formatter.byteCount(999, of: 5_356_456)       // "1 kB of 5.4 MB"
    public func byteCount(_ completed: some BinaryInteger, of total: some BinaryInteger) -> String? {
        guard let completed = Int64(exactly: completed), let total = Int64(exactly: total),
              let bytes = AdditionalDescriptionPlanner.byteArguments(completed: completed, total: total, width: unitWidth)
        else { return nil }
        return renderer.render(.message(AdditionalDescriptionPlanner.withTotalInBytes(
            PlannedMessage(.bytesCompletedOfTotal, [bytes.completed, bytes.total]), total)))
    }

    /// A transfer rate, exactly as the sentences write it ("50 kB/s", "2.5 MB/s"; under 1 kB/s
    /// its first digit that is not zero: "0.4 kB/s", "0.05 kB/s"); `nil` for a negative, NaN or
    /// infinite rate, one beyond `Int64` (2^63 bytes per second and more), and one above 0 but
    /// under half a byte a second, which the sentences leave out rather than write as "0 kB/s".
    ///
    ///     formatter.throughput(50_000)   // "50 kB/s"
    ///     formatter.throughput(400)      // "0.4 kB/s"
    ///     formatter.throughput(50)       // "0.05 kB/s"
    ///     formatter.throughput(0.1)      // nil
    ///     formatter.throughput(1e19)     // nil
    public func throughput(_ bytesPerSecond: Double) -> String? {
        AdditionalDescriptionPlanner.throughputValue(bytesPerSecond, width: unitWidth).map(value)
    }

    /// A time remaining, exactly as the sentences write it: at most two units, largest first,
    /// rounded to the smaller with carry, joined by the locale's unit list ("1 minute,
    /// 37 seconds"); `nil` for a negative, NaN or infinite time and beyond a year.
    ///
    /// The value stands for work that remains, so a time below a second reads "1 second" (as in
    /// the sentences while work remains); pass `workRemains: false` for finished work.
    ///
    ///     formatter.timeRemaining(97)      // "1 minute, 37 seconds"
    ///     formatter.timeRemaining(0.4)     // "1 second"
    ///     try ProgressTextFormatter(locale: "en", unitWidth: .narrow).timeRemaining(97)  // "1m 37s"
    public func timeRemaining(_ seconds: Double, workRemains: Bool = true) -> String? {
        PlannedDuration(seconds: seconds, width: unitWidth, workRemains: workRemains).map { value(.duration($0)) }
    }

    /// A time remaining given as a `Duration`, as ``timeRemaining(_:workRemains:)-(Double,_)``
    /// writes its seconds.
    ///
    ///     formatter.timeRemaining(.seconds(97))   // "1 minute, 37 seconds"
    public func timeRemaining(_ duration: Duration, workRemains: Bool = true) -> String? {
        timeRemaining(duration.seconds, workRemains: workRemains)
    }

    /// A whole percentage of `fractionCompleted`, exactly as the sentences write it: floored,
    /// so it never reads 100% before the work is done ("7%", "7 %", "٧٪؜"), and never more than
    /// 100% (work beyond its total is done); `nil` for a negative, NaN or infinite fraction.
    ///
    ///     formatter.percent(0.0783)   // "7%"
    ///     formatter.percent(0.99999)  // "99%"
    ///     formatter.percent(1.2)      // "100%"
    public func percent(_ fractionCompleted: Double) -> String? {
        PercentRounding.flooredPercent(fraction: fractionCompleted).map { value(.percent($0)) }
    }

    /// A whole percentage of `completed` in `total`, floored ("7%" for 419,431 of 5,356,456)
    /// and at most 100% ("100%" for 6 of 5); `nil` unless `completed` ≥ 0 and `total` ≥ 1.
    public func percent(_ completed: some BinaryInteger, of total: some BinaryInteger) -> String? {
        guard let completed = Int64(exactly: completed), let total = Int64(exactly: total), completed >= 0, total >= 1
        else { return nil }
        return value(.percent(PercentRounding.flooredPercent(completed: completed, total: total)))
    }

    /// A count, grouped in the locale's digits ("1,000,000", "1.000.000", "١٬٠٠٠٬٠٠٠").
    public func count(_ value: Int64) -> String {
        self.value(.count(value))
    }

    /// A completed and a total file count, exactly as the sentences write them ("7 of 9 files",
    /// the plural chosen by the total); `nil` unless 0 ≤ `completed` ≤ `total`.
    public func fileCount(_ completed: Int, of total: Int) -> String? {
        AdditionalDescriptionPlanner.filesCompletedOfTotal(completed: completed, total: total).map {
            renderer.render(.message($0))
        }
    }

    /// `value` written as a line of its own.
    private func value(_ value: PlannedValue) -> String {
        renderer.render(.value(value, field: nil))
    }
}

extension Duration {
    /// The duration in seconds, with its fraction.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
