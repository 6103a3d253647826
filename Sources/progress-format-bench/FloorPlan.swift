import CBenchBaseline
import ProgressFormat
import ProgressTables

/// What the library's planners decided for one update, read into the form the C floors take
/// (`cbench_plan`): the sentence shapes as template ids of the floors' glue, and each value as
/// its decided digits and the ICU format it is written in. The floors write these values and
/// decide none of them, so every planning rule has one implementation, the library's.
///
///     // en, "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining" is planned as
///     // progress CBENCH_PROGRESS_BYTES_THROUGHPUT, tail CBENCH_TAIL_TIME, 2 duration parts,
///     // completed 419 (CBENCH_F_BYTES + 1), total 54 with 1 fraction digit (CBENCH_F_BYTES + 2),
///     // throughput 50 (CBENCH_F_RATES + 1), duration 1 (minute) and 37 (second)
///
/// A plan holding a sentence or value the floors do not build (a line that starts with the time
/// remaining or the rate, an exabyte count) reads as `nil`, and a value planned in a width or
/// precision their handles are not opened for writes another text than A's: either way the check
/// at start fails rather than measuring something else.
enum FloorPlan {
    /// The additional description `text` into `plan` (its progress, tail, duration parts and
    /// values); `false` if the floors do not build it.
    static func readAdditional(_ text: PlannedText, into plan: inout cbench_plan) -> Bool {
        switch text {
        case .empty:
            plan.progress = -1
            return true
        case .message(let message):
            switch message.key {
            case .withTimeRemaining:
                return progress(of: message.arguments[.progress], into: &plan)
                    && timeRemaining(of: message.arguments[.timeRemaining], into: &plan)
            case .withStatus:
                return progress(of: message.arguments[.progress], into: &plan)
                    && status(of: message.arguments[.status], into: &plan)
            default:
                plan.tail = CBENCH_TAIL_NONE
                return progress(message, into: &plan)
            }
        case .value, .sentenceStart:
            return false
        }
    }

    // MARK: - The additional description's pieces

    /// A progress sentence nested in a joining message.
    private static func progress(of value: PlannedValue?, into plan: inout cbench_plan) -> Bool {
        guard case .message(let message)? = value else { return false }
        return progress(message, into: &plan)
    }

    /// "419 kB of 5.4 MB (50 kB/s)", "15,603 of 1,396,818", "8 of 289 files".
    private static func progress(_ message: PlannedMessage, into plan: inout cbench_plan) -> Bool {
        let arguments = message.arguments
        switch message.key {
        case .bytesCompletedOfTotal, .bytesCompletedOfTotalWithThroughput:
            plan.progress = message.key == .bytesCompletedOfTotal ? CBENCH_PROGRESS_BYTES : CBENCH_PROGRESS_BYTES_THROUGHPUT
            return plan.set(CBENCH_SLOT_COMPLETED, number(arguments[.completed]))
                && plan.set(CBENCH_SLOT_TOTAL, number(arguments[.total]))
                && (message.key == .bytesCompletedOfTotal || plan.set(CBENCH_SLOT_THROUGHPUT, number(arguments[.throughput])))
        case .unitsCompletedOfTotal:
            plan.progress = CBENCH_PROGRESS_UNITS
            return plan.set(CBENCH_SLOT_COMPLETED, number(arguments[.completed]))
                && plan.set(CBENCH_SLOT_TOTAL, number(arguments[.total]))
        case .filesCompletedOfTotal:
            plan.progress = CBENCH_PROGRESS_FILES
            return plan.set(CBENCH_SLOT_COMPLETED_FILES, number(arguments[.completedFiles]))
                && plan.set(CBENCH_SLOT_TOTAL_FILES, number(arguments[.totalFiles]))
        default:
            return false
        }
    }

    /// "1 minute, 37 seconds remaining": the duration's parts (its leading unit and count, which
    /// the sentence agrees with, are the first part's).
    private static func timeRemaining(of value: PlannedValue?, into plan: inout cbench_plan) -> Bool {
        guard case .message(let message)? = value, message.key == .timeRemaining,
              case .duration(let duration)? = message.arguments[.duration],
              plan.set(CBENCH_SLOT_DURATION, number(duration.measure(of: duration.leading)))
        else { return false }
        plan.tail = CBENCH_TAIL_TIME
        plan.duration_parts = 1
        if let trailing = duration.trailing {
            guard let second = number(duration.measure(of: trailing)) else { return false }
            plan.trailing = second
            plan.duration_parts = 2
        }
        return true
    }

    /// "paused", "estimating time remaining…".
    private static func status(of value: PlannedValue?, into plan: inout cbench_plan) -> Bool {
        guard case .message(let message)? = value else { return false }
        guard let index = FloorGlue.statusKeys.firstIndex(of: message.key) else { return false }
        plan.tail = CBENCH_TAIL_STATUS + Int32(index)
        return true
    }

    // MARK: - Values

    /// A count, a percentage or a measure as the floors write it; `nil` for any other value.
    static func number(_ value: PlannedValue?) -> cbench_number? {
        switch value {
        case .count(let count)? where count >= 0:
            cbench_number(digits: UInt64(count), fraction_digits: 0, format: CBENCH_F_COUNT)
        case .percent(let percent)? where percent >= 0:
            cbench_number(digits: UInt64(percent), fraction_digits: 0, format: CBENCH_F_PERCENT)
        case .measure(let measure)?:
            number(measure)
        default:
            nil
        }
    }

    /// A measure's digits in the floors' format of its unit (and, for kB/s, its precision);
    /// `nil` for a unit the floors' handles do not hold. The handles are opened for wide text at
    /// the precisions planning shows: a measure planned otherwise writes another text than A's,
    /// which the check at start reports.
    static func number(_ measure: PlannedMeasure) -> cbench_number? {
        let format: Int32
        switch measure.unit {
        case .bytes(let bytes) where bytes != .exabyte:
            format = CBENCH_F_BYTES + Int32(bytes.rawValue)
        case .bytesPerSecond(.kilobyte):
            guard case .integer = measure.precision else { format = CBENCH_F_SLOW_RATE; break }
            format = CBENCH_F_RATES + 1
        case .bytesPerSecond(let bytes) where bytes != .byte && bytes != .exabyte:
            format = CBENCH_F_RATES + Int32(bytes.rawValue)
        case .duration(.second): format = CBENCH_F_DURATIONS
        case .duration(.minute): format = CBENCH_F_DURATIONS + 1
        case .duration(.hour): format = CBENCH_F_DURATIONS + 2
        case .duration(.day): format = CBENCH_F_DURATIONS + 3
        default: return nil
        }
        return cbench_number(digits: measure.value.digits, fraction_digits: Int32(measure.value.fractionDigits), format: format)
    }
}

extension cbench_plan {
    /// Sets the value of `slot`; `false` (and nothing set) for `nil`.
    mutating func set(_ slot: Int32, _ number: cbench_number?) -> Bool {
        guard let number, slot >= 0, slot < CBENCH_SLOTS else { return false }
        withUnsafeMutableBytes(of: &values) { raw in
            raw.storeBytes(of: number, toByteOffset: Int(slot) * MemoryLayout<cbench_number>.stride, as: cbench_number.self)
        }
        return true
    }
}
