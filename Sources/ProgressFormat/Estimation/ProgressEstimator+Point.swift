extension ProgressEstimator {
    /// A moment of the run, in active time, with its count.
    struct Point: Sendable, Hashable {
        /// Active time, in seconds.
        var time: Double
        /// Units completed.
        var completed: Double
    }
}
