@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct NumberModelDurationTests {
    static let durations: [Double] = [0, 1, 59, 59.6, 60, 97, 3599.7, 3600, 3725, 86399, 90061, 31_528_800]

    @Test(arguments: [
        ("en", ["0 seconds", "1 second", "59 seconds", "1 minute", "1 minute", "1 minute, 37 seconds", "1 hour", "1 hour",
                "1 hour, 2 minutes", "1 day", "1 day, 1 hour", "364 days, 22 hours"]),
        ("de", ["0 Sekunden", "1 Sekunde", "59 Sekunden", "1 Minute", "1 Minute", "1 Minute, 37 Sekunden", "1 Stunde",
                "1 Stunde", "1 Stunde, 2 Minuten", "1 Tag", "1 Tag, 1 Stunde", "364 Tage, 22 Stunden"]),
        ("fr", ["0\u{00A0}seconde", "1\u{00A0}seconde", "59\u{00A0}secondes", "1 minute", "1 minute", "1 minute et 37\u{00A0}secondes",
                "1\u{00A0}heure", "1\u{00A0}heure", "1\u{00A0}heure et 2 minutes", "1\u{00A0}jour", "1\u{00A0}jour et 1\u{00A0}heure",
                "364\u{00A0}jours et 22\u{00A0}heures"]),
        ("ar", ["٠ ثانية", "ثانية", "٥٩ ثانية", "دقيقة", "دقيقة", "دقيقة و٣٧ ثانية", "ساعة", "ساعة", "ساعة ودقيقتان", "يوم",
                "يوم وساعة", "٣٦٤ يومًا و٢٢ ساعة"]),
        ("ja", ["0 秒", "1 秒", "59 秒", "1 分", "1 分", "1 分 37 秒", "1 時間", "1 時間", "1 時間 2 分", "1 日", "1 日 1 時間",
                "364 日 22 時間"]),
        ("ru", ["0 секунд", "1 секунда", "59 секунд", "1 минута", "1 минута", "1 минута 37 секунд", "1 час", "1 час",
                "1 час 2 минуты", "1 день", "1 день 1 час", "364 дня 22 часа"]),
    ])
    func formatsDurations(locale: String, expected: [String]) throws {
        let parts = try #require(NumberModel(locale: locale))
        let actual = try Self.durations.map { seconds in
            parts.duration(try #require(PlannedDuration(seconds: seconds)))
        }
        #expect(actual == expected)
    }

    @Test(arguments: [-97, Double.nan, Double.infinity])
    func leavesOutTimeThatCannotBeShown(seconds: Double) throws {
        let formatter = try ProgressTextFormatter(locale: "en")
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 2, estimatedTimeRemaining: seconds))
        #expect(text.additionalDescription == "1 of 2")
    }

    /// A two-part duration is formatted and joined inside ICU in one call
    /// it must read as each part formatted alone by ICU and joined by ICU's unit-list formatter,
    /// in every width — also when the buffer is too small (1 and 9 bytes)
    /// and the line is written again with the room it asked for.
    @Test(arguments: ["en", "de", "fr", "ar", "ja", "ru", "he", "fi", "zh-Hant", "ar@numbers=latn"])
    func aDurationReadsAsItsPartsJoined(locale: String) throws {
        for width in [UnitWidth.wide, .short, .narrow] {
            let parts = try #require(NumberModel(locale: locale, width: width))
            let list = try #require(ICUListFormatter(locale: locale, width: width.listWidth))
            for seconds in Self.durations + [3_661, 7_322, 172_861, 2_000_000] {
                let duration = try #require(PlannedDuration(seconds: seconds, width: width))
                let pieces = try duration.measures.map {
                    try #require(ICUNumberFormatter(skeleton: $0.format.skeleton, locale: locale)?.format($0.value.doubleValue))
                }
                let expected = pieces.count == 2 ? try #require(list.format(pieces[0], pieces[1])) : pieces[0]
                for capacity in [1_024, 1, 9] {
                    let text = TextBuffer.string(capacity: capacity) { buffer in
                        buffer.append("» ")
                        parts.appendDuration(duration, to: &buffer)
                    }
                    #expect(text == "» " + expected, "\(locale) \(width) \(seconds) \(capacity)")
                }
            }
        }
    }
}
