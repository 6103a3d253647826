import ProgressMessages
import ProgressParts
import ProgressPlanning
import Testing

/// What a memo recalls: measures, the least recently used forgotten first (during a transfer the
/// total size is asked for on every update and stays, while the completed bytes of earlier
/// updates go), and the last plural number.
@Suite struct RenderMemoRecallTests {
    private func kilobytes(_ value: Double) -> PlannedMeasure {
        PlannedMeasure(value: value, unit: .bytes(.kilobyte), precision: .integer, width: .fullName)
    }

    private func remember(_ value: Double, in memo: RenderMemo) {
        Array("\(Int(value)) kB".utf8).withUnsafeBufferPointer { memo.remember(kilobytes(value), $0) }
    }

    /// The text the memo holds for `value`, or nil when it holds none.
    private func recalled(_ value: Double, from memo: RenderMemo) -> String? {
        var found = false
        let text = TextBuffer.string { buffer in found = memo.appendMeasure(kilobytes(value), to: &buffer) }
        return found ? text : nil
    }

    @Test func theTotalAskedForOnEveryUpdateIsNeverForgotten() {
        let memo = RenderMemo()
        remember(5_000, in: memo)
        // Ten updates: the total recalled, the completed bytes new each time (more than the
        // memo's slots: a ring would have forgotten the total by the fourth).
        for completed in 1...10 {
            #expect(recalled(5_000, from: memo) == "5000 kB")
            #expect(recalled(Double(completed), from: memo) == nil)
            remember(Double(completed), in: memo)
        }
        #expect(recalled(5_000, from: memo) == "5000 kB")
        // The slots left hold the latest completed values; older ones are gone.
        #expect(recalled(10, from: memo) == "10 kB")
        #expect(recalled(9, from: memo) == "9 kB")
        #expect(recalled(8, from: memo) == "8 kB")
        #expect(recalled(7, from: memo) == nil)
        #expect(RenderMemo.measureSlots == 4)
    }

    @Test func aMeasureIsRecalledOnlyForTheSameValueUnitAndPrecision() {
        let memo = RenderMemo()
        remember(42, in: memo)
        var found = true
        _ = TextBuffer.string { buffer in
            found = memo.appendMeasure(PlannedMeasure(value: 42, unit: .bytes(.megabyte), precision: .integer, width: .fullName),
                                       to: &buffer)
        }
        #expect(!found)
        _ = TextBuffer.string { buffer in
            found = memo.appendMeasure(PlannedMeasure(value: 42, unit: .bytes(.kilobyte), precision: .fractionDigits(1),
                                                      width: .fullName), to: &buffer)
        }
        #expect(!found)
        #expect(recalled(42, from: memo) == "42 kB")
    }

    @Test func theLastPluralNumberIsRecalledWithItsCategory() {
        let memo = RenderMemo()
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: 128)
        defer { buffer.deallocate() }
        #expect(memo.writeCount(21, into: buffer) == nil)
        let text = Array("٢١".utf8CString.dropLast())
        text.withUnsafeBufferPointer { memo.remember(count: 21, $0, category: .one) }
        let recalled = memo.writeCount(21, into: buffer)
        #expect(recalled?.length == text.count)
        #expect(recalled?.category == .one)
        #expect(Array(buffer[..<text.count]) == text)
        #expect(memo.writeCount(22, into: buffer) == nil)
        // A buffer too small for the text gets nothing, rather than a cut text.
        #expect(memo.writeCount(21, into: UnsafeMutableBufferPointer(rebasing: buffer[..<2])) == nil)
        // A text longer than the memo keeps is forgotten, not cut.
        let long = [CChar](repeating: 0x31, count: RenderMemo.countCapacity + 1)
        long.withUnsafeBufferPointer { memo.remember(count: 7, $0, category: .other) }
        #expect(memo.writeCount(7, into: buffer) == nil)
        #expect(memo.writeCount(21, into: buffer) == nil)
    }
}
