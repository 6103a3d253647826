import ProgressPlanning
import Synchronization

/// What one formatter rendered last, so a stream of updates pays only for what changed: the
/// description (constant during a transfer), recent measures (the total size, the rate), the
/// last duration (a 10 Hz bar sees the same "1 minute, 37 seconds" several times).
///
/// Never blocks: a thread takes a memo with one compare-and-swap for a whole `format` call; a
/// thread that finds it taken tries the formatter's next memo (see ``RenderMemos``), and renders
/// without one if all are taken. Threads sharing a formatter therefore never wait on each other.
///
/// The flag lives in the memo (no lock object beside it), and the memo ends in padding, so the
/// memos of one formatter, allocated one after another, never share a cache line: two threads
/// each writing their own memo on every update do not slow each other down.
package final class RenderMemo: @unchecked Sendable {
    /// Set while a thread formats with this memo.
    private let busy = Atomic<Bool>(false)

    // Guarded by `busy`: only the thread that set it reads or writes these, one access at a
    // time, so the run-time exclusivity check (about 3 % of an update) is left out.
    /// The facts of the last description, and its text and parts (kept apart, so checking an
    /// update against the facts copies nothing).
    @exclusivity(unchecked) var descriptionFacts: DescriptionFacts?
    @exclusivity(unchecked) var descriptionText = ""
    @exclusivity(unchecked) var descriptionParts = ProgressText.PartList()
    @exclusivity(unchecked) var measures: [(measure: PlannedMeasure, text: String)] = []
    @exclusivity(unchecked) var duration: (value: PlannedDuration, text: String)?
    /// Where the next measure is remembered once all slots are used.
    @exclusivity(unchecked) private var oldestMeasure = 0
    /// A cache line of room after the fields (see the type's comment).
    private let padding = InlineArray<8, UInt64>(repeating: 0)

    /// How many measures are remembered (completed and total bytes and the rate alternate on
    /// every update).
    static let measureSlots = 4

    /// Takes the memo if no other thread holds it.
    func tryAcquire() -> Bool {
        busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    }

    /// Gives the memo back.
    package func release() { busy.store(false, ordering: .releasing) }

    /// The remembered text for `measure`, if any.
    func measure(_ measure: PlannedMeasure) -> String? {
        // By index, the value first: no copy of an entry's text, and a miss (the completed
        // bytes change on most updates) costs one comparison of doubles per slot.
        for index in measures.indices where measures[index].measure.value == measure.value && measures[index].measure == measure {
            return measures[index].text
        }
        return nil
    }

    /// Remembers `text` for `measure`, forgetting the oldest past ``measureSlots``.
    func remember(_ measure: PlannedMeasure, _ text: String) {
        guard measures.count >= Self.measureSlots else {
            measures.append((measure, text))
            return
        }
        // A ring: the slot after the newest holds the oldest.
        measures[oldestMeasure] = (measure, text)
        oldestMeasure = (oldestMeasure + 1) % Self.measureSlots
    }
}
