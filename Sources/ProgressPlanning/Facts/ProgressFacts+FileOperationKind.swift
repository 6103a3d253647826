extension ProgressFacts {
    /// What is done to the files (the public `ProgressSnapshot.FileOperationKind`'s raw value),
    /// and the short name the tables' `operation` select uses.
    package struct FileOperationKind: RawRepresentable, Hashable, Sendable {
        package let rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }

        package static let downloading = FileOperationKind(rawValue: "downloading")
        package static let uploading = FileOperationKind(rawValue: "uploading")
        package static let decompressingAfterDownloading = FileOperationKind(rawValue: "decompressingAfterDownloading")
        package static let receiving = FileOperationKind(rawValue: "receiving")
        package static let copying = FileOperationKind(rawValue: "copying")
        package static let duplicating = FileOperationKind(rawValue: "duplicating")

        /// The keyword of the tables' `operation` select: "downloading", …, "decompressing";
        /// "processing" for an operation the tables have no words for.
        package var shortName: String {
            Self.shortNames.first { $0.operation == self }?.name ?? Self.processingShortName
        }

        /// The operation whose short name is `shortName`; `nil` for "processing" and any other word.
        package init?(shortName: String) {
            guard let operation = Self.shortNames.first(where: { $0.name == shortName })?.operation else { return nil }
            self = operation
        }

        /// The select keyword of no known operation.
        package static let processingShortName = "processing"

        /// Every short name, "processing" last.
        package static var allShortNames: [String] { shortNames.map(\.name) + [processingShortName] }

        private static let shortNames: [(operation: FileOperationKind, name: String)] = [
            (.downloading, "downloading"), (.uploading, "uploading"), (.decompressingAfterDownloading, "decompressing"),
            (.receiving, "receiving"), (.copying, "copying"), (.duplicating, "duplicating"),
        ]
    }
}
