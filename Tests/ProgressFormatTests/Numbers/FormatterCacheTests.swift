@testable import ProgressFormat
import Synchronization
import Testing
import ProgressTables

@Suite struct FormatterCacheTests {
    final class Counter: Sendable {
        let value = Mutex(0)
        func increment() -> Int { value.withLock { $0 += 1; return $0 } }
    }

    @Test func createsOncePerKey() {
        let cache = FormatterCache<String, Int>()
        let counter = Counter()
        for _ in 0..<5 {
            #expect(cache.value(for: "a") { counter.increment() } == 1)
        }
        #expect(cache.value(for: "b") { counter.increment() } == 2)
        #expect(counter.value.withLock { $0 } == 2)
    }

    @Test func doesNotStoreFailures() {
        let cache = FormatterCache<String, Int>()
        #expect(cache.value(for: "a") { nil } == nil)
        #expect(cache.count == 0)
        #expect(cache.value(for: "a") { 7 } == 7)
    }

    @Test func staysBounded() {
        let cache = FormatterCache<Int, Int>(capacity: 4)
        for key in 0..<10 {
            _ = cache.value(for: key) { key }
        }
        #expect(cache.count <= 4)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func sharesALocalesPartsAcrossCallers() throws {
        let first = try #require(NumberModel.shared(locale: "de"))
        let second = try #require(NumberModel.shared(locale: "de"))
        #expect(first === second)
        #expect(first.percent(7) == "7\u{00A0}%")
        #expect(NumberModel.shared(locale: "de", width: .narrow) !== first)
    }

    @Test func rejectsBadSkeletons() {
        #expect(ICUNumberFormatter(skeleton: "percent precision-integr", locale: "en") == nil)
        #expect(ICUNumberFormatter(skeleton: "measure-unit/digital-exabyte", locale: "en") == nil)
    }
}
