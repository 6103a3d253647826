import Foundation
@testable import ProgressFormat
import Testing
import ProgressTables

/// Lines fitted to a terminal (`ProgressTextFormatter.format(_:columns:)`), checked against the
/// documented order, worked out here from the public API (and, for the forms that keep a status
/// and the short description, the planner's forms): for every table locale, every unit width and
/// every width from 20 to 120 columns, the fitted line is the first form in the documented order
/// that fits — or, when none does, the line before the status-keeping forms cut after a whole
/// word with "…" — and it is never wider than asked.
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

    /// The forms of a line in the documented order, and the one that is cut when none fits.
    static func forms(_ snapshot: ProgressSnapshot, locale: String, width: ProgressTextFormatter.UnitWidth,
                      line: ProgressText.Line) throws -> (forms: [String], cut: String) {
        let widths: [ProgressTextFormatter.UnitWidth] = switch width.description {
        case "wide": [.wide, .short, .narrow]
        case "short": [.short, .narrow]
        default: [.narrow]
        }
        var forms = try widths.map { try ProgressTextFormatter(locale: locale, unitWidth: $0).format(snapshot)[line] }
        let narrowest = try ProgressTextFormatter(locale: locale, unitWidth: widths.last ?? .narrow)
        guard line == .additionalDescription else { return (forms, forms.last ?? "") }
        var reduced = snapshot
        reduced.throughput = nil
        forms.append(narrowest.format(reduced)[line])
        reduced.estimatedTimeRemaining = nil
        if reduced.status == .estimating { reduced.status = nil }
        let cut = narrowest.format(reduced)[line]
        forms.append(cut)
        // A status stays: with the completed amount, then alone.
        for form in AdditionalDescriptionPlanner.statusKeepingForms(reduced, width: narrowest.unitWidth) {
            forms.append(narrowest.renderer.render(form))
        }
        return (forms, cut)
    }

    @Test(arguments: locales)
    func aFittedLineIsTheWidestFormThatFitsOrAWholeWordCut(locale: String) throws {
        for width in [ProgressTextFormatter.UnitWidth.wide, .short, .narrow] {
            let formatter = try ProgressTextFormatter(locale: locale, unitWidth: width)
            for snapshot in Self.snapshots {
                let (forms, cutForm) = try Self.forms(snapshot, locale: locale, width: width, line: .additionalDescription)
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
                        try Self.expectWholeWordCut(text, of: cutForm, locale: locale)
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
        let short = formatter.renderer.render(DescriptionPlanner.plan(snapshot, short: true))
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
                // The widest form that fits: one character more does not.
                #expect(!Self.fits(formatter, snapshot, name: Self.ubuntu, length: name.count + 1, columns: columns),
                        "\(locale) \(columns): \(text)")
            } else if DisplayWidth.columns(of: withoutName) <= columns {
                // Left out only when not even the shortest shortened name fits.
                #expect(!Self.fits(formatter, snapshot, name: Self.ubuntu, length: 16, columns: columns), "\(locale) \(columns)")
                #expect(text == withoutName, "\(locale) \(columns)")
            } else if DisplayWidth.columns(of: short) <= columns {
                // Then the verb alone, before anything is cut.
                #expect(text == short, "\(locale) \(columns)")
            } else {
                try Self.expectWholeWordCut(text, of: short, locale: locale)
            }
        }
    }

    static let ubuntu = "ubuntu-24.04.1-desktop-amd64.iso"

    /// Whether the description of `snapshot` fits `columns` with `name` shortened to `length`
    /// characters (its own form when that is no shorter).
    static func fits(_ formatter: ProgressTextFormatter, _ snapshot: ProgressSnapshot, name: String, length: Int,
                     columns: Int) -> Bool {
        var named = snapshot
        named.fileURL = nil
        named.fileDisplayName = FileNamePolicy.shortened(name, toLength: length)
        return DisplayWidth.columns(of: formatter.format(named).description) <= columns
    }

    /// Names whose characters are not one column each — CJK and Hangul (two), emoji (two for a
    /// whole sequence), Devanagari (marks of none) — are shortened to the widest form that fits
    /// too (characters were once compared with columns, and the line came out a column short, or
    /// the name left out).
    @Test(arguments: ["ja", "ko", "en", "hi"], ["東京の写真アルバム二〇二四年夏休みの思い出コレクション.zip",
                                              "한국어파일이름이아주길어서잘려야합니다정말로요.txt",
                                              "👨‍👩‍👧🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉-party.png",
                                              "प्रोग्रेसफ़ॉर्मैटकीलंबीफ़ाइलकानामहैयहाँपर.pdf"])
    func wideAndCombiningNamesAreShortenedToTheWidestFormThatFits(locale: String, name: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        var snapshot = ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 100)
        snapshot.kind = .file
        snapshot.fileOperationKind = .downloading
        snapshot.fileDisplayName = name
        var unnamed = snapshot
        unnamed.fileDisplayName = nil
        let withoutName = formatter.format(unnamed).description
        for columns in 16...90 {
            let fitted = formatter.format(snapshot, columns: columns)
            #expect(DisplayWidth.columns(of: fitted.description) <= columns, "\(locale) \(columns): \(fitted.description)")
            if let part = fitted.parts.first(where: { $0.field == .fileName }) {
                let shown = fitted[part].filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
                if shown != name {
                    #expect(!Self.fits(formatter, snapshot, name: name, length: shown.count + 1, columns: columns),
                            "\(locale) \(columns): \(fitted.description)")
                }
            } else if fitted.description == withoutName {
                #expect(!Self.fits(formatter, snapshot, name: name, length: 16, columns: columns), "\(locale) \(columns)")
            }
        }
    }

    /// Fitting a line of a long message (a table from `--strings`) is linear in its length: the
    /// cut weighs each word end in constant time (it measured the whole prefix again at every
    /// word end: a 45 KB message took 10 s at 40 columns, a 180 KB one over 3 minutes).
    @Test(.timeLimit(.minutes(1)))
    func fittingALongMessageIsLinear() throws {
        let long = "{percent} " + String(repeating: "Wort ", count: 36_000) + "Ende"
        let directory = try MessageCatalogTests.overrideDirectory(germanChanges: ["percentCompleted": long])
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        let snapshot = ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100)
        for columns in [40, 80, 20_000] {
            let fitted = formatter.format(snapshot, columns: columns).description
            #expect(DisplayWidth.columns(of: fitted) <= columns)
            #expect(fitted.hasPrefix("7\u{00A0}% Wort Wort") && fitted.hasSuffix("Wort…"))
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
        #expect(formatter.format(snapshot, columns: 40).description == "Downloading “ubuntu-24.04…op-amd64.iso”…")
        #expect(formatter.format(snapshot, columns: 31).description == "Downloading “ubu…op-amd64.iso”…")
        #expect(formatter.format(snapshot, columns: 30).description == "Downloading files…")
        // A line that fits is the formatter's own, parts and all.
        #expect(formatter.format(snapshot, columns: 200) == formatter.format(snapshot))
    }

    /// Where the verb comes last, a cut after a whole word was a fragment ("9 Dateien werden…",
    /// "9 個のファイルを…"): a narrow description is the verb alone, and only that is ever cut.
    @Test func japaneseAndGermanKeepTheirVerb() throws {
        var snapshot = Self.snapshots[1]
        snapshot.fileTotalCount = 9
        #expect(try ProgressTextFormatter(locale: "ja").format(snapshot, columns: 20).description == "ダウンロード中…")
        #expect(try ProgressTextFormatter(locale: "de").format(snapshot, columns: 20).description == "Herunterladen…")
        #expect(try ProgressTextFormatter(locale: "de").format(snapshot, columns: 16).description == "Herunterladen…")
        #expect(try ProgressTextFormatter(locale: "de").format(snapshot, columns: 10).description == "…")
    }

    /// A status is kept at every width with room for it and the amounts, then for it alone
    /// (it was cut first: "22,6 МБ из 60,8 МБ…", "22.6MB of 60.8MB…").
    @Test(arguments: [
        ("ru", ProgressSnapshot.Status.stalled, 29, "22,6 МБ — простаивает"),
        ("ru", .stalled, 20, "Простаивает"),
        ("en", .paused, 20, "22.6MB — paused"),
        ("en", .paused, 30, "22.6 MB of 60.8 MB — paused"),
        ("en", .paused, 25, "22.6MB of 60.8MB — paused"),
        ("en", .failed, 14, "Failed"),
        ("de", .paused, 20, "22,6 MB – angehalten"),
        ("de", .cancelled, 12, "Abgebrochen"),
    ])
    func aStatusIsKept(locale: String, status: ProgressSnapshot.Status, columns: Int, expected: String) throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 22_600_000, totalUnitCount: 60_800_000, kind: .file,
                                        fileOperationKind: .downloading, throughput: 50_000, estimatedTimeRemaining: 770,
                                        status: status)
        #expect(try ProgressTextFormatter(locale: locale).format(snapshot, columns: columns).additionalDescription == expected)
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
