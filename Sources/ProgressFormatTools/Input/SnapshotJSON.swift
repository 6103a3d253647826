import Foundation
import ProgressFormat
import ProgressTables

/// The JSON form of a ``ProgressSnapshot`` read strictly, so that every mistake in it gets a
/// sentence that says what is wrong and what was meant: what `progress-format render --input`
/// reads, line by line, through ``SnapshotLineReader``.
///
///     try SnapshotJSON.snapshot(from: Array(#"{"completedUnitCount": 7, "totalUnitCount": 100}"#.utf8))
///     // ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)
///     try SnapshotJSON.snapshot(from: Array(#"{"completed": 7}"#.utf8))
///     // throws "unknown key 'completed'; did you mean 'completedUnitCount'?"
///     try SnapshotJSON.snapshot(from: Array(#"{"kind": "folder"}"#.utf8))
///     // throws "unknown kind 'folder'; did you mean 'file'? (no kind: generic units)"
///
/// Every key the library's encoder writes is read back (``keys``, the facts of `preview --format
/// json` included); `null` is the same as a key left out. Refused, each with its sentence: text
/// that is not JSON (RFC 8259, strictly: no trailing comma, no second value, no leading zero,
/// no lone surrogate), anything but an object, an unknown or repeated key, a value of the wrong
/// type, a whole number beyond 64 bits, a number beyond `Double`, and a kind, operation or status
/// the library does not know (the nearest is suggested). The library's own `Decodable` is more
/// lenient by design — an unknown operation reads like none — but a person typing facts wants to
/// hear about a typo.
public enum SnapshotJSON {
    /// The keys of the JSON form, in the order the encoder writes them.
    public static let keys = [
        "completedUnitCount", "totalUnitCount", "kind", "fileOperationKind", "fileURL", "fileDisplayName",
        "fileTotalCount", "fileCompletedCount", "throughput", "estimatedTimeRemaining", "elapsedTime", "status", "fractionCompleted",
    ]

    /// The values `kind` may take (no kind: generic units).
    static let kinds = [ProgressSnapshot.Kind.file.rawValue]
    /// The values `fileOperationKind` may take (no operation: "processing").
    static let operations = ProgressSnapshot.FileOperationKind.allKnown.map(\.rawValue)
    /// The values `status` may take.
    static let statuses = ProgressSnapshot.Status.allKnown.map(\.rawValue)

    /// Other names people give the facts — the CLI's flags — and the key each means.
    static let aliases = [
        "completed": "completedUnitCount", "total": "totalUnitCount", "operation": "fileOperationKind",
        "file-url": "fileURL", "fileurl": "fileURL", "url": "fileURL", "file-name": "fileDisplayName",
        "filename": "fileDisplayName", "name": "fileDisplayName", "file-total": "fileTotalCount",
        "file-completed": "fileCompletedCount", "eta": "estimatedTimeRemaining", "elapsed": "elapsedTime", "rate": "throughput",
        "fraction": "fractionCompleted",
    ]

    /// How deeply a snapshot's JSON may nest (a snapshot needs one level).
    static let maximumDepth = 64

    /// The snapshot the JSON text `bytes` holds: one value, nothing but white space around it.
    /// - Throws: ``SnapshotInputProblem`` saying what is wrong, and where for a syntax error.
    public static func snapshot(from bytes: some Collection<UInt8>) throws(SnapshotInputProblem) -> ProgressSnapshot {
        let bytes = Array(bytes)
        if let problem = SnapshotLineReader.utf8Problem(in: bytes[...]) {
            throw problem
        }
        var scanner = JSONScanner(maximumDepth: maximumDepth)
        scanner.consume(bytes)
        if case .failed(let error) = scanner.finish() {
            throw problem(error, in: bytes, ending: "text")
        }
        return try snapshot(from: scanner.value)
    }

    /// The keys of an entry of `preview --format json`; its snapshot is the object under `facts`.
    static let previewEntryKeys: Set = ["scenario", "locale", "resolvedLocale", "description", "additionalDescription", "facts"]

