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
        let formatters = try widths.map { try ProgressTextFormatter(locale: locale, unitWidth: $0) }
        guard line == .additionalDescription else { return (formatters.map { $0.format(snapshot)[line] }, "") }
        // A narrower width whose durations are written in Latin letters where the formatter's
        // own are not (Japanese narrow "7s") writes no time remaining.
        let ownLatin = formatters[0].renderer.numbers.durationWordsHaveLatinLetters
        func renderings(_ snapshot: ProgressSnapshot) -> [String] {
            formatters.compactMap { formatter in
                let text = formatter.format(snapshot)
                let foreign = !ownLatin && formatter.renderer.numbers.durationWordsHaveLatinLetters
                return foreign && text.parts.contains(where: { $0.field == .timeRemaining }) ? nil : text[line]
            }
        }
        // Each form in every width, widest first: the whole line, without the rate, without the
        // time remaining.
        var reduced = snapshot
        var forms = renderings(reduced)
        reduced.throughput = nil
        forms += renderings(reduced)
        reduced.estimatedTimeRemaining = nil
        let withoutTimeRemaining = renderings(reduced)
        forms += withoutTimeRemaining
        // A status stays: with the completed amount, then alone.
        let statusForms = formatters.map { AdditionalDescriptionPlanner.statusKeepingForms(reduced, width: $0.unitWidth) }
        for index in statusForms[0].indices {
            forms += zip(formatters, statusForms).map { $0.renderer.render($1[index]) }
        }
        return (forms, withoutTimeRemaining.last ?? "")
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
        // Without the rate and the time remaining, the wide units fit again.
        #expect(formatter.format(snapshot, columns: 20).additionalDescription == "419 kB of 5.4 MB")
        #expect(formatter.format(snapshot, columns: 15).additionalDescription == "419kB of 5.4MB")
        #expect(formatter.format(snapshot, columns: 40).description == "Downloading “ubuntu-24.04…op-amd64.iso”…")
        #expect(formatter.format(snapshot, columns: 31).description == "Downloading “ubu…op-amd64.iso”…")
        #expect(formatter.format(snapshot, columns: 30).description == "Downloading files…")
        // A line that fits is the formatter's own, parts and all.
        #expect(formatter.format(snapshot, columns: 200) == formatter.format(snapshot))
    }

    /// A name with spelled-out control characters keeps the 16 characters the order promises:
    /// at 24 columns it is left out (it once showed 'a␛[…f.zip', 9 characters), from 31 on it
    /// is shortened, cut beside a spelled-out form.
    @Test func aNameWithSpelledOutFormsKeepsSixteenCharacters() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let snapshot = ProgressSnapshot(completedUnitCount: 5, totalUnitCount: 10, kind: .file, fileOperationKind: .downloading,
                                        fileDisplayName: "a\u{1B}[" + String(repeating: "\u{85}", count: 5) + "f.zip")
        #expect(formatter.format(snapshot, columns: 24).description == "Downloading files…")
        #expect(formatter.format(snapshot, columns: 30).description == "Downloading files…")
        #expect(formatter.format(snapshot, columns: 31).description == "Downloading \u{201C}a\u{241B}…<U+0085>f.zip\u{201D}…")
        #expect(formatter.format(snapshot, columns: 32).description == "Downloading \u{201C}a\u{241B}[…<U+0085>f.zip\u{201D}…")
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
        ("en", .estimating, 40, "22.6 MB — estimating time remaining…"),
        ("de", .estimating, 44, "22,6 MB – Restzeit wird ermittelt…"),
        ("ru", .stalled, 20, "Простаивает"),
        ("en", .paused, 20, "22.6 MB — paused"),
        ("en", .paused, 15, "22.6MB — paused"),
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

    /// "Estimating" is kept with the completed amount while that fits (it was dropped with the
    /// time remaining: "6,3 MB von 89,1 MB" at 44 columns, though "6,3 MB – Restzeit wird
    /// ermittelt…" fits), then gives way to the amounts, never standing alone; a count that
    /// gains a digit keeps it at 60 columns.
    @Test func estimatingIsKeptWhileItFits() throws {
        let german = try ProgressTextFormatter(locale: "de")
        var snapshot = ProgressSnapshot(completedUnitCount: 6_300_000, totalUnitCount: 89_100_000, kind: .file,
                                        fileOperationKind: .downloading, fileTotalCount: 4, status: .estimating)
        #expect(german.format(snapshot, columns: 44).additionalDescription == "6,3 MB \u{2013} Restzeit wird ermittelt…")
        #expect(german.format(snapshot, columns: 33).additionalDescription == "6,3 MB \u{2013} Restzeit wird ermittelt…")
        #expect(german.format(snapshot, columns: 32).additionalDescription == "6,3 MB von 89,1 MB")
        #expect(german.format(snapshot, columns: 16).additionalDescription == "6,3 MB von…")
        snapshot.throughput = 2_500_000
        #expect(german.format(snapshot, columns: 60).additionalDescription
            == "6,3 MB von 89,1 MB (2,5 MB/s) \u{2013} Restzeit wird ermittelt…")
        snapshot.completedUnitCount = 16_300_000
        #expect(german.format(snapshot, columns: 60).additionalDescription
            == "16,3 MB von 89,1 MB (2,5 MB/s) \u{2013} Restzeit wird ermittelt…")
        let english = try ProgressTextFormatter(locale: "en")
        snapshot.completedUnitCount = 163_000_000
        snapshot.totalUnitCount = 891_000_000
        #expect(english.format(snapshot, columns: 60).additionalDescription
            == "163.0 MB of 891.0 MB (2.5 MB/s) \u{2014} estimating time remaining…")
        #expect(english.format(snapshot, columns: 50).additionalDescription
            == "163.0 MB of 891.0 MB \u{2014} estimating time remaining…")
        #expect(english.format(snapshot, columns: 40).additionalDescription == "163.0 MB \u{2014} estimating time remaining…")
    }

    /// Japanese narrow durations are written in Latin letters ("残り 7s"): fitting leaves out
    /// the speed before it narrows a time remaining into them ("残り 7 秒" fits at 40).
    @Test func japaneseKeepsItsTimeWords() throws {
        let japanese = try ProgressTextFormatter(locale: "ja")
        let snapshot = ProgressSnapshot(completedUnitCount: 419_431_000, totalUnitCount: 5_356_456_000, kind: .file,
                                        fileOperationKind: .downloading, throughput: 50_000_000, estimatedTimeRemaining: 7)
        #expect(japanese.format(snapshot, columns: 44).additionalDescription == "419.4 MB/5.36 GB\u{FF08}50.0 MB/秒\u{FF09}\u{3001}残り 7 秒")
        #expect(japanese.format(snapshot, columns: 40).additionalDescription == "419.4 MB/5.36 GB\u{3001}残り 7 秒")
        #expect(japanese.format(snapshot, columns: 20).additionalDescription == "419.4 MB/5.36 GB")
        // Narrow units still serve a line with no time in it.
        #expect(japanese.format(snapshot, columns: 14).additionalDescription == "419.4MB/5.36GB")
        // A formatter asked for narrow units writes them, as asked.
        #expect(try ProgressTextFormatter(locale: "ja", unitWidth: .narrow).format(snapshot, columns: 40).additionalDescription
            == "419.4MB/5.36GB\u{FF08}50.0MB/秒\u{FF09}\u{3001}残り 7s")
        // Persian's narrow durations are Latin too ("۱m ۳۷s"); its wide ones are not.
        #expect(try ProgressTextFormatter(locale: "fa").format(snapshot, columns: 30).additionalDescription.contains("s") == false)
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
