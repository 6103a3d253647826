import ProgressFormat

/// The lines each system produced for one locale and scenario, as shown in the report.
struct ProducedLines: Codable, Sendable {
    var locale: String
    var formattingLocale: String
    var scenario: String
    var system: String
    var description: String
    var additionalDescription: String
}

/// What the start-up check established.
struct VerificationReport: Codable, Sendable {
    /// A's English "everything" and "plain-percent" pairs equal the expected strings.
    var aMatchesExpected: Bool
    /// C's English pairs equal A's, for both scenarios and for every update of the stream.
    var cMatchesA: Bool
    /// Stream updates compared between A and C (English).
    var streamUpdatesCompared: Int
    /// B's English pairs equal A's (reported, not required).
    var bMatchesA: Bool
    /// Stream updates where B's English pair differs from A's.
    var bStreamDifferences: Int
    /// Every system's lines, per locale and scenario.
    var lines: [ProducedLines]
}

enum Verification {
    /// The expected English "everything" pair (issue 5, README).
    static let everything = ProgressText(
        description: "Downloading 9 files…",
        additionalDescription: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining")
    /// The expected English "plain-percent" pair.
    static let plainPercent = ProgressText(description: "7% completed", additionalDescription: "419,431 of 5,356,456")

    /// Checks A against the expected strings and C against A (English, both scenarios, whole
    /// stream); throws with a clear message on any mismatch. Collects every system's lines.
    static func run(_ subjects: [LocaleSubjects]) throws(BenchError) -> VerificationReport {
        guard let english = subjects.first(where: { $0.locale == "en" }) else {
            throw BenchError("the check needs the locale 'en' among the benchmarked locales")
        }
        let a = english.formatter
        let c = english.floor
        func floorEverything(_ snapshot: ProgressSnapshot) -> ProgressText {
            _ = c.everything(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount,
                             files: Int64(snapshot.fileTotalCount ?? 0), bytesPerSecond: Int64(snapshot.throughput ?? 0),
                             secondsRemaining: snapshot.estimatedTimeRemaining ?? 0)
            let text = c.text
            return ProgressText(description: text.description, additionalDescription: text.additionalDescription)
        }
        func floorPercent(_ snapshot: ProgressSnapshot) -> ProgressText {
            _ = c.plainPercent(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount)
            let text = c.text
            return ProgressText(description: text.description, additionalDescription: text.additionalDescription)
        }
        func show(_ text: ProgressText) -> String {
            "\"\(text.description)\" / \"\(text.additionalDescription)\""
        }

        let aEverything = a.format(Inputs.everything)
        guard aEverything == everything else {
            throw BenchError("A (ProgressFormat, en, everything) produced \(show(aEverything)); expected \(show(everything))")
        }
        let aPercent = a.format(Inputs.plainPercent)
        guard aPercent == plainPercent else {
            throw BenchError("A (ProgressFormat, en, plain-percent) produced \(show(aPercent)); expected \(show(plainPercent))")
        }
        let cEverything = floorEverything(Inputs.everything)
        guard cEverything == aEverything else {
            throw BenchError("C (raw ICU, en, everything) produced \(show(cEverything)); A produced \(show(aEverything))")
        }
        let cPercent = floorPercent(Inputs.plainPercent)
        guard cPercent == aPercent else {
            throw BenchError("C (raw ICU, en, plain-percent) produced \(show(cPercent)); A produced \(show(aPercent))")
        }
        var bDifferences = 0
        for (index, update) in Inputs.stream.enumerated() {
            let fromA = a.format(update)
            let fromC = floorEverything(update)
            guard fromA == fromC else {
                throw BenchError("stream update \(index) (en): C produced \(show(fromC)); A produced \(show(fromA))")
            }
            if english.foundation.everything(update) != fromA {
                bDifferences += 1
            }
        }
        let bMatches = english.foundation.everything(Inputs.everything) == aEverything
            && english.foundation.plainPercent(Inputs.plainPercent) == aPercent

        var lines: [ProducedLines] = []
        for subject in subjects {
            for (scenario, snapshot) in [("everything", Inputs.everything), ("plain-percent", Inputs.plainPercent)] {
                let isEverything = scenario == "everything"
                let cText: ProgressText
                if isEverything {
                    _ = subject.floor.everything(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount,
                                                 files: Int64(snapshot.fileTotalCount ?? 0),
                                                 bytesPerSecond: Int64(snapshot.throughput ?? 0),
                                                 secondsRemaining: snapshot.estimatedTimeRemaining ?? 0)
                } else {
                    _ = subject.floor.plainPercent(completed: snapshot.completedUnitCount, total: snapshot.totalUnitCount)
                }
                let raw = subject.floor.text
                cText = ProgressText(description: raw.description, additionalDescription: raw.additionalDescription)
                let texts: [(String, ProgressText)] = [
                    ("A", subject.formatter.format(snapshot)),
                    ("B", isEverything ? subject.foundation.everything(snapshot) : subject.foundation.plainPercent(snapshot)),
                    ("C", cText),
                ]
                for (system, text) in texts {
                    lines.append(ProducedLines(locale: subject.locale, formattingLocale: subject.formatter.resolvedLocale,
                                               scenario: scenario, system: system, description: text.description,
                                               additionalDescription: text.additionalDescription))
                }
            }
        }
        return VerificationReport(aMatchesExpected: true, cMatchesA: true, streamUpdatesCompared: Inputs.stream.count,
                                  bMatchesA: bMatches, bStreamDifferences: bDifferences, lines: lines)
    }
}
