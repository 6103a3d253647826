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
