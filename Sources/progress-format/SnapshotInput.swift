import Foundation
import ProgressFormat

/// One snapshot read from `render --input`: the JSON form of `ProgressSnapshot` (the fact names
/// as keys, absent facts left out), checked so that a mistake gets a sentence that says what
/// is wrong.
///
///     try SnapshotInput.snapshot(from: Data(#"{"completedUnitCount": 7, "totalUnitCount": 100}"#.utf8))
///     // ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)
///     try SnapshotInput.snapshot(from: Data(#"{"completedUnitcount": 7}"#.utf8))
///     // throws "unknown key 'completedUnitcount'; did you mean 'completedUnitCount'?"
///
/// Unknown keys are an error, not ignored: a misspelt fact would otherwise vanish unseen.
enum SnapshotInput {
    /// Why a line holds no snapshot, as the end of an `error: line N: …` line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The keys of the JSON form, in the order the README lists them.
    static let keys = [
        "completedUnitCount", "totalUnitCount", "kind", "fileOperationKind", "fileURL", "fileDisplayName",
        "fileTotalCount", "fileCompletedCount", "throughput", "estimatedTimeRemaining",
    ]

    /// The keys whose values are whole numbers.
    static let integerKeys = ["completedUnitCount", "totalUnitCount", "fileTotalCount", "fileCompletedCount"]

    /// The snapshot `data` holds.
    /// - Throws: ``Problem`` saying what is wrong: not JSON, not an object, an unknown key, a
    ///   value of the wrong type or out of range.
    static func snapshot(from data: Data) throws(Problem) -> ProgressSnapshot {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
                .map { " (" + $0.prefix(1).lowercased() + $0.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: ".")) + ")" }
            throw Problem(description: "not valid JSON" + (reason ?? ""))
        }
        guard let facts = object as? [String: Any] else {
            throw Problem(description: "expected a JSON object of snapshot facts, found \(kindOfValue(object))")
        }
        if let unknown = facts.keys.sorted().first(where: { !keys.contains($0) }) {
            let nearest = CommandSuggestion.nearest(to: unknown, among: keys)
            throw Problem(description: "unknown key '\(unknown)'"
                + (nearest.isEmpty ? "" : "; did you mean \(nearest.map { "'\($0)'" }.joined(separator: " or "))?"))
        }
        do {
            return try JSONDecoder().decode(ProgressSnapshot.self, from: data)
        } catch let error as DecodingError {
            throw problem(error, facts: facts)
        } catch {
            throw Problem(description: "holds no snapshot: \(error)")
        }
    }

    /// The sentence for a decoding error.
    private static func problem(_ error: DecodingError, facts: [String: Any]) -> Problem {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let key = context.codingPath.first?.stringValue ?? "the value"
            return Problem(description: "'\(key)' must be \(noun(for: type))")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return Problem(description: "'\(context.codingPath[0].stringValue)': \(context.debugDescription)")
        default:
            // Foundation says "not valid JSON" for a number that does not fit its type.
            if let key = integerKeys.first(where: { facts[$0].map(isOutOfRange) ?? false }) {
                return Problem(description: "'\(key)' must be a whole number from \(Int64.min) to \(Int64.max)")
            }
            return Problem(description: "holds no snapshot")
        }
    }

    /// Whether a JSON number is not a whole number that fits 64 bits.
    private static func isOutOfRange(_ value: Any) -> Bool {
        guard let number = value as? NSNumber, !(value is Bool) else { return false }
        return Int64(exactly: number) == nil
    }

    /// "a whole number", "a number", "a string": what a value of `type` is called.
    private static func noun(for type: Any.Type) -> String {
        switch type {
        case is Int64.Type, is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        default: "a \(type)"
        }
    }

    /// "an array", "a string", "a number", "true or false", "null": what `value` is.
    private static func kindOfValue(_ value: Any) -> String {
        switch value {
        case is [Any]: "an array"
        case is String: "a string"
        case is Bool: "true or false"
        case is NSNumber: "a number"
        default: "null"
        }
    }
}
