import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// Lines fitted to a terminal (`ProgressTextFormatter.format(_:columns:)`), checked against the
/// documented order, worked out here from the public API alone: for every table locale, every
/// unit width and every width from 20 to 120 columns, the fitted line is the first form in the
/// documented order that fits — or, when none does, the last form cut after a whole word with
/// "…" — and it is never wider than asked.
@Suite struct FittingTests {
    /// Snapshots whose lines have every kind of part to leave out.
    static let snapshots: [ProgressSnapshot] = {
        var everything = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
        everything.kind = .file
        everything.fileOperationKind = .downloading
        everything.fileURL = URL(fileURLWithPath: "/home/ada/Downloads/ubuntu-24.04.1-desktop-amd64.iso")
        everything.throughput = 50_000
        everything.estimatedTimeRemaining = 3_725
        var counted = everything
        counted.fileURL = nil
        counted.fileTotalCount = 1_234
        counted.estimatedTimeRemaining = 97
        var paused = everything
        paused.status = .paused
        var generic = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
        generic.estimatedTimeRemaining = 90_061
        return [everything, counted, paused, generic]
    }()

    static let locales = ProgressTextFormatter.availableTableLocales()

    /// The forms of a line in the documented order.
    static func forms(_ snapshot: ProgressSnapshot, locale: String, width: ProgressTextFormatter.UnitWidth,
                      line: ProgressText.Line) throws -> [String] {
        let widths: [ProgressTextFormatter.UnitWidth] = switch width.description {
        case "wide": [.wide, .short, .narrow]
        case "short": [.short, .narrow]
        default: [.narrow]
        }
        var forms = try widths.map { try ProgressTextFormatter(locale: locale, unitWidth: $0).format(snapshot)[line] }
        let narrowest = try ProgressTextFormatter(locale: locale, unitWidth: widths.last ?? .narrow)
        guard line == .additionalDescription else { return forms }
        var reduced = snapshot
        reduced.throughput = nil
        forms.append(narrowest.format(reduced)[line])
        reduced.estimatedTimeRemaining = nil
        if reduced.status == .estimating { reduced.status = nil }
        forms.append(narrowest.format(reduced)[line])
        return forms
    }

    @Test(arguments: locales)
    func aFittedLineIsTheWidestFormThatFitsOrAWholeWordCut(locale: String) throws {
        for width in [ProgressTextFormatter.UnitWidth.wide, .short, .narrow] {
            let formatter = try ProgressTextFormatter(locale: locale, unitWidth: width)
            for snapshot in Self.snapshots {
                let forms = try Self.forms(snapshot, locale: locale, width: width, line: .additionalDescription)
                for columns in 20...120 {
                    let fitted = formatter.format(snapshot, columns: columns)
                    for line in ProgressText.Line.allCases {
                        let text = fitted[line]
                        #expect(DisplayWidth.columns(of: text) <= columns, "\(locale) \(width) \(columns): \(text)")
                    }
                    let text = fitted.additionalDescription
                    if let form = forms.first(where: { DisplayWidth.columns(of: $0) <= columns }) {
                        #expect(text == form, "\(locale) \(width) \(columns)")
                    } else {
                        try Self.expectWholeWordCut(text, of: try #require(forms.last), locale: locale)
                    }
                    // The parts are those of the text shown.
                    for part in fitted.parts {
                        #expect(part.utf8Offsets.upperBound <= fitted[part.line].utf8.count, "\(locale) \(columns)")
                    }
                }
            }
        }
    }

    @Test(arguments: locales)
    func aDescriptionShortensItsFileNameThenLeavesItOut(locale: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let snapshot = Self.snapshots[0]
        let full = formatter.format(snapshot).description
        var unnamed = snapshot
        unnamed.fileURL = nil
        let withoutName = formatter.format(unnamed).description
        for columns in 20...120 {
            let fitted = formatter.format(snapshot, columns: columns)
            let text = fitted.description
            #expect(DisplayWidth.columns(of: text) <= columns)
            if DisplayWidth.columns(of: full) <= columns {
                #expect(text == full)
            } else if text.contains("amd64.iso") {
                // Shortened in the middle to 16 characters or more, its start and extension kept.
                // (The name part, found by its field: it holds the isolates where there are any.)
                let part = try #require(fitted.parts.first { $0.field == .fileName })
                let name = fitted[part].filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
                #expect(name.count >= 16 && name.contains("…") && name.hasSuffix("amd64.iso"), "\(locale) \(columns): \(text)")
            } else if DisplayWidth.columns(of: withoutName) <= columns {
                #expect(text == withoutName, "\(locale) \(columns)")
            } else {
                try Self.expectWholeWordCut(text, of: withoutName, locale: locale)
            }
        }
    }

    @Test func theDocumentedEnglishExamples() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        var snapshot = Self.snapshots[0]
        snapshot.estimatedTimeRemaining = 97
        #expect(formatter.format(snapshot, columns: 80).additionalDescription
                == "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining")
        #expect(formatter.format(snapshot, columns: 45).additionalDescription == "419kB of 5.4MB (50kB/s) — 1m 37s remaining")
        #expect(formatter.format(snapshot, columns: 35).additionalDescription == "419kB of 5.4MB — 1m 37s remaining")
        #expect(formatter.format(snapshot, columns: 20).additionalDescription == "419kB of 5.4MB")
        #expect(formatter.format(snapshot, columns: 40).description == "Downloading “ubuntu-24.0…op-amd64.iso”…")
        #expect(formatter.format(snapshot, columns: 30).description == "Downloading files…")
        // A line that fits is the formatter's own, parts and all.
        #expect(formatter.format(snapshot, columns: 200) == formatter.format(snapshot))
    }

    @Test func japaneseAndGermanAreCutAfterWholeWords() throws {
        var snapshot = Self.snapshots[1]
        snapshot.fileTotalCount = 9
        #expect(try ProgressTextFormatter(locale: "ja").format(snapshot, columns: 20).description == "9 個のファイルを…")
        #expect(try ProgressTextFormatter(locale: "de").format(snapshot, columns: 20).description == "9 Dateien werden…")
    }

    /// `text` is `form` cut after a whole word with "…" (isolates closed), never inside one.
    static func expectWholeWordCut(_ text: String, of form: String, locale: String) throws {
        #expect(text.hasSuffix("…"), "\(locale): \(text)")
        var kept = String(text.dropLast())
        while kept.hasSuffix("\u{2069}"), !form.hasPrefix(kept) { kept.removeLast() }
        #expect(form.hasPrefix(kept), "\(locale): \(text) from \(form)")
        let ends = ICUWordBoundaries.wordEnds(in: form, locale: ICULocale.localeID(forLanguageTag: locale) ?? locale)
        #expect(kept.isEmpty || ends.contains(kept.utf8.count), "\(locale): cut inside a word: \(text)")
    }
}
