import ArgumentParser
import Foundation
import ProgressFormat

/// The progress facts as command-line flags, shared by every command that renders a snapshot.
struct SnapshotOptions: ParsableArguments {
    @Option(help: "What the units count: 'generic' units or 'file' bytes. Defaults to 'file' when any file fact is given.")
    var kind: KindArgument?

    @Option(help: "The file operation: downloading, uploading, decompressing, receiving, copying, duplicating or processing.")
    var operation: OperationArgument?

    @Option(name: .customLong("file-url"), help: "The file worked on (a path or URL); its last path component is shown.")
    var fileURL: String?

    @Option(name: .customLong("file-name"), help: "A display name shown instead of the file URL's last component.")
    var fileName: String?

    @Option(help: "Units (bytes for files) done so far.")
    var completed: Int64 = 0

    @Option(help: "Units (bytes for files) in all; negative means indeterminate.")
    var total: Int64 = -1

    @Option(name: .customLong("file-total"), help: "How many files in all.")
    var fileTotal: Int?

    @Option(name: .customLong("file-completed"), help: "How many files are done.")
    var fileCompleted: Int?

    @Option(help: "Throughput in bytes per second.")
    var throughput: Double?

    @Option(help: "Estimated time remaining, in seconds.")
    var eta: Double?

    /// The snapshot the flags describe.
    var snapshot: ProgressSnapshot {
        let hasFileFacts = operation != nil || fileURL != nil || fileName != nil || fileTotal != nil || fileCompleted != nil
        let isFile = kind.map { $0 == .file } ?? hasFileFacts
        return ProgressSnapshot(
            completedUnitCount: completed,
            totalUnitCount: total,
            kind: isFile ? .file : nil,
            fileOperationKind: operation?.kind,
            fileURL: fileURL.map(Self.url(from:)),
            fileDisplayName: fileName,
            fileTotalCount: fileTotal,
            fileCompletedCount: fileCompleted,
            throughput: throughput,
            estimatedTimeRemaining: eta
        )
    }

    private static func url(from text: String) -> URL {
        if text.contains("://"), let url = URL(string: text) {
            return url
        }
        return URL(fileURLWithPath: text)
    }
}

/// `--kind`: generic units or file bytes.
enum KindArgument: String, ExpressibleByArgument, CaseIterable {
    case generic, file
}

/// `--operation`: the file operation kind.
enum OperationArgument: String, ExpressibleByArgument, CaseIterable {
    case downloading, uploading, decompressing, receiving, copying, duplicating, processing

    /// The library's operation kind; `processing` is the absent kind.
    var kind: FileOperationKind? {
        switch self {
        case .downloading: .downloading
        case .uploading: .uploading
        case .decompressing: .decompressingAfterDownloading
        case .receiving: .receiving
        case .copying: .copying
        case .duplicating: .duplicating
        case .processing: nil
        }
    }
}
