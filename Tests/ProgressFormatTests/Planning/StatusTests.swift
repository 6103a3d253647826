import Foundation
@testable import ProgressFormat
import Testing

/// Statuses in place of the speed and the time remaining, and the sentence-start capital a
/// line gets when it begins with a phrase the tables write for the middle of a line.
@Suite struct StatusTests {
    static func download(_ status: ProgressSnapshot.Status?) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .downloading,
                         fileTotalCount: 9, throughput: 50_000, estimatedTimeRemaining: 97, status: status)
    }

    @Test(arguments: [
        ("en", ProgressSnapshot.Status.paused, "419 kB of 5.4 MB — paused"),
        ("en", .cancelled, "419 kB of 5.4 MB — cancelled"),
        ("en", .stalled, "419 kB of 5.4 MB — stalled"),
        ("en", .estimating, "419 kB of 5.4 MB (50 kB/s) — estimating time remaining…"),
        ("en", ProgressSnapshot.Status(rawValue: "archiving"), "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"),
        ("de", .paused, "419 kB von 5,4 MB – angehalten"),
        ("ja", .stalled, "419 KB/5.4 MB、停滞中"),
        ("ar", .cancelled, "٤١٩ كيلوبايت من ٥٫٤ ميغابايت — تم الإلغاء"),
    ])
    func aStatusTakesThePlaceOfSpeedAndTime(locale: String, status: ProgressSnapshot.Status, expected: String) throws {
        let text = try ProgressTextFormatter(locale: locale).format(Self.download(status))
        #expect(text.additionalDescription == expected)
    }

    @Test func theDescriptionKeepsSayingWhatIsDone() throws {
        let text = try ProgressTextFormatter(locale: "en").format(Self.download(.paused))
        #expect(text.description == "Downloading 9 files…")
    }

    @Test(arguments: [
        ("en", "Paused"), ("de", "Angehalten"), ("fr", "En pause"), ("tr", "Duraklatıldı"), ("ja", "一時停止中"),
    ])
    func aStatusAloneStartsWithACapital(locale: String, expected: String) throws {
        let text = try ProgressTextFormatter(locale: locale).format(ProgressSnapshot(totalUnitCount: -1, status: .paused))
        #expect(text.additionalDescription == expected)
    }

    @Test(arguments: [
        ("en", "1 minute, 37 seconds remaining"),
        ("de", "Noch 1 Minute, 37 Sekunden"),
        ("fr", "Il reste 1 minute et 37\u{00A0}secondes"),
        ("nl", "Nog 1 minuut en 37 seconden"),
        ("el", "Απομένει 1 λεπτό, 37 δευτερόλεπτα"),
    ])
    func aTimeRemainingAloneStartsWithACapital(locale: String, expected: String) throws {
        let text = try ProgressTextFormatter(locale: locale).format(ProgressSnapshot(totalUnitCount: -1, estimatedTimeRemaining: 97))
        #expect(text.additionalDescription == expected)
    }

    @Test func estimatingWithOnlyTheSpeedKnown() throws {
        let snapshot = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .receiving,
                                        throughput: 2_500_000, status: .estimating)
        #expect(try ProgressTextFormatter(locale: "en").format(snapshot).additionalDescription
            == "Estimating time remaining… (2.5 MB/s)")
        #expect(try ProgressTextFormatter(locale: "de").format(snapshot).additionalDescription
            == "Restzeit wird ermittelt… (2,5 MB/s)")
    }

    @Test func theStatusIsPartOfTheJSONForm() throws {
        let data = try JSONEncoder().encode(Self.download(.stalled))
        #expect(String(decoding: data, as: UTF8.self).contains("\"status\":\"stalled\""))
        #expect(try JSONDecoder().decode(ProgressSnapshot.self, from: data) == Self.download(.stalled))
    }
}
