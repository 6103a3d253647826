extension ProgressSnapshot {
    /// What is being done to the files of a ``Kind-swift.struct/file`` progress.
    ///
    /// Named after Foundation's `Progress.FileOperationKind`. It chooses the verb of the
    /// description:
    ///
    ///     FileOperationKind.downloading   // "Downloading “photos.zip”…"
    ///     nil                             // "Processing “photos.zip”…"
    ///
    /// Throughput is shown only for ``downloading``, ``uploading`` and ``receiving``, as on Apple
    /// platforms. An unknown raw value reads like `nil` ("Processing").
    public struct FileOperationKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The operation's identifier, such as `"downloading"`.
        public let rawValue: String

        /// Creates an operation kind from its identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Files are being downloaded: "Downloading “photos.zip”…".
        public static let downloading = FileOperationKind(rawValue: "downloading")
        /// Files are being uploaded: "Uploading “photos.zip”…".
        public static let uploading = FileOperationKind(rawValue: "uploading")
        /// Downloaded files are being decompressed: "Decompressing “photos.zip”…".
        public static let decompressingAfterDownloading = FileOperationKind(rawValue: "decompressingAfterDownloading")
        /// Files are being received, for example over AirDrop: "Receiving “photos.zip”…".
        public static let receiving = FileOperationKind(rawValue: "receiving")
        /// Files are being copied: "Copying “photos.zip”…".
        public static let copying = FileOperationKind(rawValue: "copying")
        /// Files are being duplicated: "Duplicating “photos.zip”…".
        public static let duplicating = FileOperationKind(rawValue: "duplicating")

        /// Every operation kind that has its own verb, in Foundation's order.
        public static let allKnown: [FileOperationKind] = [
            .downloading, .uploading, .decompressingAfterDownloading, .receiving, .copying, .duplicating,
        ]

        /// The identifier.
        public var description: String { rawValue }

        // MARK: - Short names

        /// The operation's short name: the `select` keyword of the string tables, the CLI's
        /// `--operation` value and the scenario names; an operation without a verb of its own
        /// (an unknown raw value) reads ``processingShortName``.
        ///
        ///     FileOperationKind.decompressingAfterDownloading.shortName  // "decompressing"
        public var shortName: String {
            Self.shortNames.first { $0.operation == self }?.name ?? Self.processingShortName
        }

        /// The operation with this short name; `nil` for ``processingShortName`` (no operation)
        /// and for any other name.
        public init?(shortName: String) {
            guard let operation = Self.shortNames.first(where: { $0.name == shortName })?.operation else { return nil }
            self = operation
        }

        /// The short name of no operation: "processing", the verb the text uses when the
        /// operation is not known.
        public static let processingShortName = "processing"

        /// Every short name, in Foundation's order, ending with ``processingShortName``.
        public static var allShortNames: [String] { shortNames.map(\.name) + [processingShortName] }

        /// The one place operations and their short names are paired.
        private static let shortNames: [(operation: FileOperationKind, name: String)] = [
            (.downloading, "downloading"), (.uploading, "uploading"), (.decompressingAfterDownloading, "decompressing"),
            (.receiving, "receiving"), (.copying, "copying"), (.duplicating, "duplicating"),
        ]
    }
}