    /// What a whole JSON value holds, snapshot by snapshot: one for an object of facts or an
    /// entry of `preview --format json` (its `facts`), one for each element of an array of them
    /// — so the output of `preview --format json` pipes straight back in — each element that
    /// holds none a problem that names it ("element 2: …").
    static func snapshots(from value: JSONValue?) -> [Result<ProgressSnapshot, SnapshotInputProblem>] {
        guard case .array(let elements)? = value else {
            return [Result { () throws(SnapshotInputProblem) in try snapshotOrEntry(from: value) }]
        }
        guard !elements.isEmpty else {
            return [.failure(SnapshotInputProblem(description: "an empty array holds no snapshot"))]
        }
        return elements.enumerated().map { index, element in
            Result { () throws(SnapshotInputProblem) in
                guard case .object = element else {
                    throw SnapshotInputProblem(description: "expected a JSON object of snapshot facts or a preview entry, found "
                        + noun(for: element))
                }
                return try snapshotOrEntry(from: element)
            }.mapError { SnapshotInputProblem(description: "element \(index + 1): \($0.description)") }
        }
    }

    /// The snapshot of an object of facts, or of a preview entry's `facts`.
    private static func snapshotOrEntry(from value: JSONValue?) throws(SnapshotInputProblem) -> ProgressSnapshot {
        guard case .object(let members)? = value, members.contains(where: { $0.key == "facts" }),
              members.allSatisfy({ previewEntryKeys.contains($0.key) }) else {
            return try snapshot(from: value)
        }
        let facts = members.filter { $0.key == "facts" }
        guard facts.count == 1, case .object = facts[0].value else {
            throw SnapshotInputProblem(description: facts.count > 1 ? "duplicate key 'facts'"
                : "'facts' must be an object of snapshot facts, not \(noun(for: facts[0].value))")
        }
        return try snapshot(from: facts[0].value)
    }

