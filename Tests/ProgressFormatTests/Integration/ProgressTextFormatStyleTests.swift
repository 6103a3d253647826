import Foundation
@testable import ProgressFormat
import Testing

/// `snapshot.formatted(.progressText.locale(…))` and the one-line styles.
@Suite struct ProgressTextFormatStyleTests {
    static let everything = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                             fileOperationKind: .downloading, fileTotalCount: 9,
                                             throughput: 50_000, estimatedTimeRemaining: 97)

    @Test(arguments: [
        ("en", "Downloading 9 files…", "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"),
        ("de", "9 Dateien werden heruntergeladen…", "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden"),
        ("de_CH", "9 Dateien werden heruntergeladen…", "419 kB von 5.4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden"),
        ("fr", "Téléchargement de 9 fichiers…", "419\u{202F}ko sur 5,4\u{202F}Mo (50\u{202F}ko/s) — il reste 1 minute et 37\u{00A0}secondes"),
        ("ja", "9 個のファイルをダウンロード中…", "419 KB/5.4 MB（50 KB/秒）、残り 1 分 37 秒"),
        ("ar", "جارٍ تنزيل ٩ ملفات…", "٤١٩ كيلوبايت من ٥٫٤ ميغابايت (٥٠ كيلوبايت/ث) — تتبقى دقيقة و٣٧ ثانية"),
    ])
    func formatsInALocale(identifier: String, description: String, additionalDescription: String) {
        let text = Self.everything.formatted(.progressText.locale(Locale(identifier: identifier)))
        #expect(text.description == description)
        #expect(text.additionalDescription == additionalDescription)
        #expect(Self.everything.formatted(.progressDescription.locale(Locale(identifier: identifier))) == description)
        #expect(Self.everything.formatted(.progressAdditionalDescription.locale(Locale(identifier: identifier)))
            == additionalDescription)
    }

    @Test func theSameTextAsAFormatter() throws {
        let formatter = try ProgressTextFormatter(locale: "ar", unitWidth: .short)
        let text = Self.everything.formatted(.progressText.locale(Locale(identifier: "ar")).unitWidth(.short))
        #expect(text == formatter.format(Self.everything))
        #expect(text.parts == formatter.format(Self.everything).parts)
    }

    @Test func widths() {
        let english = Locale(identifier: "en")
        #expect(Self.everything.formatted(.progressAdditionalDescription.locale(english).unitWidth(.short))
            == "419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining")
        #expect(Self.everything.formatted(.progressText.unitWidth(.narrow).locale(english)).additionalDescription
            == "419kB of 5.4MB (50kB/s) — 1m 37s remaining")
    }

    @Test func localeReturnsACopy() {
        let english = ProgressTextFormatStyle(locale: Locale(identifier: "en"))
        let german = english.locale(Locale(identifier: "de"))
        #expect(english.locale == Locale(identifier: "en"))
        #expect(german.locale == Locale(identifier: "de"))
        #expect(english.format(Self.everything).description == "Downloading 9 files…")
        #expect(german.format(Self.everything).description == "9 Dateien werden heruntergeladen…")
        var changed = english
        changed.locale = Locale(identifier: "de")
        #expect(changed == german)
        #expect(changed.format(Self.everything) == german.format(Self.everything))
    }

    @Test func theDefaultLocaleIsThePOSIXEnvironments() {
        let expected = Locale(identifier: ProgressTextFormatter.environmentLocale(ProcessInfo.processInfo.environment))
        #expect(ProgressTextFormatStyle().locale == expected)
        #expect(ProgressTextFormatStyle.progressText.locale == expected)
        #expect(ProgressLineFormatStyle.progressDescription.textStyle.locale == expected)
        #expect(Self.everything.formatted() == Self.everything.formatted(.progressText.locale(expected)))
    }

    @Test func anUnusableLocaleGivesEnglish() {
        let text = Self.everything.formatted(.progressText.locale(Locale(identifier: "xx")))
        #expect(text.description == "Downloading 9 files…")
        #expect(text.additionalDescription == "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining")
    }

    @Test func roundTripsThroughJSON() throws {
        let style = ProgressTextFormatStyle(locale: Locale(identifier: "de_CH"), unitWidth: .narrow)
        let data = try JSONEncoder().encode(style)
        #expect(String(decoding: data, as: UTF8.self).contains("\"unitWidth\":\"narrow\""))
        let decoded = try JSONDecoder().decode(ProgressTextFormatStyle.self, from: data)
        #expect(decoded == style)
        #expect(decoded.format(Self.everything) == style.format(Self.everything))
        #expect(decoded.format(Self.everything).additionalDescription
            == "419 kB von 5.4 MB (50 kB/s) – noch 1 Min., 37 Sek.")   // CLDR's German narrow is its short

        let line = ProgressLineFormatStyle.progressAdditionalDescription.locale(Locale(identifier: "ja"))
        let decodedLine = try JSONDecoder().decode(ProgressLineFormatStyle.self, from: try JSONEncoder().encode(line))
        #expect(decodedLine == line)
        #expect(decodedLine.format(Self.everything) == "419 KB/5.4 MB（50 KB/秒）、残り 1 分 37 秒")
    }

    @Test func hashable() {
        let styles: Set<ProgressTextFormatStyle> = [
            .progressText.locale(Locale(identifier: "en")),
            .progressText.locale(Locale(identifier: "en")),
            .progressText.locale(Locale(identifier: "de")),
            .progressText.locale(Locale(identifier: "de")).unitWidth(.narrow),
        ]
        #expect(styles.count == 3)
        let english = ProgressTextFormatStyle(locale: Locale(identifier: "en"))
        #expect(english.hashValue == ProgressTextFormatStyle(locale: Locale(identifier: "en"), unitWidth: .wide).hashValue)
        #expect(ProgressLineFormatStyle(.description, textStyle: english) != ProgressLineFormatStyle(.additionalDescription, textStyle: english))
    }

    @Test func anEmptyLineIsEmptyNotNil() {
        let indeterminate = ProgressSnapshot()
        let line: String = indeterminate.formatted(.progressDescription.locale(Locale(identifier: "en")))
        #expect(line == "")
    }

    @Test func formatsFromManyThreads() async {
        let style = ProgressTextFormatStyle(locale: Locale(identifier: "de"))
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { style.format(Self.everything).additionalDescription }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(texts == Array(repeating: "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden", count: 8))
    }
}
