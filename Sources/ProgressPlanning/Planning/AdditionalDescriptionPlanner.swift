/// Apple's rules for `localizedAdditionalDescription`: the numbers line under the bar.
///
/// For files it prefers bytes ("419 kB of 5.4 MB"), adds the throughput for downloads, uploads
/// and receives ("(50 kB/s)"), falls back to file counts ("7 of 9 files"), then to the time
/// remaining and throughput alone; for generic units it shows "419,431 of 5,356,456". The time
/// remaining is appended to whichever sentence is chosen ("… — 1 minute, 37 seconds remaining").
///
/// See `apple-progress-text.md` §3 for the source of each rule. Where Apple would print nonsense
/// (a negative completed byte count, "-1 byte of 5.4 MB"), the part is left out instead.
package enum AdditionalDescriptionPlanner {
    /// Plans the additional description of `snapshot`.
    package static func plan(_ snapshot: ProgressSnapshot) -> PlannedText {
        let timeRemaining = timeRemainingMessage(snapshot.estimatedTimeRemaining)
        if snapshot.kind == .file, let text = planBytePath(snapshot, timeRemaining: timeRemaining) {
            return text
        }
        return planGenericPath(snapshot, timeRemaining: timeRemaining)
    }

    /// Operations whose throughput is worth showing, as on Apple platforms.
    package static let operationsShowingThroughput: Set<ProgressSnapshot.FileOperationKind> = [.downloading, .uploading, .receiving]

    // MARK: - Paths

    private static func planBytePath(_ snapshot: ProgressSnapshot, timeRemaining: PlannedMessage?) -> PlannedText? {
        let throughput = throughputValue(snapshot.throughput)
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        if total > 0, completed >= 0, completed <= total {
            var arguments: ArgumentList = [
                PlannedArgument(ArgumentName.completed, ByteCountPlanner.byteCount(completed), field: .completedBytes),
                PlannedArgument(ArgumentName.total, ByteCountPlanner.byteCount(total), field: .totalBytes),
            ]
            var key = MessageKey.bytesCompletedOfTotal
            if let throughput, let operation = snapshot.fileOperationKind,
               operationsShowingThroughput.contains(operation) {
                key = .bytesCompletedOfTotalWithThroughput
                arguments.set(PlannedArgument(ArgumentName.throughput, throughput, field: .throughput))
            }
            return appending(timeRemaining, to: PlannedMessage(key, arguments))
        }
        if let files = snapshot.fileCompletedCount, let totalFiles = snapshot.fileTotalCount,
           files >= 0, files <= totalFiles {
            let message = PlannedMessage(.filesCompletedOfTotal, [
                PlannedArgument(ArgumentName.completedFiles, .count(Int64(files)), field: .completedFileCount),
                PlannedArgument(ArgumentName.totalFiles, .count(Int64(totalFiles)), field: .totalFileCount),
            ])
            return appending(timeRemaining, to: message)
        }
        switch (timeRemaining, throughput) {
        case let (timeRemaining?, throughput?):
            return .message(PlannedMessage(.timeRemainingWithThroughput, [
                PlannedArgument(ArgumentName.timeRemaining, .message(timeRemaining)),
                PlannedArgument(ArgumentName.throughput, throughput, field: .throughput),
            ]))
        case let (nil, throughput?):
            return .value(throughput, field: .throughput)
        case let (timeRemaining?, nil):
            return .message(timeRemaining)
        case (nil, nil):
            return nil
        }
    }

    private static func planGenericPath(_ snapshot: ProgressSnapshot, timeRemaining: PlannedMessage?) -> PlannedText {
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        guard total >= 1, completed >= 0 else {
            return timeRemaining.map { .message($0) } ?? .empty
        }
        let message = PlannedMessage(.unitsCompletedOfTotal, [
            PlannedArgument(ArgumentName.completed, .count(completed), field: .completedCount),
            PlannedArgument(ArgumentName.total, .count(total), field: .totalCount),
        ])
        return appending(timeRemaining, to: message)
    }

    // MARK: - Pieces

    private static func appending(_ timeRemaining: PlannedMessage?, to message: PlannedMessage) -> PlannedText {
        guard let timeRemaining else { return .message(message) }
        return .message(PlannedMessage(.withTimeRemaining, [
            PlannedArgument(ArgumentName.progress, .message(message)),
            PlannedArgument(ArgumentName.timeRemaining, .message(timeRemaining)),
        ]))
    }

    /// "1 minute, 37 seconds remaining", with the leading unit and its number for agreement.
    package static func timeRemainingMessage(_ seconds: Double?) -> PlannedMessage? {
        guard let seconds, let duration = PlannedDuration(seconds: seconds) else { return nil }
        return PlannedMessage(.timeRemaining, [
            PlannedArgument(ArgumentName.duration, .duration(duration), field: .timeRemaining),
            PlannedArgument(ArgumentName.leadingUnit, .keyword(duration.leading.unit.rawValue)),
            PlannedArgument(ArgumentName.leadingCount, .count(duration.leading.value)),
        ])
    }

    /// The throughput as shown (see ``ByteCountPlanner/throughput(_:)``), or `nil` for a
    /// negative, NaN or infinite value.
    package static func throughputValue(_ bytesPerSecond: Double?) -> PlannedValue? {
        guard let bytesPerSecond, bytesPerSecond.isFinite, bytesPerSecond >= 0 else { return nil }
        let rounded = bytesPerSecond.rounded(.toNearestOrAwayFromZero)
        // Double(Int64.max) rounds up to 2^63, which does not fit; clamp below it.
        let clamped = rounded >= 9.223_372_036_854_775e18 ? Int64.max : Int64(rounded)
        return ByteCountPlanner.throughput(clamped)
    }
}
