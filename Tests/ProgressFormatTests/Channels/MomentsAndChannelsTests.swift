import Foundation
@testable import ProgressFormat
import ProgressTables
import Testing

/// Each moment of an operation's life (starting, running, stalled, failed, finished in 14
/// seconds) on each channel (the terminal's two lines, a log line, what a screen reader says and
/// its short value), exactly, in five languages and scripts; and every shipped table says every
/// moment on every channel in its own words.
@Suite struct MomentsAndChannelsTests {
    static let photos = URL(fileURLWithPath: "/home/ada/photos.zip")

    enum Moment: String, CaseIterable, Sendable {
        case starting
        case running
        case stalled
        case failed
        case finished

        var snapshot: ProgressSnapshot {
            switch self {
            case .starting:
                ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .downloading, fileTotalCount: 6)
            case .running:
                ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .downloading, fileTotalCount: 6,
                                  throughput: 50_000, estimatedTimeRemaining: 97)
            case .stalled:
                ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .downloading,
                                  fileURL: MomentsAndChannelsTests.photos, status: .stalled)
            case .failed:
                ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .uploading,
                                  fileURL: MomentsAndChannelsTests.photos, status: .failed)
            case .finished:
                ProgressSnapshot(completedUnitCount: 5_356_456, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .downloading,
                                  fileTotalCount: 6, elapsedTime: 14)
            }
        }
    }

    struct Expected: Sendable, CustomTestStringConvertible {
        var locale: String
        var moment: Moment
        var terminal: [String]
        var log: String
        var spoken: String
        var spokenValue: String
        var testDescription: String { "\(locale) \(moment.rawValue)" }

        init(_ locale: String, _ moment: Moment, terminal: [String], log: String, spoken: String, spokenValue: String) {
            self.locale = locale
            self.moment = moment
            self.terminal = terminal
            self.log = log
            self.spoken = spoken
            self.spokenValue = spokenValue
        }
    }

    static let expected: [Expected] = [
        Expected("en", .starting,
                 terminal: ["Downloading 6 files…",
                            "Starting…"],
                 log: "Downloading 6 files: starting",
                 spoken: "Downloading 6 files, starting",
                 spokenValue: "0 percent, starting"),
        Expected("en", .running,
                 terminal: ["Downloading 6 files…",
                            "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"],
                 log: "Downloading 6 files: 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining",
                 spoken: "Downloading 6 files, 419 kilobytes of 5.4 megabytes, 50 kilobytes per second, 1 minute, 37 seconds remaining",
                 spokenValue: "7 percent, 1 minute, 37 seconds remaining"),
        Expected("en", .stalled,
                 terminal: ["Downloading “photos.zip”…",
                            "419 kB of 5.4 MB — stalled"],
                 log: "Downloading “photos.zip”: 419 kB of 5.4 MB — stalled",
                 spoken: "Downloading “photos.zip”, 419 kilobytes of 5.4 megabytes, stalled",
                 spokenValue: "7 percent, stalled"),
        Expected("en", .failed,
                 terminal: ["Uploading “photos.zip”…",
                            "419 kB of 5.4 MB — failed"],
                 log: "Uploading “photos.zip”: 419 kB of 5.4 MB — failed",
                 spoken: "Uploading “photos.zip”, 419 kilobytes of 5.4 megabytes, failed",
                 spokenValue: "7 percent, failed"),
        Expected("en", .finished,
                 terminal: ["Downloaded 6 files",
                            "5.4 MB — done in 14 seconds"],
                 log: "Downloaded 6 files: 5.4 MB — done in 14 seconds",
                 spoken: "Downloaded 6 files, 5.4 megabytes, done in 14 seconds",
                 spokenValue: "100 percent, done in 14 seconds"),
        Expected("de", .starting,
                 terminal: ["6 Dateien werden heruntergeladen…",
                            "Wird gestartet…"],
                 log: "6 Dateien werden heruntergeladen: wird gestartet",
                 spoken: "6 Dateien werden heruntergeladen, wird gestartet",
                 spokenValue: "0 Prozent, wird gestartet"),
        Expected("de", .running,
                 terminal: ["6 Dateien werden heruntergeladen…",
                            "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden"],
                 log: "6 Dateien werden heruntergeladen: 419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden",
                 spoken: "6 Dateien werden heruntergeladen, 419 Kilobyte von 5,4 Megabyte, 50 Kilobyte pro Sekunde, noch 1 Minute, 37 Sekunden",
                 spokenValue: "7 Prozent, noch 1 Minute, 37 Sekunden"),
        Expected("de", .stalled,
                 terminal: ["„photos.zip“ wird heruntergeladen…",
                            "419 kB von 5,4 MB – stockt"],
                 log: "„photos.zip“ wird heruntergeladen: 419 kB von 5,4 MB – stockt",
                 spoken: "„photos.zip“ wird heruntergeladen, 419 Kilobyte von 5,4 Megabyte, stockt",
                 spokenValue: "7 Prozent, stockt"),
        Expected("de", .failed,
                 terminal: ["„photos.zip“ wird hochgeladen…",
                            "419 kB von 5,4 MB – fehlgeschlagen"],
                 log: "„photos.zip“ wird hochgeladen: 419 kB von 5,4 MB – fehlgeschlagen",
                 spoken: "„photos.zip“ wird hochgeladen, 419 Kilobyte von 5,4 Megabyte, fehlgeschlagen",
                 spokenValue: "7 Prozent, fehlgeschlagen"),
        Expected("de", .finished,
                 terminal: ["6 Dateien wurden heruntergeladen",
                            "5,4 MB – fertig, Dauer: 14 Sekunden"],
                 log: "6 Dateien wurden heruntergeladen: 5,4 MB – fertig, Dauer: 14 Sekunden",
                 spoken: "6 Dateien wurden heruntergeladen, 5,4 Megabyte, fertig, Dauer: 14 Sekunden",
                 spokenValue: "100 Prozent, fertig, Dauer: 14 Sekunden"),
        Expected("ar", .starting,
                 terminal: ["جارٍ تنزيل ٦ ملفات…",
                            "جارٍ البدء…"],
                 log: "جارٍ تنزيل ٦ ملفات: جارٍ البدء",
                 spoken: "جارٍ تنزيل ٦ ملفات، جارٍ البدء",
                 spokenValue: "٠٪، جارٍ البدء"),
        Expected("ar", .running,
                 terminal: ["جارٍ تنزيل ٦ ملفات…",
                            "٤١٩ كيلوبايت من ٥٫٤ ميغابايت (٥٠ كيلوبايت/ث) — تتبقى دقيقة و٣٧ ثانية"],
                 log: "جارٍ تنزيل ٦ ملفات: ٤١٩ كيلوبايت من ٥٫٤ ميغابايت (٥٠ كيلوبايت/ث) — تتبقى دقيقة و٣٧ ثانية",
                 spoken: "جارٍ تنزيل ٦ ملفات، ٤١٩ كيلوبايت من ٥٫٤ ميغابايت، ٥٠ كيلوبايت في الثانية، تتبقى دقيقة و٣٧ ثانية",
                 spokenValue: "٧٪، تتبقى دقيقة و٣٧ ثانية"),
        Expected("ar", .stalled,
                 terminal: ["جارٍ تنزيل ”\u{2068}photos.zip\u{2069}“…",
                            "٤١٩ كيلوبايت من ٥٫٤ ميغابايت — عالق"],
                 log: "جارٍ تنزيل ”\u{2068}photos.zip\u{2069}“: ٤١٩ كيلوبايت من ٥٫٤ ميغابايت — عالق",
                 spoken: "جارٍ تنزيل ”\u{2068}photos.zip\u{2069}“، ٤١٩ كيلوبايت من ٥٫٤ ميغابايت، عالق",
                 spokenValue: "٧٪، عالق"),
        Expected("ar", .failed,
                 terminal: ["جارٍ رفع ”\u{2068}photos.zip\u{2069}“…",
                            "٤١٩ كيلوبايت من ٥٫٤ ميغابايت — فشل"],
                 log: "جارٍ رفع ”\u{2068}photos.zip\u{2069}“: ٤١٩ كيلوبايت من ٥٫٤ ميغابايت — فشل",
                 spoken: "جارٍ رفع ”\u{2068}photos.zip\u{2069}“، ٤١٩ كيلوبايت من ٥٫٤ ميغابايت، فشل",
                 spokenValue: "٧٪، فشل"),
        Expected("ar", .finished,
                 terminal: ["تم تنزيل ٦ ملفات",
                            "٥٫٤ ميغابايت — اكتمل، الوقت المستغرق: ١٤ ثانية"],
                 log: "تم تنزيل ٦ ملفات: ٥٫٤ ميغابايت — اكتمل، الوقت المستغرق: ١٤ ثانية",
                 spoken: "تم تنزيل ٦ ملفات، ٥٫٤ ميغابايت، اكتمل، الوقت المستغرق: ١٤ ثانية",
                 spokenValue: "١٠٠ بالمائة، اكتمل، الوقت المستغرق: ١٤ ثانية"),
        Expected("ja", .starting,
                 terminal: ["6 個のファイルをダウンロード中…",
                            "開始中…"],
                 log: "6 個のファイルをダウンロード中：開始中",
                 spoken: "6 個のファイルをダウンロード中、開始中",
                 spokenValue: "0 パーセント、開始中"),
        Expected("ja", .running,
                 terminal: ["6 個のファイルをダウンロード中…",
                            "419 KB/5.4 MB（50 KB/秒）、残り 1 分 37 秒"],
                 log: "6 個のファイルをダウンロード中：419 KB/5.4 MB（50 KB/秒）、残り 1 分 37 秒",
                 spoken: "6 個のファイルをダウンロード中、全 5.4 メガバイト 中 419 キロバイト、毎秒 50 キロバイト、残り 1 分 37 秒",
                 spokenValue: "7 パーセント、残り 1 分 37 秒"),
        Expected("ja", .stalled,
                 terminal: ["「photos.zip」をダウンロード中…",
                            "419 KB/5.4 MB、停滞中"],
                 log: "「photos.zip」をダウンロード中：419 KB/5.4 MB、停滞中",
                 spoken: "「photos.zip」をダウンロード中、全 5.4 メガバイト 中 419 キロバイト、停滞中",
                 spokenValue: "7 パーセント、停滞中"),
        Expected("ja", .failed,
                 terminal: ["「photos.zip」をアップロード中…",
                            "419 KB/5.4 MB、失敗"],
                 log: "「photos.zip」をアップロード中：419 KB/5.4 MB、失敗",
                 spoken: "「photos.zip」をアップロード中、全 5.4 メガバイト 中 419 キロバイト、失敗",
                 spokenValue: "7 パーセント、失敗"),
        Expected("ja", .finished,
                 terminal: ["6 個のファイルをダウンロードしました",
                            "5.4 MB、14 秒で完了"],
                 log: "6 個のファイルをダウンロードしました：5.4 MB、14 秒で完了",
                 spoken: "6 個のファイルをダウンロードしました、5.4 メガバイト、14 秒で完了",
                 spokenValue: "100 パーセント、14 秒で完了"),
        Expected("ru", .starting,
                 terminal: ["Загрузка 6 файлов…",
                            "Запуск…"],
                 log: "Загрузка 6 файлов: запуск",
                 spoken: "Загрузка 6 файлов, запуск",
                 spokenValue: "0 процентов, запуск"),
        Expected("ru", .running,
                 terminal: ["Загрузка 6 файлов…",
                            "419 кБ из 5,4 МБ (50 кБ/с) — осталась 1 минута 37 секунд"],
                 log: "Загрузка 6 файлов: 419 кБ из 5,4 МБ (50 кБ/с) — осталась 1 минута 37 секунд",
                 spoken: "Загрузка 6 файлов, 419 килобайт из 5,4 мегабайта, 50 килобайт в секунду, осталась 1 минута 37 секунд",
                 spokenValue: "7 процентов, осталась 1 минута 37 секунд"),
        Expected("ru", .stalled,
                 terminal: ["Загрузка «photos.zip»…",
                            "419 кБ из 5,4 МБ — простаивает"],
                 log: "Загрузка «photos.zip»: 419 кБ из 5,4 МБ — простаивает",
                 spoken: "Загрузка «photos.zip», 419 килобайт из 5,4 мегабайта, простаивает",
                 spokenValue: "7 процентов, простаивает"),
        Expected("ru", .failed,
                 terminal: ["Отправка «photos.zip»…",
                            "419 кБ из 5,4 МБ — ошибка"],
                 log: "Отправка «photos.zip»: 419 кБ из 5,4 МБ — ошибка",
                 spoken: "Отправка «photos.zip», 419 килобайт из 5,4 мегабайта, ошибка",
                 spokenValue: "7 процентов, ошибка"),
        Expected("ru", .finished,
                 terminal: ["Загружено 6 файлов",
                            "5,4 МБ — готово, время: 14 секунд"],
                 log: "Загружено 6 файлов: 5,4 МБ — готово, время: 14 секунд",
                 spoken: "Загружено 6 файлов, 5,4 мегабайта, готово, время: 14 секунд",
                 spokenValue: "100 процентов, готово, время: 14 секунд"),
    ]

    @Test(arguments: expected)
    func readsExactly(_ expected: Expected) throws {
        let formatter = try ProgressTextFormatter(locale: expected.locale)
        let snapshot = expected.moment.snapshot
        let text = formatter.format(snapshot)
        #expect([text.description, text.additionalDescription] == expected.terminal)
        #expect(formatter.logLine(for: snapshot) == expected.log)
        #expect(formatter.spokenText(for: snapshot) == expected.spoken)
        #expect(formatter.spokenValue(for: snapshot) == expected.spokenValue)
    }

    /// Every shipped table: no message of any moment or channel falls back to English, the
    /// words differ from English's (English variants aside), a log line holds no carriage
    /// return, escape or final ellipsis, and spoken text no symbol a reader would say.
    @Test(arguments: ProgressTextFormatter.availableTableLocales())
    func everyTableSaysEveryMomentOnEveryChannel(locale: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        let english = try ProgressTextFormatter(locale: "en")
        #expect(formatter.tableProblems.isEmpty, "\(formatter.tableProblems)")
        #expect(formatter.renderer.fallbackKeys.isEmpty, "\(locale): \(formatter.renderer.fallbackKeys)")
        for moment in Moment.allCases {
            let snapshot = moment.snapshot
            let text = formatter.format(snapshot)
            let log = formatter.logLine(for: snapshot)
            let spoken = [formatter.spokenText(for: snapshot), formatter.spokenValue(for: snapshot)]
            for line in [text.description, text.additionalDescription, log] + spoken {
                #expect(!line.isEmpty, "\(locale) \(moment)")
            }
            if !locale.hasPrefix("en") {
                #expect(log != english.logLine(for: snapshot), "\(locale) \(moment)")
                #expect(spoken[0] != english.spokenText(for: snapshot), "\(locale) \(moment)")
            }
            #expect(!log.contains("\r") && !log.contains("\u{1B}") && !log.hasSuffix("…"), "\(locale) \(moment): \(log)")
            for line in spoken {
                #expect(!line.contains(where: { "/()—–…（）／".contains($0) }), "\(locale) \(moment): \(line)")
            }
        }
    }

    /// A finished snapshot's description never has the progressive verb or "remaining"; the
    /// elapsed time is a fact of the JSON form.
    @Test func finishedWorkReadsAsDone() throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        var snapshot = Moment.finished.snapshot
        snapshot.estimatedTimeRemaining = 0
        snapshot.throughput = 50_000
        let text = formatter.format(snapshot)
        #expect(text.description == "Downloaded 6 files")
        #expect(text.additionalDescription == "5.4 MB \u{2014} done in 14 seconds")
        snapshot.elapsedTime = nil
        #expect(formatter.format(snapshot).additionalDescription == "5.4 MB \u{2014} done")
        snapshot.elapsedTime = .nan
        #expect(formatter.format(snapshot).additionalDescription == "5.4 MB \u{2014} done")
        snapshot.elapsedTime = 0.2
        #expect(formatter.format(snapshot).additionalDescription == "5.4 MB \u{2014} done in 1 second")
        // Cancelled or failed at the end: the status, not done.
        snapshot.status = .cancelled
        #expect(formatter.format(snapshot).description == "Downloading 6 files\u{2026}")
        #expect(formatter.format(snapshot).additionalDescription == "5.4 MB of 5.4 MB \u{2014} cancelled")
        let json = String(decoding: try JSONEncoder().encode(Moment.finished.snapshot), as: UTF8.self)
        #expect(json.contains("\"elapsedTime\":14"))
        #expect(try JSONDecoder().decode(ProgressSnapshot.self, from: Data(json.utf8)) == Moment.finished.snapshot)
    }

    /// Which way the text runs, for the bar beside it.
    @Test(arguments: [("en", false), ("ar", true), ("he", true), ("fa", true), ("ja", false), ("ar-XB", true), ("en-XA", false)])
    func direction(locale: String, rightToLeft: Bool) throws {
        #expect(try ProgressTextFormatter(locale: locale).direction == (rightToLeft ? .rightToLeft : .leftToRight))
    }

    /// A message key's ordinal is its place among all keys: no hand-kept list.
    @Test func ordinalsAreThePlacesOfTheKeys() {
        #expect(MemoryLayout<MessageKey>.size == 1)
        for (index, key) in MessageKey.allCases.enumerated() {
            #expect(key.ordinal == index, "\(key)")
        }
    }
}
