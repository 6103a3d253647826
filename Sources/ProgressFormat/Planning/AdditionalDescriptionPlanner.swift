internal import ProgressTables

/// Apple's rules for `localizedAdditionalDescription`: the numbers line under the bar.
///
/// For files it prefers bytes ("419 kB of 5.4 MB"), adds the throughput for downloads, uploads
/// and receives ("(50 kB/s)"), falls back to file counts ("7 of 9 files"), then to the time
/// remaining and throughput alone; for generic units it shows "419,431 of 5,356,456". The time
/// remaining is appended to whichever sentence is chosen ("… — 1 minute, 37 seconds remaining").
///
/// See `apple-progress-text.md` §3 for the source of each rule. Where Apple would print nonsense
/// (a negative completed byte count, "-1 byte of 5.4 MB"), the part is left out instead.
///
/// Beyond Apple, the ends of an operation's life (``Moment``): "Starting…" before the first
/// unit arrives, and once it is finished what was done and how long it took ("5.4 MB — done in
/// 14 seconds"). Spoken text (`spoken`) joins the same pieces with ``MessageKey/spokenWith``
/// ("419 kilobytes of 5.4 megabytes, 50 kilobytes per second"), a status always last.
package enum AdditionalDescriptionPlanner {
    /// Plans the additional description of `snapshot`.
    package static func plan(_ snapshot: ProgressSnapshot, width: UnitWidth = .wide, spoken: Bool = false) -> PlannedText {
        let moment = Moment(snapshot)
        // The facts, not the snapshot: an initializer owns its arguments, so passing the
        // snapshot would copy it (and retain its URL and strings) on every update.
        let tail = Tail(status: snapshot.status, moment: moment, timeRemaining: snapshot.estimatedTimeRemaining,
                        elapsedTime: snapshot.elapsedTime, workRemains: workRemains(snapshot), width: width, spoken: spoken)
        switch moment {
        case .starting:
            return tail.map(alone) ?? .empty
        case .finished:
            // What was done: the bytes of a file operation; the description says the rest.
            if snapshot.kind == .file, snapshot.completedUnitCount > 0 {
                let bytes = PlannedArgument(ArgumentName.progress,
                                            ByteCountPlanner.byteCount(snapshot.completedUnitCount, width: width), field: .completedBytes)
                return appending(tail, to: bytes)
            }
            return tail.map(alone) ?? .empty
        case .running:
            if snapshot.kind == .file, let text = planBytePath(snapshot, tail: tail, width: width, spoken: spoken) {
                return text
            }
            return planGenericPath(snapshot, tail: tail, spoken: spoken)
        }
    }

    /// Narrower forms of a line that ends in a status ("paused", "failed", "starting…", "done in
    /// 14 seconds"), for a terminal too narrow for it with its amounts: the completed amount and
    /// the status ("22.6MB — paused"), then the status alone ("Paused"). Empty when the line has
    /// no status, only a time remaining (which fitting leaves out first).
    static func statusKeepingForms(_ snapshot: ProgressSnapshot, width: UnitWidth) -> [PlannedText] {
        guard let tail = Tail(status: snapshot.status, moment: Moment(snapshot), timeRemaining: nil, elapsedTime: snapshot.elapsedTime,
                              workRemains: workRemains(snapshot), width: width, spoken: false),
              tail.joiner == .withStatus else { return [] }
        var forms: [PlannedText] = []
        let completed = snapshot.completedUnitCount
        if completed > 0 {
            let amount: PlannedArgument? = if snapshot.kind == .file {
                snapshot.totalUnitCount > 0 && completed > snapshot.totalUnitCount && Moment(snapshot) != .finished ? nil
                    : PlannedArgument(ArgumentName.progress, ByteCountPlanner.byteCount(
                        completed, smallest: snapshot.totalUnitCount >= 1_000 ? .kilobyte : .byte, width: width), field: .completedBytes)
            } else if snapshot.totalUnitCount >= 1 {
                PlannedArgument(ArgumentName.progress, .count(completed), field: .completedCount)
            } else {
                nil
            }
            if let amount { forms.append(appending(tail, to: amount)) }
        }
        forms.append(alone(tail))
        return forms
    }

    /// The phrase that ends the line of `snapshot` on its own — a status, "starting…", "done
    /// in 14 seconds" or the time remaining — for a spoken value ("7 percent, 1 minute, 37
    /// seconds remaining"); `nil` when there is none.
    static func tailMessage(_ snapshot: ProgressSnapshot, width: UnitWidth) -> PlannedMessage? {
        Tail(status: snapshot.status, moment: Moment(snapshot), timeRemaining: snapshot.estimatedTimeRemaining,
             elapsedTime: snapshot.elapsedTime, workRemains: workRemains(snapshot), width: width, spoken: true)?.message
    }

    /// Whether `snapshot` still has work to do: its completed count is below a known total, or
    /// the total is unknown (0 or less). Only finished work may read "0 seconds remaining".
    package static func workRemains(_ snapshot: ProgressSnapshot) -> Bool {
        snapshot.totalUnitCount <= 0 || snapshot.completedUnitCount < snapshot.totalUnitCount
    }

    /// Whether the throughput of `operation` is worth showing, as on Apple platforms: for
    /// downloads, uploads and receives (compared one by one: no shared list retained on every
    /// update).
    static func showsThroughput(_ operation: ProgressSnapshot.FileOperationKind) -> Bool {
        operation == .downloading || operation == .uploading || operation == .receiving
    }

    /// What ends the line: the time remaining, or a status in its place.
    private struct Tail {
        /// Whether the line is spoken: every joiner is then ``MessageKey/spokenWith``.
        var spoken = false
        /// The phrase ("1 minute, 37 seconds remaining", "paused").
        var message: PlannedMessage
        /// The message that joins it to a progress sentence.
        var joiner: MessageKey
        /// The argument name it takes in the joining message.
        var argument: ArgumentName
        /// Whether the throughput is still worth showing (not when paused, cancelled or stalled).
        var showsThroughput: Bool

        /// The tail of a line with `status` and `timeRemaining` (seconds), if it has one: at
        /// the ends of an operation's life "starting…" or "done" ("done in 14 seconds" with an
        /// `elapsedTime`); else a known status wins over the time remaining, which never reads
        /// less than one second while work remains.
        init?(status: ProgressSnapshot.Status?, moment: Moment, timeRemaining: Double?, elapsedTime: Double?, workRemains: Bool,
              width: UnitWidth, spoken: Bool) {
            self.spoken = spoken
            if moment != .running {
                message = moment == .starting ? PlannedMessage(.statusStarting) : AdditionalDescriptionPlanner.doneMessage(elapsedTime, width: width)
                joiner = .withStatus
                argument = ArgumentName.status
                showsThroughput = false
            } else if let status, let key = status.messageKey {
                message = PlannedMessage(key)
                joiner = .withStatus
                argument = ArgumentName.status
                showsThroughput = status == .estimating
            } else if let timeRemaining = AdditionalDescriptionPlanner.timeRemainingMessage(
                timeRemaining, width: width, workRemains: workRemains) {
                message = timeRemaining
                joiner = .withTimeRemaining
                argument = ArgumentName.timeRemaining
                showsThroughput = true
            } else {
                return nil
            }
        }

        /// The part the tail is marked as: a status is one; the time remaining marks its own.
        var field: ProgressText.Field? { joiner == .withStatus ? .status : nil }

        /// The tail as an argument of a message that holds it (consumed: its message moves in,
        /// uncopied).
        consuming func asArgument() -> PlannedArgument {
            PlannedArgument(spoken ? ArgumentName.detail : argument, .message(message), field: field)
        }

        /// The message that joins the tail to `progress`.
        var joining: MessageKey { spoken ? .spokenWith : joiner }
    }

    /// "done", or "done in 14 seconds" with a known `elapsedTime` (at least one second: work
    /// that took a moment does not read "0 seconds").
    static func doneMessage(_ elapsedTime: Double?, width: UnitWidth) -> PlannedMessage {
        guard let elapsedTime, let duration = PlannedDuration(seconds: elapsedTime, width: width, workRemains: true) else {
            return PlannedMessage(.statusDone)
        }
        return PlannedMessage(.doneIn, [
            PlannedArgument(ArgumentName.duration, .duration(duration)),
            PlannedArgument(ArgumentName.leadingUnit, .keyword(duration.leading.unit.rawValue)),
            PlannedArgument(ArgumentName.leadingCount, .count(duration.leading.value)),
        ])
    }

    // MARK: - Paths

    private static func planBytePath(_ snapshot: ProgressSnapshot, tail: Tail?, width: UnitWidth, spoken: Bool) -> PlannedText? {
        let shown = tail?.showsThroughput == false ? nil : throughputValue(snapshot.throughput, width: width)
        let throughput = spoken ? shown.map(spokenThroughput) : shown
        if let bytes = byteArguments(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount, width: width) {
            // Each list is built whole: no second allocation to grow it by the speed.
            if let throughput, let operation = snapshot.fileOperationKind,
               showsThroughput(operation) {
                if spoken {
                    let amounts = PlannedArgument(ArgumentName.progress, .message(withTotalInBytes(
                        PlannedMessage(.spokenCompletedOfTotal, [bytes.completed, bytes.total]), snapshot.totalUnitCount)))
                    let speed = PlannedArgument(ArgumentName.detail, throughput, field: .throughput)
                    return appending(tail, to: PlannedMessage(.spokenWith, [amounts, speed]))
                }
                let speed = PlannedArgument(ArgumentName.throughput, throughput, field: .throughput)
                return appending(tail, to: withTotalInBytes(PlannedMessage(.bytesCompletedOfTotalWithThroughput,
                                                                           [bytes.completed, bytes.total, speed]), snapshot.totalUnitCount))
            }
            return appending(tail, to: withTotalInBytes(PlannedMessage(spoken ? .spokenCompletedOfTotal : .bytesCompletedOfTotal,
                                                                       [bytes.completed, bytes.total]), snapshot.totalUnitCount))
        }
        if let files = snapshot.fileCompletedCount, let totalFiles = snapshot.fileTotalCount,
           let message = filesCompletedOfTotal(completed: files, total: totalFiles) {
            return appending(tail, to: message)
        }
        switch (tail, throughput) {
        case let (tail?, throughput?) where spoken:
            // The status last, as everywhere in speech.
            return .message(PlannedMessage(.spokenWith, [
                PlannedArgument(ArgumentName.progress, throughput, field: .throughput), tail.asArgument(),
            ]))
        case let (tail?, throughput?):
            return .sentenceStart(PlannedMessage(.timeRemainingWithThroughput, [
                PlannedArgument(ArgumentName.timeRemaining, .message(tail.message), field: tail.field),
                PlannedArgument(ArgumentName.throughput, throughput, field: .throughput),
            ]), field: nil)
        case let (nil, throughput?):
            return .value(throughput, field: .throughput)
        case let (tail?, nil):
            return alone(tail)
        case (nil, nil):
            return nil
        }
    }

    private static func planGenericPath(_ snapshot: ProgressSnapshot, tail: Tail?, spoken: Bool) -> PlannedText {
        let completed = snapshot.completedUnitCount
        let total = snapshot.totalUnitCount
        guard total >= 1, completed >= 0 else {
            return tail.map(alone) ?? .empty
        }
        let message = PlannedMessage(spoken ? .spokenCompletedOfTotal : .unitsCompletedOfTotal, [
            PlannedArgument(ArgumentName.completed, .count(completed), field: .completedCount),
            PlannedArgument(ArgumentName.total, .count(total), field: .totalCount),
        ])
        return appending(tail, to: message)
    }

    // MARK: - Pieces

    /// The completed and total byte counts of a line ("419 kB" of "5.4 MB"), as
    /// ``ByteCountPlanner/byteCounts(completed:total:width:)`` shows them (the completed count
    /// from kB beside a total of 1 kB or more, and never reading the same as the total while
    /// work remains); `nil` unless 0 ≤ completed ≤ total and the total is known.
    static func byteArguments(completed: Int64, total: Int64, width: UnitWidth)
        -> (completed: PlannedArgument, total: PlannedArgument)? {
        guard total > 0, completed >= 0, completed <= total else { return nil }
        let shown = ByteCountPlanner.byteCounts(completed: completed, total: total, width: width)
        return (PlannedArgument(ArgumentName.completed, shown.completed, field: .completedBytes),
                PlannedArgument(ArgumentName.total, shown.total, field: .totalBytes))
    }

    /// `message` with ``ArgumentName/totalUnit`` ("byte") and ``ArgumentName/totalCount`` when
    /// `total` bytes are shown in bytes (below 1 kB, spelled out: "999 bytes"), so a table can
    /// inflect the word its case ending follows ("999 బైట్‌లలో", not "999 బైట్‌లులో"); the
    /// message itself otherwise (a select on the missing keyword takes `other`), which is every
    /// update of a transfer of a kilobyte or more.
    static func withTotalInBytes(_ message: consuming PlannedMessage, _ total: Int64) -> PlannedMessage {
        guard total > 0, total < 1_000 else { return message }
        message.arguments.set(PlannedArgument(ArgumentName.totalUnit, .keyword("byte")))
        // The number is the total's part (`#` takes the plural argument's), so it is coloured as one.
        message.arguments.set(PlannedArgument(ArgumentName.totalCount, .count(total), field: .totalBytes))
        return message
    }

    /// "7 of 9 files"; `nil` unless 0 ≤ completed ≤ total.
    package static func filesCompletedOfTotal(completed: Int, total: Int) -> PlannedMessage? {
        guard completed >= 0, completed <= total else { return nil }
        return PlannedMessage(.filesCompletedOfTotal, [
            PlannedArgument(ArgumentName.completedFiles, .count(Int64(completed)), field: .completedFileCount),
            PlannedArgument(ArgumentName.totalFiles, .count(Int64(total)), field: .totalFileCount),
        ])
    }

    private static func appending(_ tail: consuming Tail?, to message: consuming PlannedMessage) -> PlannedText {
        appending(tail, to: PlannedArgument(ArgumentName.progress, .message(message)))
    }

    /// `progress` (an argument named ``ArgumentName/progress``) followed by `tail`.
    private static func appending(_ tail: consuming Tail?, to progress: consuming PlannedArgument) -> PlannedText {
        guard let tail else {
            if case .message(let message) = progress.value { return .message(message) }
            return .value(progress.value, field: progress.field)
        }
        return .message(PlannedMessage(tail.joining, [progress, tail.asArgument()]))
    }

    /// The tail on a line of its own: it starts the line.
    private static func alone(_ tail: Tail) -> PlannedText {
        .sentenceStart(tail.message, field: tail.field)
    }

    /// "1 minute, 37 seconds remaining", with the leading unit and its number for agreement;
    /// "1 second remaining" for any time below a second while `workRemains`.
    static func timeRemainingMessage(
        _ seconds: Double?, width: UnitWidth = .wide, workRemains: Bool = false
    ) -> PlannedMessage? {
        guard let seconds, let duration = PlannedDuration(seconds: seconds, width: width, workRemains: workRemains)
        else { return nil }
        return PlannedMessage(.timeRemaining, [
            PlannedArgument(ArgumentName.duration, .duration(duration), field: .timeRemaining),
            PlannedArgument(ArgumentName.leadingUnit, .keyword(duration.leading.unit.rawValue)),
            PlannedArgument(ArgumentName.leadingCount, .count(duration.leading.value)),
        ])
    }

    /// A speed as spoken: the amount a second in its unit's full name, with the table's "per
    /// second" ("50 kilobytes per second"; CLDR's long rates hold a slash in some languages).
    static func spokenThroughput(_ value: PlannedValue) -> PlannedValue {
        guard case .measure(var measure) = value, case .bytesPerSecond(let unit) = measure.unit else { return value }
        measure.unit = .bytes(unit)
        measure.width = .long
        return .message(PlannedMessage(.spokenPerSecond, [PlannedArgument(ArgumentName.amount, .measure(measure))]))
    }

    /// The throughput as shown (see ``ByteCountPlanner/throughput(_:)``), or `nil` for a
    /// negative, NaN or infinite value, or one beyond `Int64` (2^63 bytes per second and more):
    /// a value that cannot be shown is left out, as SECURITY.md promises, not clamped to a
    /// speed nothing measured ("9,223.37 PB/s" for `1e19` once).
    ///
    /// A rate above 0 that rounds to no whole byte a second (under 0.5 B/s: a byte every few
    /// seconds) is left out too: its first digit that is not zero lies beyond the thousandths
    /// of a kB/s a rate is written in, and "0 kB/s" would say the transfer has stopped — a
    /// moving transfer never reads as stopped. Only a rate of exactly 0 is "0 kB/s".
    static func throughputValue(_ bytesPerSecond: Double?, width: UnitWidth = .wide) -> PlannedValue? {
        guard let bytesPerSecond, bytesPerSecond.isFinite, bytesPerSecond >= 0 else { return nil }
        // Int64(exactly:) refuses 2^63 (what Double(Int64.max) rounds to) and above.
        guard let whole = Int64(exactly: bytesPerSecond.rounded(.toNearestOrAwayFromZero)),
              whole > 0 || bytesPerSecond == 0 else { return nil }
        return ByteCountPlanner.throughput(whole, width: width)
    }
}
