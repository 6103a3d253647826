import Foundation
@testable import ProgressFormat
import Testing

@Suite struct ProgressTextFormatterTests {
    static func downloading(files: Int) -> ProgressSnapshot {
        // A byte arrived (of a size not known): past starting, so the file counts are shown.
        ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 0, kind: .file, fileOperationKind: .downloading,
                         fileTotalCount: files, fileCompletedCount: 0)
    }

    @Test(arguments: [
        (0, "Downloading 0 files…", "0 of 0 files"),
        (1, "Downloading 1 file…", "0 of 1 file"),
        (2, "Downloading 2 files…", "0 of 2 files"),
        (5, "Downloading 5 files…", "0 of 5 files"),
        (21, "Downloading 21 files…", "0 of 21 files"),
        (1_000_000, "Downloading 1,000,000 files…", "0 of 1,000,000 files"),
    ])
    func pluralFileCountsInEnglish(files: Int, description: String, additional: String) throws {
        let text = try ProgressTextFormatter(locale: "en").format(Self.downloading(files: files))
        #expect(text.description == description)
        #expect(text.additionalDescription == additional)
    }

    @Test(arguments: [
        (0, "0 Dateien werden heruntergeladen…", "0 von 0 Dateien"),
        (1, "1 Datei wird heruntergeladen…", "0 von 1 Datei"),
        (2, "2 Dateien werden heruntergeladen…", "0 von 2 Dateien"),
        (5, "5 Dateien werden heruntergeladen…", "0 von 5 Dateien"),
        (21, "21 Dateien werden heruntergeladen…", "0 von 21 Dateien"),
        (1_000_000, "1.000.000 Dateien werden heruntergeladen…", "0 von 1.000.000 Dateien"),
    ])
    func pluralFileCountsInGerman(files: Int, description: String, additional: String) throws {
        let text = try ProgressTextFormatter(locale: "de").format(Self.downloading(files: files))
        #expect(text.description == description)
        #expect(text.additionalDescription == additional)
    }

    @Test func headlineInGerman() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading,
                                        fileURL: URL(fileURLWithPath: "Downloads/photos.zip"),
                                        fileTotalCount: 9, fileCompletedCount: 7, throughput: 50_000,
                                        estimatedTimeRemaining: 97)
        let text = try ProgressTextFormatter(locale: "de").format(snapshot)
        #expect(text.description == "9 Dateien werden heruntergeladen…")
        #expect(text.additionalDescription == "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden")
        let single = try ProgressTextFormatter(locale: "de").format(ProgressSnapshot(
            kind: .file, fileOperationKind: .copying, fileURL: URL(fileURLWithPath: "/tmp/photos.zip")))
        #expect(single.description == "„photos.zip“ wird kopiert…")
        let percent = try ProgressTextFormatter(locale: "de").format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        #expect(percent.description == "7\u{00A0}% abgeschlossen")
    }

    @Test func rightToLeftFileNamesAreIsolatedInLeftToRightText() throws {
        let snapshot = ProgressSnapshot(kind: .file, fileOperationKind: .downloading,
                                        fileURL: URL(fileURLWithPath: "/tmp/تقرير.pdf"))
        #expect(try ProgressTextFormatter(locale: "en").format(snapshot).description
            == "Downloading “\u{2068}تقرير.pdf\u{2069}”…")
        #expect(try ProgressTextFormatter(locale: "de").format(snapshot).description
            == "„\u{2068}تقرير.pdf\u{2069}“ wird heruntergeladen…")
    }

    @Test func wordsAndNumbersNeverMixLanguages() throws {
        // No Xhosa table: the words fall back to English, so the numbers do too.
        let formatter = try ProgressTextFormatter(locale: "xh")
        #expect(formatter.tableLocale == "en")
        #expect(formatter.resolvedLocale == "en")
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file))
        #expect(text.additionalDescription == "419 kB of 5.4 MB")
    }

    @Test func regionalConventionsApplyToTheLanguagesTable() throws {
        let formatter = try ProgressTextFormatter(locale: "de-CH")
        #expect(formatter.tableLocale == "de")
        #expect(formatter.resolvedLocale == "de-CH")
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 1_234_567, totalUnitCount: 9_876_543))
        #expect(text.additionalDescription == "1’234’567 von 9’876’543")
        #expect(text.description == "12% abgeschlossen")
    }

    @Test(arguments: [
        ("de", "de", "de"),
        ("de-CH", "de-CH", "de"),
        ("de_DE.UTF-8", "de-DE", "de"),
        ("de_AT.utf8@euro", "de-AT", "de"),
        ("zh-Hant-TW", "zh-Hant-TW", "zh-Hant"),
        ("zh-TW", "zh-TW", "zh-Hant"),
        ("zh", "zh", "zh-Hans"),
        ("ar-u-nu-latn", "ar-u-nu-latn", "ar"),
        ("pt", "pt", "pt-BR"),
        ("es-MX", "es-MX", "es-419"),
        ("sr_RS@latin", "sr-Latn-RS", "sr-Latn"),
        ("sr_RS.UTF-8@latin", "sr-Latn-RS", "sr-Latn"),
        ("ar@numbers=latn", "ar-u-nu-latn", "ar"),
        ("ar_EG.UTF-8@numbers=latn", "ar-EG-u-nu-latn", "ar"),
        ("is", "is", "is"),
        ("xh", "en", "en"),
        ("no", "nb", "nb"),
        ("nn", "nn", "nn"),
        ("nn-NO", "nn-NO", "nn"),
        ("hi-Latn", "hi-Latn", "hi-Latn"),
        ("hi", "hi", "hi"),
        ("yue-HK", "yue-HK", "yue"),
        ("bs-BA", "bs-BA", "bs"),
        ("no_NO.UTF-8", "nb", "nb"),
        ("nb-NO", "nb-NO", "nb"),
        ("C", "en", "en"),
        ("C.UTF-8", "en", "en"),
        ("POSIX", "en", "en"),
        ("en_US.UTF-8", "en-US", "en"),
        ("en-GB", "en-GB", "en-GB"),
        ("en-IE", "en-IE", "en-GB"),
    ])
    func acceptsLocaleSpellings(requested: String, resolved: String, table: String) throws {
        let formatter = try ProgressTextFormatter(locale: requested)
        #expect(formatter.locale == requested)
        #expect(formatter.resolvedLocale == resolved)
        #expect(formatter.tableLocale == table)
        #expect(formatter.tableProblems.isEmpty)
    }

    @Test(arguments: [
        ("xx", "unknown locale 'xx': ICU has no data for it"),
        ("tlh", "unknown locale 'tlh': ICU has no data for it"),
        ("", "invalid locale '': the locale is empty"),
        ("de DE", "invalid locale 'de DE': only ASCII letters, digits, '-', '_', '.' and '@' may appear"),
        ("not a locale!", "invalid locale 'not a locale!': only ASCII letters, digits, '-', '_', '.' and '@' may appear"),
        ("--", "invalid locale '--': not a BCP 47 language tag or POSIX locale name"),
    ])
    func rejectsLocalesICUCannotServe(locale: String, message: String) {
        #expect {
            _ = try ProgressTextFormatter(locale: locale)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de-DE"),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], "ja-JP"),
        (["LANG": "de_DE.UTF-8", "LC_ALL": "C"], "en"),
        (["LC_ALL": "", "LANG": "fr_FR"], "fr-FR"),
        (["LANG": "POSIX"], "en"),
        ([:], "en"),
        (["LANG": "sr_RS@latin"], "sr-Latn-RS"),
        (["LANG": "sr_RS.UTF-8@latin"], "sr-Latn-RS"),
        (["LANG": "ar_EG.UTF-8@numbers=latn"], "ar-EG-u-nu-latn"),
        (["LANG": "xx_YY.UTF-8"], "en"),
    ])
    func readsTheEnvironmentLikePOSIXTools(environment: [String: String], locale: String) {
        #expect(ProgressTextFormatter.environmentLocale(environment) == locale)
    }

    /// ICU's keyword spelling of a numbering system means what the BCP 47 one does: Latin
    /// digits (`ar@numbers=latn` once gave Arabic ones, its modifier dropped as `@euro` is).
    @Test(arguments: ["ar@numbers=latn", "ar-u-nu-latn", "ar_EG.UTF-8@numbers=latn", "ar-EG-u-nu-latn"])
    func bothSpellingsOfANumberingSystemWriteItsDigits(locale: String) throws {
        let text = try ProgressTextFormatter(locale: locale).format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
        #expect(text.description == "\u{0627}\u{0643}\u{062A}\u{0645}\u{0644} 7\u{200E}%\u{200E}")
        #expect(text.additionalDescription == "7 \u{0645}\u{0646} 100")
    }

    @Test func listsItsTables() {
        #expect(ProgressTextFormatter.availableTableLocales().contains("en"))
        #expect(ProgressTextFormatter.availableTableLocales().contains("de"))
    }

    @Test func sharedFormatterGivesTheSameTextOnEveryThread() async throws {
        let formatters = try ["en", "de", "de-CH", "fr"].map { try ProgressTextFormatter(locale: $0) }
        let snapshots = (0..<50).map { index in
            ProgressSnapshot(completedUnitCount: Int64(index) * 104_729, totalUnitCount: 5_356_456,
                             kind: index.isMultiple(of: 2) ? .file : nil, fileOperationKind: .downloading,
                             fileTotalCount: index % 7, fileCompletedCount: index % 3,
                             throughput: Double(index) * 12_345.6, estimatedTimeRemaining: Double(index * index * 37))
        }
        let expected = formatters.map { formatter in snapshots.map { formatter.format($0) } }
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for round in 0..<20 {
                        let which = (task + round) % formatters.count
                        let outputs = snapshots.map { formatters[which].format($0) }
                        if outputs != expected[which] { return false }
                    }
                    return true
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 })
    }

    @Test func reportsTheICUVersion() {
        #expect(ProgressTextFormatter.icuVersion.hasPrefix("7"))
    }
}

