import Foundation
import ProgressFormat
import Testing

/// The Swift snippets of README.md and the DocC articles, run as a client writes them (this
/// target imports Foundation and ProgressFormat, nothing else), asserting the output their
/// comments claim — and a check that every output a snippet's comment claims is one of these
/// snippets' outputs, so a claim edited in the docs fails here until it is true.
@Suite struct DocumentationSnippetTests {
    /// The headline snapshot of README's "The library", Getting Started and the catalog's page.
    static var headline: ProgressSnapshot {
        var snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
        snapshot.kind = .file
        snapshot.fileOperationKind = .downloading
        snapshot.fileTotalCount = 9
        snapshot.throughput = 50_000            // bytes per second
        snapshot.estimatedTimeRemaining = 97    // seconds
        return snapshot
    }

    /// README "The library"; Getting Started "Describe the operation"; ProgressFormat.md.
    static func library() throws -> [String] {
        let formatter = try ProgressTextFormatter(locale: "de")
        let text = formatter.format(headline)
        return [text.description, text.additionalDescription]
    }

    /// README "From a Foundation Progress"; Integrating with Foundation.Progress.
    static func foundationProgress() throws -> [String] {
        let progress = Progress(totalUnitCount: 5_356_456)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(9, forKey: .fileTotalCountKey)
        progress.setUserInfoObject(50_000, forKey: .throughputKey)
        progress.completedUnitCount = 419_431
        let text = try progress.localizedText(locale: "de")
        return [text.description, text.additionalDescription]
    }

