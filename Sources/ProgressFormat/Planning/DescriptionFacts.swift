import struct Foundation.URL
internal import ProgressTables

/// The facts the description depends on, and nothing else: what a formatter compares to know
/// that an update's description is the last one's without planning it again.
///
/// During a transfer only the numbers of the additional description change; the description
/// ("Downloading “photos.zip”…") stays, and deciding it — the file name taken from the URL and
/// made safe — is most of an update's planning. For generic units the description is the
/// percentage, so the counts are part of its facts.
///
/// A class, so a memo that keeps one hands out a reference on every update rather than a copy
/// of the URL and names (each copy a retain and a release).
package final class DescriptionFacts: Equatable, Sendable {
    private let kind: ProgressSnapshot.Kind?
    private let fileOperationKind: ProgressSnapshot.FileOperationKind?
    private let fileURL: URL?
    private let fileDisplayName: String?
    private let fileTotalCount: Int?
    private let completedUnitCount: Int64
    private let totalUnitCount: Int64
    private let fractionCompleted: Double?
    /// Whether a file operation is finished (its verb is then in the completed form).
    private let finished: Bool

    /// The description's facts of `snapshot`.
    package init(_ snapshot: ProgressSnapshot) {
        kind = snapshot.kind
        if snapshot.kind == .file {
            fileOperationKind = snapshot.fileOperationKind
            fileURL = snapshot.fileURL
            fileDisplayName = snapshot.fileDisplayName
            fileTotalCount = snapshot.fileTotalCount
            finished = Moment(snapshot) == .finished
            completedUnitCount = 0
            totalUnitCount = 0
            fractionCompleted = nil
        } else {
            fileOperationKind = nil
            fileURL = nil
            fileDisplayName = nil
            fileTotalCount = nil
            finished = false
            completedUnitCount = snapshot.completedUnitCount
            totalUnitCount = snapshot.totalUnitCount
            fractionCompleted = snapshot.reportedFractionCompleted
        }
    }

    /// Whether `snapshot`'s description would be planned from these facts: the same as
    /// `self == DescriptionFacts(snapshot)`, without building (and copying the URL and names
    /// into) a value on every update.
    package func describe(_ snapshot: ProgressSnapshot) -> Bool {
        guard kind == snapshot.kind else { return false }
        if snapshot.kind == .file {
            return completedUnitCount == 0 && totalUnitCount == 0 && fractionCompleted == nil
                && finished == (Moment(snapshot) == .finished) && fileTotalCount == snapshot.fileTotalCount && fileOperationKind == snapshot.fileOperationKind
                && Self.same(fileDisplayName, snapshot.fileDisplayName) && Self.same(fileURL, snapshot.fileURL)
        }
        return completedUnitCount == snapshot.completedUnitCount && totalUnitCount == snapshot.totalUnitCount
            && fractionCompleted.map(\.bitPattern) == snapshot.reportedFractionCompleted.map(\.bitPattern)
            && fileTotalCount == nil && fileOperationKind == nil && fileDisplayName == nil && fileURL == nil
    }

    /// `a == b`, without copying either into a pair of optionals first (as `Optional`'s `==` does).
    private static func same<Value: Equatable>(_ a: Value?, _ b: Value?) -> Bool {
        guard let a else { return b == nil }
        guard let b else { return false }
        return a == b
    }

    package static func == (lhs: DescriptionFacts, rhs: DescriptionFacts) -> Bool {
        // Cheapest first: the counts and kind, then the strings, the URL last.
        lhs.completedUnitCount == rhs.completedUnitCount && lhs.totalUnitCount == rhs.totalUnitCount
            && lhs.kind == rhs.kind && lhs.finished == rhs.finished && lhs.fileTotalCount == rhs.fileTotalCount
            && lhs.fractionCompleted.map(\.bitPattern) == rhs.fractionCompleted.map(\.bitPattern)
            && lhs.fileOperationKind == rhs.fileOperationKind && lhs.fileDisplayName == rhs.fileDisplayName
            && lhs.fileURL == rhs.fileURL
    }
}
