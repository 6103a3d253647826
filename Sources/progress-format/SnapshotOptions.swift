import ArgumentParser
import Foundation
import ProgressFormat

/// The progress facts as command-line flags, shared by every command that renders a snapshot.
///
/// The numbers are read `.unconditional`ly: the argument after `--total` is its value even when
/// it starts with a dash, so `--total -1` (indeterminate) and `--eta -5` read as negative
/// numbers, not as a missing value followed by an unknown flag.
struct SnapshotOptions: ParsableArguments {
    @Option(help: "What the units count: 'generic' units or 'file' bytes. Defaults to 'file' when any file fact is given.")
    var kind: KindArgument?

    @Option(help: "The file operation (the description's verb).")
    var operation: OperationArgument?

    @Option(name: .customLong("file-url"), help: "The file worked on (a path or URL); its last path component is shown.")
    var fileURL: String?

    @Option(name: .customLong("file-name"), help: "A display name shown instead of the file URL's last component.")
    var fileName: String?

    @Option(parsing: .unconditional, help: "Units (bytes for files) done so far.")
    var completed: Int64 = 0

    @Option(parsing: .unconditional, help: "Units (bytes for files) in all; negative means indeterminate.")
    var total: Int64 = -1

    @Option(name: .customLong("file-total"), parsing: .unconditional, help: "How many files in all.")
    var fileTotal: Int?

    @Option(name: .customLong("file-completed"), parsing: .unconditional, help: "How many files are done.")
    var fileCompleted: Int?

    @Option(parsing: .unconditional, help: "Throughput in bytes per second.")
    var throughput: Double?

    @Option(parsing: .unconditional, help: "Estimated time remaining, in seconds.")
    var eta: Double?

    @Option(parsing: .unconditional, help: "Seconds since the operation started: finished work says how long it took ('done in 14 seconds').")
    var elapsed: Double?

    @Option(help: "The operation's state, said instead of the speed and time remaining (estimating keeps the speed).")
    var status: ProgressSnapshot.Status?

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
            estimatedTimeRemaining: eta,
            elapsedTime: elapsed,
            status: status
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

/// `--status`: one of the library's known statuses, by name.
extension ProgressSnapshot.Status: ExpressibleByArgument {
    public init?(argument: String) {
        guard let status = Self.allKnown.first(where: { $0.rawValue == argument }) else { return nil }
        self = status
    }

    public static var allValueStrings: [String] { allKnown.map(\.rawValue) }
}

/// `--operation`: a file operation by its short name (`decompressing`), or `processing` for none.
struct OperationArgument: ExpressibleByArgument, Hashable {
    /// The operation; `nil` for `processing`.
    var kind: ProgressSnapshot.FileOperationKind?

    init(_ kind: ProgressSnapshot.FileOperationKind?) {
        self.kind = kind
    }

    init?(argument: String) {
        if argument == ProgressSnapshot.FileOperationKind.processingShortName {
            kind = nil
        } else if let kind = ProgressSnapshot.FileOperationKind(shortName: argument) {
            self.kind = kind
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ProgressSnapshot.FileOperationKind.allShortNames }

    /// The short name help shows as the default: "downloading", "processing" for none.
    var defaultValueDescription: String {
        kind?.shortName ?? ProgressSnapshot.FileOperationKind.processingShortName
    }
}