    /// README "Throughput and time remaining"; Estimating Throughput and Time Remaining: the
    /// first estimate, a steady one, and a stall, in English.
    static func estimates() throws -> [String] {
        let formatter = try ProgressTextFormatter(locale: "en")
        var estimator = ProgressEstimator(totalUnitCount: 5_356_456)
        estimator.record(completed: 419_431, at: .seconds(0))
        var snapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456, kind: .file,
                                        fileOperationKind: .downloading)
        snapshot.apply(estimator.estimate(at: .seconds(0)))
        var steady = headline
        steady.status = nil
        var stalled = snapshot
        stalled.status = .stalled
        return [snapshot, steady, stalled].map { formatter.format($0).additionalDescription }
    }

    /// README "Parts to colour, widths that fit"; Colouring the Parts: each part printed, the
    /// throughput's range, the narrow line.
    static func parts() throws -> [String] {
        let text = try ProgressTextFormatter(locale: "en").format(headline)
        var printed = text.parts.map { "\($0.field) \($0.line) \(text[$0])" }
        printed += text.parts.filter { $0.line == .additionalDescription }.map { "\($0.field) \(text[$0])" }
        printed += text.ranges(of: .throughput).map { String(text.additionalDescription[$0]) }
        let narrow = try ProgressTextFormatter(locale: "en", unitWidth: .narrow)
        return printed + [narrow.format(headline).additionalDescription]
    }

    /// Fitting a Terminal; README "Parts to colour, widths that fit": the headline's lines at
    /// 80 to 20 columns, a named download's description, the cuts in Japanese, German and of a
    /// paused line, and a stream's.
    static func fitting() throws -> [String] {
        let formatter = try ProgressTextFormatter(locale: "en")
        var download = headline
        download.fileTotalCount = nil
        download.fileURL = URL(fileURLWithPath: "/home/ada/Downloads/ubuntu-24.04.1-desktop-amd64.iso")
        var paused = headline
        paused.status = .paused
        let stream = ProgressTextStream(formatter)
        let estimating = ProgressSnapshot(completedUnitCount: 6_300_000, totalUnitCount: 89_100_000, kind: .file,
                                          fileOperationKind: .downloading, fileTotalCount: 4, status: .estimating)
        let transfer = ProgressSnapshot(completedUnitCount: 419_431_000, totalUnitCount: 5_356_456_000, kind: .file,
                                        fileOperationKind: .downloading, throughput: 50_000_000, estimatedTimeRemaining: 7)
        let german = try ProgressTextFormatter(locale: "de")
        return [80, 55, 45, 35, 20, 15].map { formatter.format(headline, columns: $0).additionalDescription }
            + [50, 40, 31, 30].map { formatter.format(download, columns: $0).description }
            + [try ProgressTextFormatter(locale: "ja").format(headline, columns: 20).description,
               try ProgressTextFormatter(locale: "de").format(headline, columns: 20).description,
               formatter.format(paused, columns: 20).additionalDescription,
               stream.format(headline, columns: 45).additionalDescription,
               german.format(estimating, columns: 44).additionalDescription,
               german.format(estimating, columns: 24).additionalDescription,
               try ProgressTextFormatter(locale: "ja").format(transfer, columns: 40).additionalDescription]
    }

    @Test func fittingAsTheDocsShowIt() throws {
        #expect(try Self.fitting() == [
            "419 kB of 5.4 MB (50 kB/s) \u{2014} 1 minute, 37 seconds remaining",
            "419 kB of 5.4 MB (50 kB/s) \u{2014} 1 min, 37 sec remaining",
            "419kB of 5.4MB (50kB/s) \u{2014} 1m 37s remaining",
            "419kB of 5.4MB \u{2014} 1m 37s remaining",
            "419 kB of 5.4 MB",
            "419kB of 5.4MB",
            "Downloading \u{201C}ubuntu-24.04.1-desktop-amd64.iso\u{201D}…",
            "Downloading \u{201C}ubuntu-24.04…op-amd64.iso\u{201D}…",
            "Downloading \u{201C}ubu…op-amd64.iso\u{201D}…",
            "Downloading files…",
            "ダウンロード中…",
            "Herunterladen…",
            "419 kB \u{2014} paused",
            "419kB of 5.4MB (50kB/s) \u{2014} 1m 37s remaining",
            "6,3 MB \u{2013} Restzeit wird ermittelt…",
            "6,3 MB von 89,1 MB",
            "419.4 MB/5.36 GB\u{3001}残り 7 秒",
        ])
        // The columns DisplayWidth counts, as Fitting a Terminal shows them.
        #expect(DisplayWidth.columns(of: "419 kB") == 6)
        #expect(DisplayWidth.columns(of: "9個のファイル") == 13)
        #expect(DisplayWidth.columns(of: "e\u{301}") == 1)
    }

    @Test func libraryAsTheDocsShowIt() throws {
        #expect(try Self.library() == ["9 Dateien werden heruntergeladen…", "419 kB von 5,4 MB (50 kB/s) \u{2013} noch 1 Minute, 37 Sekunden"])
    }

    @Test func foundationProgressAsTheDocsShowIt() throws {
        #expect(try Self.foundationProgress() == ["9 Dateien werden heruntergeladen…", "419 kB von 5,4 MB (50 kB/s)"])
    }

    @Test func estimatesAsTheDocsShowThem() throws {
        #expect(try Self.estimates() == [
            "419 kB of 5.4 MB \u{2014} estimating time remaining…",
            "419 kB of 5.4 MB (50 kB/s) \u{2014} 1 minute, 37 seconds remaining",
            "419 kB of 5.4 MB \u{2014} stalled",
        ])
    }

    @Test func partsAsTheDocsShowThem() throws {
        let parts = try Self.parts()
        #expect(parts.contains("completedBytes additionalDescription 419 kB"))
        #expect(parts.contains("completedBytes 419 kB"))
        #expect(parts.contains("totalBytes 5.4 MB"))
        #expect(parts.contains("50 kB/s"))
        #expect(parts.last == "419kB of 5.4MB (50kB/s) \u{2014} 1m 37s remaining")
    }

    /// `ProgressTextFormatter(environment:)` as Getting Started shows it: German for
    /// `LANG=de_DE.UTF-8`, English for nothing and for a locale that cannot be served.
    @Test func environmentAsTheDocsShowIt() {
        #expect(ProgressTextFormatter(environment: ["LANG": "de_DE.UTF-8"]).resolvedLocale == "de-DE")
        #expect(ProgressTextFormatter(environment: [:]).resolvedLocale == "en")
        #expect(ProgressTextFormatter(environment: ["LANG": "xx_YY.UTF-8"]).resolvedLocale == "en")
    }

    /// Moments and Channels (the article), and README's "Moments and channels".
    static func moments() throws -> [String] {
        let formatter = try ProgressTextFormatter(locale: "en")
        var download = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 5_356_456,
                                        kind: .file, fileOperationKind: .downloading, fileTotalCount: 6)
        var outputs = [formatter.format(download).additionalDescription]
        download.completedUnitCount = 5_356_456
        download.elapsedTime = 14
        outputs += [formatter.format(download).description, formatter.format(download).additionalDescription]
        download.completedUnitCount = 2_000_000
        download.status = .failed
        outputs.append(formatter.format(download).additionalDescription)
        outputs.append(try ProgressTextFormatter(locale: "de").format(download, columns: 24).additionalDescription)
        outputs.append(try ProgressTextFormatter(locale: "de").format(download, columns: 20).additionalDescription)

        var cadence = ProgressCadence.log
        var snapshot = ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 10_000_000,
                                        kind: .file, fileOperationKind: .downloading)
        for second in 0...10 {
            snapshot.completedUnitCount = Int64(second) * 1_000_000
            snapshot.elapsedTime = Double(second)
            if second > 0 && second < 10 { snapshot.throughput = 1_000_000; snapshot.estimatedTimeRemaining = Double(10 - second) }
            if cadence.reason(for: snapshot, at: .seconds(Double(second))) != nil {
                outputs.append(formatter.logLine(for: snapshot))
            }
        }

        let running = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456,
                                       kind: .file, fileOperationKind: .downloading, fileTotalCount: 9,
                                       throughput: 50_000, estimatedTimeRemaining: 97)
        outputs += [formatter.spokenText(for: running), formatter.spokenValue(for: running),
                    try ProgressTextFormatter(locale: "ru").spokenValue(for: running)]
        return outputs
    }

    @Test func momentsAsTheDocsShowThem() throws {
        #expect(try Self.moments() == [
            "Starting\u{2026}",
            "Downloaded 6 files",
            "5.4 MB \u{2014} done in 14 seconds",
            "2.0 MB of 5.4 MB \u{2014} failed",
            "2,0 MB \u{2013} fehlgeschlagen",
            "Fehlgeschlagen",
            "Downloading files: starting",
            "Downloading files: 1.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 9 seconds remaining",
            "Downloading files: 2.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 8 seconds remaining",
            "Downloading files: 3.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 7 seconds remaining",
            "Downloading files: 4.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 6 seconds remaining",
            "Downloading files: 5.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 5 seconds remaining",
            "Downloading files: 6.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 4 seconds remaining",
            "Downloading files: 7.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 3 seconds remaining",
            "Downloading files: 8.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 2 seconds remaining",
            "Downloading files: 9.0 MB of 10.0 MB (1.0 MB/s) \u{2014} 1 second remaining",
            "Downloaded files: 10.0 MB \u{2014} done in 10 seconds",
            "Downloading 9 files, 419 kilobytes of 5.4 megabytes, 50 kilobytes per second, 1 minute, 37 seconds remaining",
            "7 percent, 1 minute, 37 seconds remaining",
            "7 процентов, осталась 1 минута 37 секунд",
        ])
        #expect(try ProgressTextFormatter(locale: "ar").direction == .rightToLeft)
        #expect(try ProgressTextFormatter(locale: "de").direction == .leftToRight)
    }

    // MARK: - The docs' claims

    /// The repository, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every output claimed in a comment of a Swift snippet in README.md or a DocC article: a
    /// quoted string (`// "9 Dateien werden heruntergeladen…"`), or what a `print` line shows
    /// (`print(text.description) // 9 Dateien…`, items of a list ending in "…" each). Left out:
    /// the empty string, elisions starting with "…", and a comment that shows code
    /// (`// Package.swift: .product(…)`, `// .package(name: …)`).
    static func claims() throws -> [(file: String, claim: String)] {
        let catalog = "Sources/ProgressFormat/ProgressFormat.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
        var claims: [(String, String)] = []
        for file in ["README.md"] + articles.sorted() {
            var inSwift = false
            for line in try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8).split(separator: "\n") {
                if line.hasPrefix("```") {
                    inSwift = line.hasPrefix("```swift")
                    continue
                }
                guard inSwift, let slashes = line.range(of: "// ") else { continue }
                let code = line[..<slashes.lowerBound].trimmingCharacters(in: .whitespaces)
                let comment = String(line[slashes.upperBound...])
                guard !comment.hasPrefix("Package.swift:"), !comment.hasPrefix(".package("), !comment.hasPrefix(".product(")
                else { continue }
                let quoted = comment.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                var found = quoted
                if quoted.isEmpty, code.hasPrefix("print(") {
                    found = comment.hasSuffix(", …") ? comment.dropLast(3).components(separatedBy: ", ") : [comment]
                }
                claims += found.filter { !$0.isEmpty && !$0.hasPrefix("…") }.map { (file, $0) }
            }
        }
        return claims
    }

    /// Each claim is an output of the snippets above.
    @Test func everyClaimIsAnOutput() throws {
        let outputs = Set(try Self.library() + Self.foundationProgress() + Self.estimates() + Self.parts() + Self.fitting()
            + Self.moments())
        let claims = try Self.claims()
        #expect(claims.count >= 15)
        #expect(claims.filter { !outputs.contains($0.claim) }.map { "\($0.file): \($0.claim)" } == [])
    }
}
