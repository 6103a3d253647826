import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// Each value on its own (`byteCount`, `throughput`, `timeRemaining`, `percent`, `count`,
/// `fileCount`, and the FormatStyles) is exactly the same value inside a sentence — the part of
/// that field in the formatter's own line — in every table locale and unit width.
@Suite struct ValuesAloneTests {
    static let locales = ProgressTextFormatter.availableTableLocales()
    static let widths: [ProgressTextFormatter.UnitWidth] = [.wide, .short, .narrow]
    static let bytes: [Int64] = [1, 2, 999, 1_000, 1_500, 419_431, 999_499, 999_500, 5_356_456, 999_950_000, 1_234_567_890,
                                 12_345_678_901_234, 1_500_000_000_000_000, .max]
    static let rates: [Double] = [0, 49, 400, 950, 21_000, 50_000, 2_500_000, 411_500_000, 4.12e12, 9e18]
    static let seconds: [Double] = [0.4, 1, 2, 5, 21, 59.6, 61, 97, 3_599.7, 3_725, 86_399, 90_061, 453_600]

    /// The text of the first part of `field` in `line` of `text`.
    static func part(_ field: ProgressText.Field, of text: ProgressText, in line: ProgressText.Line = .additionalDescription) -> String? {
        text.parts.first { $0.field == field && $0.line == line }.map { String(text[$0]) }
    }

    @Test(arguments: locales)
    func everyValueAloneReadsAsInTheSentence(locale: String) throws {
        for width in Self.widths {
            let formatter = try ProgressTextFormatter(locale: locale, unitWidth: width)
            // Work under way (starting and finished work say so instead of the amounts).
            for total in Self.bytes where total >= 2 {
                let completed = max(total / 3, 1)
                let text = formatter.format(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, kind: .file))
                // Below 1 kB a table may inflect the byte word its case ending follows (totalUnit):
                // the sentence's part is then the number, which the inflected word follows.
                let totalPart = Self.part(.totalBytes, of: text)
                #expect(formatter.byteCount(total) == totalPart || (total < 1_000 && totalPart == formatter.count(total)),
                        "\(locale) \(width) \(total)")
                #expect(formatter.byteCount(completed, of: total) == text.additionalDescription, "\(locale) \(width) \(total)")
            }
            for rate in Self.rates {
                let text = formatter.format(ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 10, kind: .file,
                                                             fileOperationKind: .downloading, throughput: rate))
                #expect(formatter.throughput(rate) == Self.part(.throughput, of: text), "\(locale) \(width) \(rate)")
            }
            for seconds in Self.seconds {
                let text = formatter.format(ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 10, kind: .file,
                                                             estimatedTimeRemaining: seconds))
                #expect(formatter.timeRemaining(seconds) == Self.part(.timeRemaining, of: text), "\(locale) \(width) \(seconds)")
            }
            for (completed, total) in [(Int64(419_431), Int64(5_356_456)), (0, 1), (999, 1_000), (6, 5), (1, 1_000_000_000)] {
                let text = formatter.format(ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total))
                #expect(formatter.percent(completed, of: total) == Self.part(.percent, of: text, in: .description))
                #expect(formatter.percent(Double(completed) / Double(total)) == Self.part(.percent, of: text, in: .description),
                        "\(locale) \(completed)/\(total)")
                if completed > 0 && completed < total {
                    #expect(formatter.count(completed) == Self.part(.completedCount, of: text))
                    #expect(formatter.count(total) == Self.part(.totalCount, of: text))
                }
            }
            for (completed, total) in [(0, 1), (1, 1), (7, 9), (1, 21), (3, 1_000_000)] {
                // A byte arrived, of a size not known: the file counts are the line.
                let text = formatter.format(ProgressSnapshot(completedUnitCount: 1, kind: .file, fileTotalCount: total,
                                                             fileCompletedCount: completed))
                #expect(formatter.fileCount(completed, of: total) == text.additionalDescription, "\(locale) \(completed)/\(total)")
            }
        }
    }

    @Test func theDocumentedExamples() throws {
        let english = try ProgressTextFormatter(locale: "en")
        #expect(english.byteCount(5_356_456) == "5.4 MB")
        #expect(english.byteCount(999) == "999 bytes")
        #expect(english.byteCount(0) == "0 kB")
        #expect(english.byteCount(Int64.max) == "9.22 EB")
        #expect(english.byteCount(-1) == nil)
        #expect(try ProgressTextFormatter(locale: "fr", unitWidth: .narrow).byteCount(5_356_456) == "5,4Mo")
        #expect(english.byteCount(419_431, of: 5_356_456) == "419 kB of 5.4 MB")
        #expect(english.byteCount(999, of: 5_356_456) == "1 kB of 5.4 MB")
        #expect(english.byteCount(6, of: 5) == nil)
        #expect(english.throughput(50_000) == "50 kB/s")
        #expect(english.throughput(400) == "0.4 kB/s")
        #expect(english.throughput(-1) == nil)
        #expect(english.timeRemaining(97) == "1 minute, 37 seconds")
        #expect(english.timeRemaining(0.4) == "1 second")
        #expect(english.timeRemaining(0.4, workRemains: false) == "0 seconds")
        #expect(english.timeRemaining(1e9) == nil)
        #expect(try ProgressTextFormatter(locale: "en", unitWidth: .narrow).timeRemaining(97) == "1m 37s")
        #expect(english.percent(0.0783) == "7%")
        #expect(english.percent(0.99999) == "99%")
        #expect(english.percent(.nan) == nil)
        #expect(english.count(1_000_000) == "1,000,000")
        #expect(english.fileCount(7, of: 9) == "7 of 9 files")
    }

    @Test func theFormatStylesWriteTheSameValues() {
        #expect(Int64(5_356_456).formatted(.progressByteCount.locale(Locale(identifier: "de"))) == "5,4 MB")
        #expect(50_000.0.formatted(.progressThroughput.locale(Locale(identifier: "fr"))) == "50\u{202F}ko/s")
        #expect(97.0.formatted(.progressTimeRemaining.locale(Locale(identifier: "en"))) == "1 minute, 37 seconds")
        #expect(97.0.formatted(.progressTimeRemaining.locale(Locale(identifier: "en")).unitWidth(.narrow)) == "1m 37s")
        #expect(0.0783.formatted(.progressPercent.locale(Locale(identifier: "ar"))) == "٧٪؜")
        #expect((-1.0).formatted(.progressThroughput.locale(Locale(identifier: "en"))) == "")
        for locale in Self.locales {
            let formatter = try? ProgressTextFormatter(locale: locale)
            let style = ProgressValueFormatStyle<Int64>(.byteCount, locale: Locale(identifier: locale))
            #expect(style.format(419_431) == formatter?.byteCount(419_431), "\(locale)")
        }
    }

}