@Suite struct RenderMemoTests {
    @Test(arguments: ["en", "de", "ru", "ar", "ja", "he"])
    func aStreamOfUpdatesGivesWhatFreshFormattersGive(locale: String) throws {
        let streaming = try ProgressTextFormatter(locale: locale)
        for step in 0..<300 {
            var snapshot = try #require(ProgressScenario.named(step % 50 == 49 ? "huge-values" : "everything")).snapshot
            snapshot.completedUnitCount = Int64(step) * 17_851
            snapshot.throughput = Double(50_000 + (step % 7) * 1_000)
            snapshot.estimatedTimeRemaining = Double(300 - step) / 3
            snapshot.fileTotalCount = 9 + step / 100
            let fresh = try ProgressTextFormatter(locale: locale).format(snapshot)
            #expect(streaming.format(snapshot) == fresh, "step \(step)")
        }
    }

    /// The memo keeps the last description; every scenario in turn (the description changes
    /// kind, operation, file, counts and percentage from one to the next), then again in the
    /// other direction, must read as a fresh formatter reads it.
    @Test(arguments: ["en", "ar"])
    func switchingScenariosGivesWhatFreshFormattersGive(locale: String) throws {
        let streaming = try ProgressTextFormatter(locale: locale)
        let scenarios = ProgressScenario.all + ProgressScenario.all.reversed()
        for scenario in scenarios {
            let fresh = try ProgressTextFormatter(locale: locale).format(scenario.snapshot)
            #expect(streaming.format(scenario.snapshot) == fresh, "\(scenario.name)")
        }
    }
}

@Suite struct ProgressSnapshotCodingTests {
    @Test func roundTripsThroughJSON() throws {
        let everything = try #require(ProgressScenario.named("everything")).snapshot
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(everything), as: UTF8.self)
        #expect(json == #"{"completedUnitCount":419431,"estimatedTimeRemaining":97,"fileCompletedCount":7,"#
            + #""fileOperationKind":"downloading","fileTotalCount":9,"fileURL":"file:///home/user/Downloads/photos.zip","#
            + #""kind":"file","throughput":50000,"totalUnitCount":5356456}"#)
        #expect(try JSONDecoder().decode(ProgressSnapshot.self, from: Data(json.utf8)) == everything)
        #expect(try JSONDecoder().decode(ProgressSnapshot.self, from: Data("{}".utf8)) == ProgressSnapshot())
    }
}
