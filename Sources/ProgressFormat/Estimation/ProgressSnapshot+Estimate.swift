extension ProgressSnapshot {
    /// Takes an estimate's throughput and time remaining, and says its state in words: an
    /// estimator still ``ProgressEstimator/State/estimating`` makes the line read "estimating
    /// time remaining…", a ``ProgressEstimator/State/stalled`` one "stalled" — instead of a
    /// stale speed or an endless time remaining; a ``ProgressEstimator/State/finished`` one shows
    /// no time remaining at all. A status the producer set (paused, cancelled) stays: it is
    /// stronger. The estimate's elapsed time becomes the snapshot's, so finished work says how
    /// long it took ("10.0 MB — done in 5 seconds").
    ///
    ///     var estimator = ProgressEstimator(totalUnitCount: 5_356_456)
    ///     estimator.record(completed: 419_431, at: now)
    ///     snapshot.apply(estimator.estimate(at: now))
    ///     formatter.format(snapshot).additionalDescription
    ///     // "419 kB of 5.4 MB — estimating time remaining…", later
    ///     // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    public mutating func apply(_ estimate: ProgressEstimator.Estimate) {
        throughput = estimate.throughput
        estimatedTimeRemaining = estimate.timeRemaining
        if let elapsed = estimate.elapsedTime { elapsedTime = elapsed }
        guard status == nil || status == .estimating || status == .stalled else { return }
        switch estimate.state {
        case .estimating: status = .estimating
        case .stalled: status = .stalled
        case .steady: status = nil
        case .finished:
            // Done: no "0 seconds remaining" under a full bar.
            status = nil
            estimatedTimeRemaining = nil
        }
    }

    /// A copy with the estimate applied (see ``apply(_:)``).
    public func applying(_ estimate: ProgressEstimator.Estimate) -> ProgressSnapshot {
        var copy = self
        copy.apply(estimate)
        return copy
    }
}