    /// The snapshot a whole JSON value holds.
    static func snapshot(from value: JSONValue?) throws(SnapshotInputProblem) -> ProgressSnapshot {
        guard case .object(let members) = value else {
            throw SnapshotInputProblem(description: "expected a JSON object of snapshot facts, found "
                + (value.map(noun(for:)) ?? "nothing"))
        }
        var snapshot = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1)
        var seen = Set<String>()
        for member in members {
            guard seen.insert(member.key).inserted else {
                throw SnapshotInputProblem(description: "duplicate key \(SnapshotInputProblem.quoted(member.key))")
            }
            try apply(member.key, member.value, to: &snapshot)
        }
        return snapshot
    }

    /// Sets the fact `key` of `snapshot` to `value`.
    private static func apply(_ key: String, _ value: JSONValue,
                              to snapshot: inout ProgressSnapshot) throws(SnapshotInputProblem) {
        guard keys.contains(key) else { throw unknownKey(key) }
        if value == .null { return }
        switch key {
        case "completedUnitCount": snapshot.completedUnitCount = try wholeNumber(key, value)
        case "totalUnitCount": snapshot.totalUnitCount = try wholeNumber(key, value)
        case "fileTotalCount": snapshot.fileTotalCount = Int(try wholeNumber(key, value))
        case "fileCompletedCount": snapshot.fileCompletedCount = Int(try wholeNumber(key, value))
        case "throughput": snapshot.throughput = try number(key, value)
        case "estimatedTimeRemaining": snapshot.estimatedTimeRemaining = try number(key, value)
        case "fractionCompleted": snapshot.fractionCompleted = try number(key, value)
        case "elapsedTime": snapshot.elapsedTime = try number(key, value)
        case "fileDisplayName": snapshot.fileDisplayName = try string(key, value)
        case "fileURL":
            let text = try string(key, value)
            guard let url = URL(string: text) else {
                throw SnapshotInputProblem(description: "'fileURL' is not a URL: \(SnapshotInputProblem.quoted(text))")
            }
            snapshot.fileURL = url
        case "kind":
            snapshot.kind = ProgressSnapshot.Kind(rawValue: try oneOf(kinds, key, value, absence: "no kind: generic units"))
        case "fileOperationKind":
            snapshot.fileOperationKind = ProgressSnapshot.FileOperationKind(
                rawValue: try oneOf(operations, key, value, absence: "no fileOperationKind: processing"))
        default:
            snapshot.status = ProgressSnapshot.Status(rawValue: try oneOf(statuses, key, value, absence: nil))
        }
    }

    /// "unknown key 'completed'; did you mean 'completedUnitCount'?", or the keys when none is near.
    private static func unknownKey(_ key: String) -> SnapshotInputProblem {
        let lowered = key.lowercased()
        let nearest = aliases[lowered].map { [$0] }
            ?? keys.first { lowered.count >= 4 && $0.lowercased().hasPrefix(lowered) }.map { [$0] }
            ?? NearestNames.nearest(to: key, among: keys, maximumDistance: min(3, max(1, key.count / 3)))
        let quoted = SnapshotInputProblem.quoted(key)
        guard !nearest.isEmpty else {
            return SnapshotInputProblem(description: "unknown key \(quoted); the keys are \(keys.joined(separator: ", "))")
        }
        return SnapshotInputProblem(description: "unknown key \(quoted); did you mean \(nearest.map { "'\($0)'" }.joined(separator: " or "))?")
    }

    /// A string value that must be one of `values`; a near miss gets the nearest suggested.
    private static func oneOf(_ values: [String], _ key: String, _ value: JSONValue,
                              absence: String?) throws(SnapshotInputProblem) -> String {
        let text = try string(key, value)
        guard !values.contains(text) else { return text }
        let lowered = text.lowercased()
        let nearest = values.first { lowered.count >= 4 && $0.lowercased().hasPrefix(lowered) }.map { [$0] }
            ?? NearestNames.nearest(to: text, among: values, maximumDistance: .max)
        let suggestion = nearest.isEmpty ? "it is one of \(values.joined(separator: ", "))"
            : "did you mean \(nearest.map { "'\($0)'" }.joined(separator: " or "))?"
        throw SnapshotInputProblem(description: "unknown \(key) \(SnapshotInputProblem.quoted(text)); \(suggestion)"
            + (absence.map { " (\($0))" } ?? ""))
    }

    private static func string(_ key: String, _ value: JSONValue) throws(SnapshotInputProblem) -> String {
        guard case .string(let text) = value else {
            throw SnapshotInputProblem(description: "'\(key)' must be a string, not \(noun(for: value))")
        }
        return text
    }

    /// A whole number that fits 64 bits: `7`, `-1`, also `7.0` or `1e3`.
    private static func wholeNumber(_ key: String, _ value: JSONValue) throws(SnapshotInputProblem) -> Int64 {
        guard case .number(let text) = value else {
            throw SnapshotInputProblem(description: "'\(key)' must be a whole number, not \(noun(for: value))")
        }
        if let whole = Int64(text) {
            return whole
        }
        let outOfRange = SnapshotInputProblem(description: "'\(key)' must be a whole number from \(Int64.min) to \(Int64.max)")
        // Digits alone that Int64 refuses are beyond 64 bits; 1e3 and 7.0 are whole numbers too.
        guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let double = Double(text) else { throw outOfRange }
        guard double.isInfinite || double == double.rounded(.towardZero) else {
            throw SnapshotInputProblem(description: "'\(key)' must be a whole number, not \(SnapshotInputProblem.quoted(text))")
        }
        guard let whole = Int64(exactly: double) else { throw outOfRange }
        return whole
    }

    /// A number that fits `Double`.
    private static func number(_ key: String, _ value: JSONValue) throws(SnapshotInputProblem) -> Double {
        guard case .number(let text) = value else {
            throw SnapshotInputProblem(description: "'\(key)' must be a number, not \(noun(for: value))")
        }
        guard let double = Double(text), double.isFinite else {
            throw SnapshotInputProblem(description: "'\(key)' is out of range: \(SnapshotInputProblem.quoted(text)) is beyond "
                + "\(Double.greatestFiniteMagnitude)")
        }
        return double
    }

    /// "an array", "a string", "a number", "true", "null": what a value is.
    private static func noun(for value: JSONValue) -> String {
        switch value {
        case .array: "an array"
        case .object: "an object"
        case .string: "a string"
        case .number: "a number"
        case .bool(let bool): "\(bool)"
        case .null: "null"
        }
    }
}
