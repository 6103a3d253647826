import Foundation
import ProgressFormat
import Testing

/// The preview table too narrow for its sentences: each cell shows the line the library fits to
/// the cell's width, never a cut word.
extension PreviewCommandTests {
    /// Too narrow for the text: the scenario column keeps its width, the others share the rest,
    /// and each sentence is the line the library fits to its column — the speed and time
    /// remaining left out, in the widest units that then fit, a cut only after a whole word
    /// ("419,431 of…", never "5,35…"); a title too wide is cut after a whole word too.
    @Test func narrowTableIsFitted() throws {
        let result = try CLIProcess.run(["preview", "--locale", "en", "--scenario", "plain-percent,everything", "--width", "50"])
        #expect(result == CLIProcess.Result(stdout: """
            scenario      │ description…    │ additional…
            ──────────────┼─────────────────┼─────────────────
            plain-percent │ 7% completed    │ 419,431 of…
            everything    │ Downloading…    │ 419 kB of 5.4 MB

            """, stderr: "", status: 0))
    }

    /// Each sentence in a column of width W is `format(_:columns: W)`'s line, in every locale
    /// and at every width the layout gives: a stacked table of four locales, from 40 to 100
    /// columns.
    @Test(arguments: [40, 52, 64, 76, 88, 100])
    func cellsAreTheLibrarysFittedLines(width: Int) throws {
        let locales = ["en", "de", "ar", "ja"]
        let scenarios = ["everything", "downloading-named", "paused", "huge-values"]
        let result = try CLIProcess.run(["preview", "--locale", locales.joined(separator: ","),
                                         "--scenario", scenarios.joined(separator: ","), "--width", String(width)])
        #expect(result.status == 0)
        #expect(TableShape.problems(in: result.stdout, width: width) == [])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Stacked: the sentences stand after the second bar, in a column of the rule's width.
        let rule = try #require(lines.dropFirst().first)
        let column = rule.split(separator: "┼").last.map { $0.count - 1 } ?? 0
        let cells = lines.dropFirst(2).filter { !$0.hasPrefix("─") }
            .map { $0.components(separatedBy: " │ ").dropFirst(2).joined(separator: " │ ") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \u{2068}\u{2069}")) }
        var expected: [String] = []
        for scenario in scenarios {
            let snapshot = try #require(ProgressScenario.named(scenario)).snapshot
            for locale in locales {
                let text = try ProgressTextFormatter(locale: locale).format(snapshot, columns: column)
                expected += [text.description, text.additionalDescription]
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\u{2068}\u{2069}")) }
            }
        }
        #expect(cells == expected, "\(width) columns")
    }
}
