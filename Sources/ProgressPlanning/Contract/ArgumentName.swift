/// The argument names the planner fills; the string tables' placeholders use the same names.
///
/// Together with ``MessageKey`` this is the contract between planning and the tables: a
/// translation may use exactly the placeholders its source message declares.
package enum ArgumentName {
    package static let percent = "percent"
    package static let operation = "operation"
    package static let fileName = "fileName"
    package static let fileCount = "fileCount"
    package static let completed = "completed"
    package static let total = "total"
    package static let throughput = "throughput"
    package static let completedFiles = "completedFiles"
    package static let totalFiles = "totalFiles"
    package static let duration = "duration"
    package static let leadingUnit = "leadingUnit"
    package static let leadingCount = "leadingCount"
    package static let progress = "progress"
    package static let timeRemaining = "timeRemaining"
    package static let value = "value"
    package static let status = "status"
}
