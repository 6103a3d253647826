import Foundation
@testable import ProgressFormat
import Testing

/// What a language reviewer and a human-translation oracle found in the shipped tables (issue
/// 38), each fixed as a draft: exact text, code points and all.
@Suite struct LanguageReviewFixesTests {
    static func bytes(_ completed: Int64, of total: Int64, throughput: Double? = nil, operation: ProgressSnapshot.FileOperationKind = .downloading)
        -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: completed, totalUnitCount: total, kind: .file, fileOperationKind: operation,
                         throughput: throughput)
    }

    static func details(_ locale: String, _ snapshot: ProgressSnapshot) throws -> String {
        let formatter = try ProgressTextFormatter(locale: locale)
        #expect(formatter.tableProblems.isEmpty)
        return formatter.format(snapshot).additionalDescription
    }

    /// Below 1 kB the total is a spelled-out word, and the case ending or postposition that
    /// follows it joins the inflected word (the table selects on `totalUnit`); from 1 kB on it
    /// follows the abbreviation as before.
    @Test(arguments: [
        ("te", "999 బైట్\u{200C}లలో 600 బైట్\u{200C}లు", "5.4 ఎంబీలో 600 కేబీ"),
        ("ta", "999 பைட்களில் 600 பைட்கள்", "5.4 MB இல் 600 kB"),
        ("ml", "999 ബൈറ്റുകളിൽ 600 ബൈറ്റ്", "5.4 എംബി-ൽ 600 കെബി"),
        ("kn", "999 ಬೈಟ್\u{200C}ಗಳ ಪೈಕಿ 600 ಬೈಟ್\u{200C}ಗಳು", "5.4 ಮೆ.ಬೈ. ಪೈಕಿ 600 ಕಿ.ಬೈ."),
        ("ka", "999 ბაიტიდან 600 ბაიტი", "5,4 MB-დან 600 kB"),
        ("hy", "600 բայթ՝ 999 բայթից", "600 կԲ՝ 5,4 ՄԲ-ից"),
        ("bn", "৯৯৯ বাইটের মধ্যে ৬০০ বাইট", "৫.৪ MB-এর মধ্যে ৬০০ kB"),
    ])
    func aCaseEndingJoinsTheInflectedByteWord(locale: String, bytes: String, kilobytes: String) throws {
        #expect(try Self.details(locale, Self.bytes(600, of: 999)) == bytes)
        #expect(try Self.details(locale, Self.bytes(600_000, of: 5_356_456)) == kilobytes)
    }

    @Test func bengaliAttachesItsGenitiveAndSaysIt() throws {
        #expect(try Self.details("bn", ProgressSnapshot(completedUnitCount: 5, totalUnitCount: 10)) == "১০-এর মধ্যে ৫")
        #expect(try ProgressTextFormatter(locale: "bn").spokenText(for: Self.bytes(600, of: 999))
            == "ফাইল ডাউনলোড করা হচ্ছে, ৯৯৯ বাইটের মধ্যে ৬০০ বাইট")
    }

    /// Basque quotes with «…» as es and ca do; Hinglish makes the file feminine in every message.
    @Test(arguments: [
        ("eu", "«photos.zip» deskargatzen…", "«photos.zip» deskargatu da"),
        ("hi-Latn", "“photos.zip” download ho rahi hai…", "“photos.zip” download ho gayi"),
    ])
    func namedFiles(locale: String, running: String, finished: String) throws {
        let formatter = try ProgressTextFormatter(locale: locale)
        var snapshot = ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 5, kind: .file, fileOperationKind: .downloading,
                                        fileURL: URL(fileURLWithPath: "/tmp/photos.zip"))
        #expect(formatter.format(snapshot).description == running)
        snapshot.completedUnitCount = 5
        #expect(formatter.format(snapshot).description == finished)
    }

    /// Polish keeps the one-letter preposition with the next word (a no-break space); French
    /// spaces an exabyte size as ICU spaces its other units (a narrow no-break space).
    @Test func olderTables() throws {
        #expect(try Self.details("pl", Self.bytes(419_431, of: 5_356_456, operation: .copying)) == "419 kB z\u{00A0}5,4 MB")
        #expect(try Self.details("pl", ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .copying,
                                                        fileTotalCount: 9, fileCompletedCount: 7)) == "7 z\u{00A0}9 plików")
        #expect(try Self.details("fr", Self.bytes(1_000_000_000_000_000_000, of: 9_000_000_000_000_000_000, operation: .copying))
            == "1,00\u{202F}Eo sur 9,00\u{202F}Eo")
        #expect(try Self.details("fr", Self.bytes(1_000_000_000, of: 9_000_000_000, operation: .copying))
            == "1,00\u{202F}Go sur 9,00\u{202F}Go")
    }

    /// Each line of the half-done ladders in one style: a count and its rate abbreviated alike,
    /// Amharic's exabytes abbreviated like its petabytes, Hausa's bytes in a Hausa word.
    @Test(arguments: [
        ("am", "ከ1.50 ፔባ ውስጥ 750.00 ጊባ (2.5 ሜባ/ሰከ)", "ከ5.4 ሜባ ውስጥ 419 ኪባ (2.50 ቴባ/ሰከ)", "ከ999 ባይት ውስጥ 600 ባይት (50 ኪባ/ሰከ)"),
        ("te", "1.50 పీబీలో 750.00 జీబీ (2.5 ఎంబీ/సె)", "5.4 ఎంబీలో 419 కేబీ (2.50 టీబీ/సె)",
         "999 బైట్\u{200C}లలో 600 బైట్\u{200C}లు (50 కేబీ/సె)"),
        ("sw", "GB 750.00 kati ya PB 1.50 (MB 2.5 kwa kila sekunde)", "kB 419 kati ya MB 5.4 (TB 2.50 kwa kila sekunde)",
         "baiti 600 kati ya baiti 999 (kB 50 kwa kila sekunde)"),
        ("yo", "750.00 GB nínú 1.50 PB (2.5 MB/ìṣ àáy)", "419 kB nínú 5.4 MB (2.50 TB/ìṣ àáy)",
         "600 àwọ́n báìtì nínú 999 àwọ́n báìtì (50 kB/ìṣ àáy)"),
        ("sd", "١٫٥٠ PB مان ٧٥٠٫٠٠ GB (٢٫٥ MB في سيڪنڊ)", "٥٫٤ MB مان ٤١٩ kB (٢٫٥٠ TB في سيڪنڊ)",
         "٩٩٩ بائيٽس مان ٦٠٠ بائيٽس (٥٠ kB في سيڪنڊ)"),
        ("ha", "GB 750.00 cikin PB 1.50 (MB 2.5/d)", "kB 419 cikin MB 5.4 (TB 2.50/d)", "baiti 600 cikin baiti 999 (kB 50/d)"),
    ])
    func laddersOfOnePiece(locale: String, large: String, fast: String, small: String) throws {
        #expect(try Self.details(locale, Self.bytes(750_000_000_000, of: 1_500_000_000_000_000, throughput: 2_500_000)) == large)
        #expect(try Self.details(locale, Self.bytes(419_431, of: 5_356_456, throughput: 2_500_000_000_000)) == fast)
        #expect(try Self.details(locale, Self.bytes(600, of: 999, throughput: 50_000)) == small)
    }

    @Test func amharicExabytesAreAbbreviated() throws {
        #expect(try Self.details("am", Self.bytes(1_000_000_000_000_000_000, of: 9_000_000_000_000_000_000, operation: .copying))
            == "ከ9.00 ኤባ ውስጥ 1.00 ኤባ")
    }
}
