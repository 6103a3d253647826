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

        /// The keyword the tables' `operation` select uses: the identifier's first word
        /// ("decompressing" for ``decompressingAfterDownloading``) for every kind in
        /// ``allKnown``; "processing" for an operation the tables have no words for.
        public var shortName: String {
            guard Self.allKnown.contains(self) else { return Self.processingShortName }
            return String(rawValue.prefix { !$0.isUppercase })
        }

        /// The operation whose short name is `shortName`; `nil` for "processing" and any other word.
        public init?(shortName: String) {
            guard let operation = Self.allKnown.first(where: { $0.shortName == shortName }) else { return nil }
            self = operation
        }

        /// The select keyword of no known operation: "processing".
        public static let processingShortName = "processing"

        /// Every short name, "processing" last (the CLI's `--operation` values).
        public static var allShortNames: [String] { allKnown.map(\.shortName) + [processingShortName] }
    }
}
