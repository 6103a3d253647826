import Foundation
@testable import ProgressFormat
import Testing

/// Every worked case of `apple-progress-text.md` §3.3, in English, through the public API; where
/// the library departs from Apple on purpose (starting and finished work), the case says so.
@Suite struct AppleCasesTests {
    static let formatter = Result { try ProgressTextFormatter(locale: "en") }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var snapshot: ProgressSnapshot
        var description: String
        var additionalDescription: String
        var testDescription: String { name }
    }

    static let base = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
    static let photos = URL(fileURLWithPath: "/Users/me/Downloads/photos.zip")

    static func with(_ snapshot: ProgressSnapshot, _ change: (inout ProgressSnapshot) -> Void) -> ProgressSnapshot {
        var copy = snapshot
        change(&copy)
        return copy
    }

    static let b = with(base) { $0.kind = .file; $0.fileOperationKind = .downloading; $0.fileURL = photos }
    static let c = with(b) { $0.fileTotalCount = 9; $0.fileCompletedCount = 7 }
    static let d = with(c) { $0.throughput = 50_000; $0.estimatedTimeRemaining = 97 }

    static let cases: [Case] = [
        Case(name: "(a) generic units", snapshot: base,
             description: "7% completed", additionalDescription: "419,431 of 5,356,456"),
        Case(name: "(b) file, downloading, URL", snapshot: b,
             description: "Downloading “photos.zip”…", additionalDescription: "419 kB of 5.4 MB"),
        Case(name: "(c) + 9 files", snapshot: c,
             description: "Downloading 9 files…", additionalDescription: "419 kB of 5.4 MB"),
        Case(name: "(d) + throughput and time remaining", snapshot: d,
             description: "Downloading 9 files…",
             additionalDescription: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"),
        Case(name: "(d) copying shows no throughput", snapshot: with(d) { $0.fileOperationKind = .copying },
             description: "Copying 9 files…", additionalDescription: "419 kB of 5.4 MB — 1 minute, 37 seconds remaining"),
        Case(name: "(a) + time remaining", snapshot: with(base) { $0.estimatedTimeRemaining = 97 },
             description: "7% completed", additionalDescription: "419,431 of 5,356,456 — 1 minute, 37 seconds remaining"),
        Case(name: "indeterminate", snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1),
             description: "", additionalDescription: ""),
        Case(name: "indeterminate with time remaining",
             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: -1, estimatedTimeRemaining: 97),
             description: "", additionalDescription: "1 minute, 37 seconds remaining"),
        Case(name: "total 0", snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0),
             description: "", additionalDescription: ""),
        Case(name: "completed > total", snapshot: ProgressSnapshot(completedUnitCount: 6, totalUnitCount: 5),
             // Apple: "120% completed" (inferred) · "6 of 5". Finished work says it is done (the
             // moments of an operation's life), and done is 100%, as the spoken value and a bar say.
             description: "100% completed", additionalDescription: "Done"),
        Case(name: "file, total 0, file counts",
             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .downloading,
                                        fileTotalCount: 9, fileCompletedCount: 7),
             description: "Downloading 9 files…", additionalDescription: "7 of 9 files"),
        Case(name: "file, total 0, throughput only",
             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .downloading,
                                        throughput: 50_000),
             description: "Downloading files…", additionalDescription: "50 kB/s"),
        Case(name: "file, total 0, throughput and time remaining",
             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileOperationKind: .downloading,
                                        throughput: 50_000, estimatedTimeRemaining: 97),
             description: "Downloading files…", additionalDescription: "1 minute, 37 seconds remaining (50 kB/s)"),
        Case(name: "file, completed > total",
             snapshot: ProgressSnapshot(completedUnitCount: 6_000, totalUnitCount: 5_000, kind: .file, fileOperationKind: .copying),
             // Apple: "Copying files…" / "6,000 of 5,000": finished, so the completed verb and what was done.
             description: "Copied files", additionalDescription: "6 kB — done"),
        Case(name: "file, zero bytes done",
             snapshot: ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456, kind: .file, fileOperationKind: .uploading),
             // Apple: "0 kB of 5.4 MB"; nothing has arrived yet, so it is starting (Chromium's word).
             description: "Uploading files…", additionalDescription: "Starting…"),
        Case(name: "file, 1 MB of 1 MB is zero-padded",
             snapshot: ProgressSnapshot(completedUnitCount: 1_000_000, totalUnitCount: 1_000_000, kind: .file,
                                        fileOperationKind: .receiving),
             // Apple: "Receiving files…" / "1.0 MB of 1.0 MB"; finished, with the same padding.
             description: "Received files", additionalDescription: "1.0 MB — done"),
        Case(name: "file, no operation, no URL, no count",
             snapshot: ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file),
             description: "Processing files…", additionalDescription: "419 kB of 5.4 MB"),
        Case(name: "decompressing reads Decompressing",
             snapshot: with(b) { $0.fileOperationKind = .decompressingAfterDownloading },
             description: "Decompressing “photos.zip”…", additionalDescription: "419 kB of 5.4 MB"),
        Case(name: "duplicating",
             snapshot: with(b) { $0.fileOperationKind = .duplicating },
             description: "Duplicating “photos.zip”…", additionalDescription: "419 kB of 5.4 MB"),
        Case(name: "uploading shows throughput",
             snapshot: with(d) { $0.fileOperationKind = .uploading; $0.estimatedTimeRemaining = nil },
             description: "Uploading 9 files…", additionalDescription: "419 kB of 5.4 MB (50 kB/s)"),
        Case(name: "bytes up to exabytes",
             snapshot: ProgressSnapshot(completedUnitCount: 999_500, totalUnitCount: .max, kind: .file,
                                        fileOperationKind: .downloading, throughput: 999, estimatedTimeRemaining: 1e9),
             description: "Downloading files…",
             // 1e9 s is beyond the 365-day horizon: the time remaining reads as unknown.
             additionalDescription: "1.0 MB of 9.22 EB (1 kB/s)"),
    ]

    @Test(arguments: cases)
    func rendersAppleCase(_ testCase: Case) throws {
        let text = try Self.formatter.get().format(testCase.snapshot)
        #expect(text.description == testCase.description)
        #expect(text.additionalDescription == testCase.additionalDescription)
    }
}
