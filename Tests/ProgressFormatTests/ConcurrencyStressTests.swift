@testable import ProgressFormat
import Testing

/// 8 tasks × 10,000 formats over formatters shared by all tasks, in several locales; CI runs
/// this suite under ThreadSanitizer (`.ci/run`), which must report nothing.
@Suite struct ConcurrencyStressTests {
    @Test func eightTasksShareFormattersInSeveralLocales() async throws {
        let formatters = try ["en", "de", "ar", "ja", "ru", "fr-CA"].map { try ProgressTextFormatter(locale: $0) }
        let scenarios = ProgressScenario.all.map(\.snapshot)
        let expected = formatters.map { formatter in scenarios.map { formatter.format($0) } }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for index in 0..<10_000 {
                        let which = (task + index) % formatters.count
                        let scenario = (index * 7 + task) % scenarios.count
                        if formatters[which].format(scenarios[scenario]) != expected[which][scenario] {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func formattersAreCreatedConcurrently() async {
        let locales = ["de", "fr", "ar", "ja", "ko", "pl", "he", "zh-Hant"]
        let created = await withTaskGroup(of: Bool.self) { group in
            for locale in locales + locales {
                group.addTask { (try? ProgressTextFormatter(locale: locale)) != nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(created == locales.count * 2)
    }
}
