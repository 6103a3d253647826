import ProgressParts
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
    /// The remembered measures, each with the length of its text in `texts` and when it was
    /// last remembered or recalled (by ``clock``).
    @exclusivity(unchecked) private var measures: [(measure: PlannedMeasure, length: Int, used: Int)] = []
    /// The last duration and the length of its text in `texts`.
    @exclusivity(unchecked) private var duration: (value: PlannedDuration, length: Int)?
    /// The leading part of the last two-part duration formatted ("20 minutes", while the seconds
    /// change), in `leadingText`.
    @exclusivity(unchecked) package var leadingPart: DurationLeadingPart
    /// The last plural number formatted (a time remaining's leading count, for agreement), its
    /// category and the length of its text in `texts`.
    @exclusivity(unchecked) private var count: (value: Int64, length: Int, category: PluralCategory)?
    /// Whether a line has been rendered with this memo: from then on the renderer is formatting
    /// a stream of updates, worth the one-time work of splicing units (see `SplicedUnit`).
    @exclusivity(unchecked) package var isWarm = false
    /// Counts the measures remembered and recalled, so the least recently used one is forgotten
    /// first (the total size, recalled on every update, stays; the completed bytes of two
    /// updates ago go).
    @exclusivity(unchecked) private var clock = 0
    /// The remembered texts' UTF-8: ``measureSlots`` slots of ``measureCapacity`` bytes, then
    /// one of ``durationCapacity`` for the duration. Kept as bytes, not strings: remembering a
    /// text copies it, and a text the next update does not ask for (the completed bytes change
    /// on most updates) costs no allocation.
    private let texts = UnsafeMutablePointer<UInt8>.allocate(
        capacity: measureSlots * measureCapacity + durationCapacity + countCapacity)
    /// Room for the leading part's UTF-16.
    private let leadingText = UnsafeMutablePointer<UInt16>.allocate(capacity: DurationLeadingPart.capacity)
    /// A cache line of room after the fields (see the type's comment).
    private let padding = InlineArray<8, UInt64>(repeating: 0)

    /// How many measures are remembered (completed and total bytes and the rate alternate on
    /// every update).
    package static let measureSlots = 4
    /// The longest measure text remembered, in bytes ("9.223,37 PB/s" in any script fits; a
    /// longer one is formatted each time).
    static let measureCapacity = 64
    /// The longest duration text remembered, in bytes.
    static let durationCapacity = 128
    /// The longest plural number remembered, in bytes (`Int64.max` grouped in Arabic digits fits).
    package static let countCapacity = 64
    /// Where the plural number's text starts in `texts`.
    private static let countOffset = measureSlots * measureCapacity + durationCapacity

    /// An empty memo.
    package init() {
        leadingPart = DurationLeadingPart(text: leadingText)
    }

    deinit {
        texts.deallocate()
        leadingText.deallocate()
    }

    /// Takes the memo if no other thread holds it.
    package func tryAcquire() -> Bool {
        busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    }

    /// Gives the memo back.
    package func release() { busy.store(false, ordering: .releasing) }

    /// Appends the remembered text of `measure` to `bytes`; `false` if it is not remembered.
    package func appendMeasure(_ measure: PlannedMeasure, to text: inout TextBuffer) -> Bool {
        // By index, the value first: a miss (the completed bytes change on most updates) costs
        // one comparison of doubles per slot.
        for index in measures.indices where measures[index].measure.value == measure.value && measures[index].measure == measure {
            text.append(UnsafeBufferPointer(start: texts + index * Self.measureCapacity, count: measures[index].length))
            clock &+= 1
            measures[index].used = clock
            return true
        }
        return false
    }

    /// Remembers `text` (UTF-8) for `measure`, forgetting the least recently used past
    /// ``measureSlots``; a text longer than ``measureCapacity`` is not remembered.
    package func remember(_ measure: PlannedMeasure, _ text: UnsafeBufferPointer<UInt8>) {
        guard text.count <= Self.measureCapacity else { return }
        clock &+= 1
        let index: Int
        if measures.count < Self.measureSlots {
            index = measures.count
            measures.append((measure, text.count, clock))
        } else {
            var oldest = 0
            for slot in 1..<measures.count where measures[slot].used < measures[oldest].used { oldest = slot }
            index = oldest
            measures[index] = (measure, text.count, clock)
        }
        if let base = text.baseAddress { (texts + index * Self.measureCapacity).update(from: base, count: text.count) }
    }

    /// Appends the remembered text of `duration` to `bytes`; `false` if it is not the last one.
    func appendDuration(_ duration: PlannedDuration, to text: inout TextBuffer) -> Bool {
        guard let last = self.duration, last.value == duration else { return false }
        text.append(UnsafeBufferPointer(start: texts + Self.measureSlots * Self.measureCapacity, count: last.length))
        return true
    }

    /// Remembers `text` (UTF-8) for `duration`; a text longer than ``durationCapacity`` is not.
    func remember(_ duration: PlannedDuration, _ text: UnsafeBufferPointer<UInt8>) {
        guard text.count <= Self.durationCapacity else {
            self.duration = nil
            return
        }
        self.duration = (duration, text.count)
        if let base = text.baseAddress { (texts + Self.measureSlots * Self.measureCapacity).update(from: base, count: text.count) }
    }

    /// Writes the remembered text of the plural number `value` into `buffer` and returns its
    /// length and category; `nil` if it is not the last one remembered or does not fit.
    package func writeCount(_ value: Int64, into buffer: UnsafeMutableBufferPointer<CChar>) -> (length: Int, category: PluralCategory)? {
        guard let count, count.value == value, count.length <= buffer.count, let base = buffer.baseAddress else { return nil }
        UnsafeMutableRawPointer(base).copyMemory(from: texts + Self.countOffset, byteCount: count.length)
        return (count.length, count.category)
    }

    /// Remembers the text (UTF-8) and category of the plural number `value`; a text longer than
    /// ``countCapacity`` is not remembered.
    package func remember(count value: Int64, _ text: UnsafeBufferPointer<CChar>, category: PluralCategory) {
        guard text.count <= Self.countCapacity, let base = text.baseAddress else {
            count = nil
            return
        }
        (texts + Self.countOffset).update(from: UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self), count: text.count)
        count = (value, text.count, category)
    }
}
