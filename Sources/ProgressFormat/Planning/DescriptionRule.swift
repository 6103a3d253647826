/// Apple's rules for `localizedDescription`: which sentence describes a snapshot.
///
/// - Generic units: "7% completed" (floored), or nothing when the total is unknown or zero.
/// - Files: a verb chosen by the operation kind, then one named file ("Downloading “photos.zip”…"),
///   a count ("Downloading 9 files…") or neither ("Downloading files…"). A display name wins over
///   everything; a count above one wins over the file URL.
///
/// See `apple-progress-text.md` §2 for the source of each rule.
enum DescriptionRule {
    /// Plans the description of `snapshot`.
    static func plan(_ snapshot: ProgressSnapshot) -> PlannedText {
        if snapshot.kind == .file {
            return planFile(snapshot)
        }
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        guard completed >= 0, total >= 1 else { return .empty }
        let percent = PercentRounding.flooredPercent(completed: completed, total: total)
        return .message(PlannedMessage(.percentCompleted, [ArgumentName.percent: .percent(percent)]))
    }

    /// The `select` keyword for an operation kind; unknown and absent kinds read "processing".
    static func operationKeyword(_ kind: FileOperationKind?) -> String {
        switch kind {
        case .downloading?: "downloading"
        case .uploading?: "uploading"
        case .decompressingAfterDownloading?: "decompressing"
        case .receiving?: "receiving"
        case .copying?: "copying"
        case .duplicating?: "duplicating"
        default: "processing"
        }
    }

    private static func planFile(_ snapshot: ProgressSnapshot) -> PlannedText {
        let operation = PlannedValue.keyword(operationKeyword(snapshot.fileOperationKind))
        var name = FileNameRule.displayName(snapshot.fileDisplayName)
        // A negative file count is as good as no count.
        var count = snapshot.fileTotalCount.flatMap { $0 >= 0 ? $0 : nil }
        if count == nil || count.map({ $0 <= 1 }) == true {
            if name == nil, let url = snapshot.fileURL {
                name = FileNameRule.lastPathComponent(of: url)
            }
            if name != nil || snapshot.fileURL != nil {
                count = 1
            }
        }
        if let name {
            return .message(PlannedMessage(.fileOperationNamed, [
                ArgumentName.operation: operation,
                ArgumentName.fileName: .fileName(name),
            ]))
        }
        guard let count else {
            return .message(PlannedMessage(.fileOperationUnnamed, [ArgumentName.operation: operation]))
        }
        return .message(PlannedMessage(.fileOperationCounted, [
            ArgumentName.operation: operation,
            ArgumentName.fileCount: .count(Int64(count)),
        ]))
    }
}
