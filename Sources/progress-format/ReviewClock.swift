import ProgressFormat
import ArgumentParser
import Foundation
import ProgressFormatTools

/// The time a review is recorded at: now, or `PROGRESS_FORMAT_NOW` (ISO 8601) when set, so
/// tests and reproducible scripts get the same table every run.
///
///     try ReviewClock.now(environment: ["PROGRESS_FORMAT_NOW": "2025-03-14T10:26:53+01:00"])   // "2025-03-14T09:26:53Z"
enum ReviewClock {
    /// The environment variable that fixes the clock.
    static let variable = "PROGRESS_FORMAT_NOW"

    /// The current time as a table records it (ISO 8601 UTC, seconds).
    static func now(environment: [String: String]) throws -> String {
        guard let fixed = environment[variable] else {
            return ReviewTimestamp.string(from: Date())
        }
        guard let date = ReviewTimestamp.date(from: fixed) else {
            throw ValidationError("\(variable) is not an ISO 8601 time such as 2025-03-14T09:26:53Z: '\(OutputPolicy.terminal(fixed))'")
        }
        return ReviewTimestamp.string(from: date)
    }
}
