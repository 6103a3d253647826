import ProgressMessages
import Testing

/// A formatter's memos are made when a thread first needs one: a formatter one thread uses
/// keeps one memo; threads formatting at the same moment each get their own, up to four.
@Suite struct RenderMemosTests {
    @Test func aMemoIsMadeOnlyWhenAThreadNeedsIt() throws {
        let memos = RenderMemos()
        #expect(memos.madeCount == 0)
        let first = try #require(memos.acquire())
        first.release()
        #expect(memos.madeCount == 1)
        // The same thread comes back to the same memo.
        let again = try #require(memos.acquire())
        #expect(again === first)
        again.release()
        #expect(memos.madeCount == 1)
    }

    @Test func formatsAtTheSameMomentEachTakeTheirOwnMemoUpToFour() throws {
        let memos = RenderMemos()
        let held = (0..<4).compactMap { _ in memos.acquire() }
        #expect(held.count == 4)
        #expect(Set(held.map(ObjectIdentifier.init)).count == 4)
        // A fifth renders without one rather than wait.
        #expect(memos.acquire() == nil)
        #expect(memos.madeCount == 4)
        held.forEach { $0.release() }
        let after = try #require(memos.acquire())
        #expect(held.contains { $0 === after })
        after.release()
        #expect(memos.madeCount == 4)
    }
}
