extension ProgressSnapshot {
    /// The state of an operation beyond its numbers: paused, cancelled or failed, or, as an
    /// estimator reports it, stalled or still estimating.
    ///
    /// A status takes the place of the speed and the time remaining, which would be frozen or
    /// stale:
    ///
    ///     snapshot.status = .paused       // "419 kB of 5.4 MB — paused"
    ///     snapshot.status = .stalled      // "419 kB of 5.4 MB — stalled"
    ///     snapshot.status = .failed       // "419 kB of 5.4 MB — failed"
    ///     snapshot.status = .estimating   // "419 kB of 5.4 MB (50 kB/s) — estimating time remaining…"
    ///
    /// Alone on a line it starts with a capital where the language has them ("Paused"). When
    /// several apply, set the strongest: failed, cancelled, then paused, then stalled, then
    /// estimating. Work that is done reads as done ("5.4 MB — done in 14 seconds") unless it
    /// failed or was cancelled.
    public struct Status: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The status's identifier, such as `"paused"`.
        public let rawValue: String

        /// Creates a status from its identifier; an unknown one reads like `nil`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Paused by the user or the app (Foundation's `Progress.isPaused`): "paused". The speed
        /// and time remaining are left out.
        public static let paused = Status(rawValue: "paused")
        /// Cancelled, and will not finish (`Progress.isCancelled`): "cancelled". The speed and
        /// time remaining are left out.
        public static let cancelled = Status(rawValue: "cancelled")
        /// Stopped by an error, and will not finish: "failed". The speed and time remaining are
        /// left out.
        public static let failed = Status(rawValue: "failed")
        /// No progress for a while: "stalled", instead of a stale speed and an endless time
        /// remaining.
        public static let stalled = Status(rawValue: "stalled")
        /// Not enough data yet to estimate the time remaining: "estimating time remaining…" in
        /// its place; a known speed is still shown.
        public static let estimating = Status(rawValue: "estimating")

        /// Every status the tables have words for (the CLI's `--status` values, in this order).
        /// A new status is a `static let` here, its place in this list, its message in planning
        /// (`messageKey`) and its words in every table.
        public static let allKnown: [Status] = [.paused, .cancelled, .failed, .stalled, .estimating]

        /// The identifier.
        public var description: String { rawValue }
    }
}

extension ProgressSnapshot {
    /// What the units of a progress count: generic work units, or bytes of files.
    ///
    /// Named after Foundation's `ProgressKind` (and nested, so the two never clash in a file
    /// that imports both). A snapshot whose ``ProgressSnapshot/kind`` is `nil` counts generic
    /// units and is described by its percentage ("7% completed"); a snapshot of kind ``file``
    /// counts bytes and is described by what is done to its files ("Downloading 9 files…").
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The kind's identifier, such as `"file"`.
        public let rawValue: String

        /// Creates a kind from its identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The units are bytes of one or more files.
        public static let file = Kind(rawValue: "file")

        /// The identifier.
        public var description: String { rawValue }
    }
}
