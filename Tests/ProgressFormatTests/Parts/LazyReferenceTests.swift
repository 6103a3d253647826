import ProgressParts
import Testing

/// A reference decided once: the first object made is kept for every caller, and "none" is
/// kept too (not asked again).
@Suite struct LazyReferenceTests {
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func theFirstObjectMadeIsKept() {
        let reference = LazyReference<Box>()
        let decidedBefore = reference.isDecided
        #expect(!decidedBefore)
        let first = reference.value { Box(1) }
        let again = reference.value { Box(2) }
        #expect(first?.value == 1)
        #expect(again === first)
        let decided = reference.isDecided
        #expect(decided)
    }

    @Test func noneIsKeptToo() {
        let reference = LazyReference<Box>()
        var asked = 0
        let none = reference.value { asked += 1; return nil }
        let stillNone = reference.value { asked += 1; return Box(3) }
        #expect(none == nil)
        #expect(stillNone == nil)
        #expect(asked == 1)
        let decided = reference.isDecided
        #expect(decided)
    }

    /// `withValue` lends the kept object (made on first use) to its body, and lends nothing when
    /// "none" was decided.
    @Test func withValueLendsTheKeptObject() {
        let reference = LazyReference<Box>()
        var made = 0
        let first = reference.withValue(orMake: { made += 1; return Box(7) }) { $0.value * 2 }
        let again = reference.withValue(orMake: { made += 1; return Box(8) }) { $0.value * 2 }
        #expect(first == 14)
        #expect(again == 14)
        #expect(made == 1)
        let kept = reference.value { Box(9) }
        #expect(kept?.value == 7)
        let none = LazyReference<Box>()
        var lent = false
        let result: Int? = none.withValue(orMake: { nil }) { _ in lent = true; return 1 }
        #expect(result == nil)
        #expect(!lent)
    }

    /// Threads deciding at the same moment all get the one object stored.
    @Test func threadsDecidingAtOnceShareOneObject() async {
        final class Holder: Sendable { let reference = LazyReference<Box>() }
        let holder = Holder()
        let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for task in 0..<16 {
                group.addTask { holder.reference.value { Box(task) }.map(ObjectIdentifier.init) }
            }
            return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(!identities.contains(nil))
    }
}
