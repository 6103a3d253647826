import CBenchBaseline
import Foundation
import ProgressFormat

/// One first use of a locale never used before in the process.
struct ColdSample: Codable, Sendable {
    /// The requested locale.
    var locale: String
    /// The locale the text is formatted in (A), or the floor's locale (C).
    var formattingLocale: String
    /// Whether the locale got formatters of its own (not the shared English ones).
    var ownFormatters: Bool
    /// Creating the formatter (A: `ProgressTextFormatter.init`; C: opening the floor's handles).
    var createNs: Double
    /// The first `format` (A) or first floor call (C) afterwards.
    var firstFormatNs: Double
    /// Both together: the cost of the first text in a new locale.
    var totalNs: Double
}

/// The cold measurements of one kind of locale.
struct ColdReport: Codable, Sendable {
    /// What was measured.
    var kind: String
    /// One sample per repetition, each in a different locale.
    var samples: [ColdSample]
    /// The median of ``ColdSample/totalNs``.
    var medianTotalNs: Double
    /// The slowest sample.
    var maxTotalNs: Double
}

/// A directory of synthetic string tables: `de.json` relabelled as `<tag>.json` for other
/// languages, so a formatter for such a language has a table of its own and opens its own ICU
/// formatters (the cost a shipped table will have). The words stay German; only cost matters.
final class SyntheticTables {
    /// The directory holding the tables.
    let directory: URL
    private let template: String

    /// Finds `Resources/Strings/de.json` next to this source file's package; `nil` if it is not
    /// there (a relocated binary), in which case the synthetic measurements are skipped.
    init?() {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = packageRoot.appendingPathComponent("Resources/Strings/de.json")
        guard let data = try? Data(contentsOf: source), let text = String(data: data, encoding: .utf8),
              text.contains("\"@@locale\": \"de\"") else { return nil }
        template = text
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("progress-format-bench-\(ProcessInfo.processInfo.processIdentifier)")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else {
            return nil
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `<tag>.json`; `false` if it cannot be written.
    func add(_ tag: String) -> Bool {
        let text = template.replacingOccurrences(of: "\"@@locale\": \"de\"", with: "\"@@locale\": \"\(tag)\"")
        return (try? Data(text.utf8).write(to: directory.appendingPathComponent("\(tag).json"))) != nil
    }
}

enum ColdStart {
    /// Locales for the as-shipped cold case (embedded tables where the library has them; a
    /// locale without one formats in English with the shared English formatters).
    static let shipped = ["fr", "it", "es", "pt", "nl", "sv", "pl", "da", "fi", "cs", "tr", "ro", "hu"]
    /// Languages given a synthetic table from a directory (`tablesDirectory:`), so each opens
    /// ICU formatters of its own whether or not the library ships a table for it.
    static let synthetic = ["is", "mk", "sq", "gl", "eu", "af", "sw", "zu", "am", "az", "bn", "bs", "cy"]
    /// Languages used for nothing else, for the C floor's cold cost.
    static let floorOnly = ["el", "he", "ko", "th", "vi", "uk", "ru", "zh", "hi", "id", "ms", "ka", "hy"]

    /// Creates a formatter and formats once, per locale, each one new to the process.
    /// With `instrument`, the loop is bracketed with callgrind client requests.
    static func formatter(kind: String, locales: [String], tables: SyntheticTables?, instrument: Bool = false) -> ColdReport {
        var samples: [ColdSample] = []
        if instrument { cbench_callgrind_start() }
        defer { if instrument { cbench_callgrind_stop() } }
        for locale in locales {
            if let tables, !tables.add(locale) { continue }
            let start = monotonicNanoseconds()
            guard let formatter = try? ProgressTextFormatter(locale: locale, tablesDirectory: tables?.directory) else {
                continue
            }
            let created = monotonicNanoseconds()
            let text = formatter.format(Inputs.everything)
            let formatted = monotonicNanoseconds()
            Sink.consume(text.additionalDescription.utf8.count)
            let language = locale.prefix(while: { $0 != "-" })
            samples.append(ColdSample(locale: locale, formattingLocale: formatter.resolvedLocale,
                                      ownFormatters: formatter.resolvedLocale.hasPrefix(language),
                                      createNs: Double(created - start), firstFormatNs: Double(formatted - created),
                                      totalNs: Double(formatted - start)))
        }
        return report(kind, samples)
    }

    /// Opens the raw-ICU floor and formats once, per locale, each one new to the process.
    static func floor(locales: [String]) -> ColdReport {
        var samples: [ColdSample] = []
        for locale in locales {
            let start = monotonicNanoseconds()
            // Opening includes one format of each line (see cbench_floor_open), so "create" is
            // most of it; the first timed call follows.
            guard let floor = RawICUFloor(locale: locale) else { continue }
            let created = monotonicNanoseconds()
            let length = floor.everything(completed: 419_431, total: 5_356_456, files: 9, bytesPerSecond: 50_000,
                                          secondsRemaining: 97)
            let formatted = monotonicNanoseconds()
            Sink.consume(length)
            samples.append(ColdSample(locale: locale, formattingLocale: locale, ownFormatters: true,
                                      createNs: Double(created - start), firstFormatNs: Double(formatted - created),
                                      totalNs: Double(formatted - start)))
        }
        return report("C floor: fresh language (open 7 number formatters, list, 4 messages + first line)", samples)
    }

    private static func report(_ kind: String, _ samples: [ColdSample]) -> ColdReport {
        let totals = samples.map(\.totalNs).sorted()
        return ColdReport(kind: kind, samples: samples, medianTotalNs: Statistics.percentile(totals, 0.5),
                          maxTotalNs: totals.last ?? .nan)
    }
}
