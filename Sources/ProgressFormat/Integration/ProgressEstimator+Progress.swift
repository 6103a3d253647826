public import class Foundation.Progress

extension ProgressEstimator {
    /// Records `progress`'s work at `time` (since an origin of your choosing): its total, and
    /// the units completed, children included (a parent of 10 units with its own 0 done and its
    /// children half way has done 5, as `fractionCompleted` says), never the whole total before
    /// the progress is finished.
    ///
    ///     let progress = Progress(totalUnitCount: 10_000)
    ///     var estimator = ProgressEstimator()
    ///     progress.completedUnitCount = 1_000
    ///     estimator.record(progress, at: .seconds(1))
    ///     progress.completedUnitCount = 2_000
    ///     estimator.record(progress, at: .seconds(2))
    ///     estimator.estimate(at: .seconds(2)).throughput   // 1000.0
    ///
    /// Each property of `progress` is read once (any thread may be changing it); see
    /// ``record(completed:total:at:)-(_,_,Duration)`` for how the count and time are read.
    public mutating func record(_ progress: Progress, at time: Duration) {
        let (completed, total) = Self.work(of: progress)
        record(completed: completed, total: total, at: time)
    }

    /// Records `progress`'s work at `instant` (see ``record(_:at:)-(_,Duration)``); the first
    /// instant passed to any instant overload becomes time 0.
    public mutating func record<Instant: InstantProtocol>(_ progress: Progress, at instant: Instant)
    where Instant.Duration == Duration {
        let (completed, total) = Self.work(of: progress)
        record(completed: completed, total: total, at: instant)
    }

    /// Records `progress`'s work at `time` seconds (deprecated: pass a `Duration` or an instant).
    @available(*, deprecated, message: "pass the time as a Duration (.seconds(time)) or an instant of a clock")
    public mutating func record(_ progress: Progress, at time: Double) {
        let (completed, total) = Self.work(of: progress)
        record(completed: completed, total: total, atSeconds: time)
    }

    /// The units `progress` has completed, children included, and its total (`nil` when
    /// indeterminate).
    static func work(of progress: Progress) -> (completed: Int64, total: Int64?) {
        let total = progress.totalUnitCount
        let own = progress.completedUnitCount
        let fraction = progress.fractionCompleted
        guard total > 0 else { return (own, nil) }
        guard own < total, fraction.isFinite, fraction > 0 else { return (own, total) }
        let product = (fraction * Double(total)).rounded(.down)
        // Children can bring it near the total, never to it: only the progress finishes itself.
        let throughChildren = product >= Double(total) ? total - 1 : Int64(product)
        return (max(own, throughChildren), total)
    }
}
