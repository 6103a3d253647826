import struct Foundation.URL
internal import ProgressTables

/// The JSON form of a snapshot: the fact names as keys, absent facts left out, the kind and
/// operation as their identifiers and the URL as a string.
///
///     {"completedUnitCount": 419431, "totalUnitCount": 5356456, "kind": "file",
///      "fileOperationKind": "downloading", "fileTotalCount": 9, "throughput": 50000}
///
/// Non-finite `throughput`, `estimatedTimeRemaining`, `elapsedTime` and `fractionCompleted` values cannot be written as JSON
/// numbers; encoding such a snapshot with `JSONEncoder` fails unless its
/// `nonConformingFloatEncodingStrategy` allows them.
extension ProgressSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case completedUnitCount, totalUnitCount, kind, fileOperationKind, fileURL, fileDisplayName
        case fileTotalCount, fileCompletedCount, throughput, estimatedTimeRemaining, elapsedTime, status, fractionCompleted
    }

    /// Reads a snapshot from its JSON form; missing counts default as in ``init(completedUnitCount:totalUnitCount:kind:fileOperationKind:fileURL:fileDisplayName:fileTotalCount:fileCompletedCount:throughput:estimatedTimeRemaining:elapsedTime:status:fractionCompleted:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            completedUnitCount: try container.decodeIfPresent(Int64.self, forKey: .completedUnitCount) ?? 0,
            totalUnitCount: try container.decodeIfPresent(Int64.self, forKey: .totalUnitCount) ?? -1,
            kind: try container.decodeIfPresent(Kind.self, forKey: .kind),
            fileOperationKind: try container.decodeIfPresent(FileOperationKind.self, forKey: .fileOperationKind),
            fileURL: try container.decodeIfPresent(String.self, forKey: .fileURL).flatMap(URL.init(string:)),
            fileDisplayName: try container.decodeIfPresent(String.self, forKey: .fileDisplayName),
            fileTotalCount: try container.decodeIfPresent(Int.self, forKey: .fileTotalCount),
            fileCompletedCount: try container.decodeIfPresent(Int.self, forKey: .fileCompletedCount),
            throughput: try container.decodeIfPresent(Double.self, forKey: .throughput),
            estimatedTimeRemaining: try container.decodeIfPresent(Double.self, forKey: .estimatedTimeRemaining),
            elapsedTime: try container.decodeIfPresent(Double.self, forKey: .elapsedTime),
            status: try container.decodeIfPresent(Status.self, forKey: .status),
            fractionCompleted: try container.decodeIfPresent(Double.self, forKey: .fractionCompleted)
        )
    }

    /// Writes the snapshot's JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(completedUnitCount, forKey: .completedUnitCount)
        try container.encode(totalUnitCount, forKey: .totalUnitCount)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encodeIfPresent(fileOperationKind, forKey: .fileOperationKind)
        try container.encodeIfPresent(fileURL?.absoluteString, forKey: .fileURL)
        try container.encodeIfPresent(fileDisplayName, forKey: .fileDisplayName)
        try container.encodeIfPresent(fileTotalCount, forKey: .fileTotalCount)
        try container.encodeIfPresent(fileCompletedCount, forKey: .fileCompletedCount)
        try container.encodeIfPresent(throughput, forKey: .throughput)
        try container.encodeIfPresent(estimatedTimeRemaining, forKey: .estimatedTimeRemaining)
        try container.encodeIfPresent(elapsedTime, forKey: .elapsedTime)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encodeIfPresent(reportedFractionCompleted, forKey: .fractionCompleted)
    }
}
