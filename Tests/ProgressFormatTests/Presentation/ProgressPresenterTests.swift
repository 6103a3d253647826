import Foundation
import ProgressFormat
import ProgressFormatTestSupport
import Testing

/// The presenter: what is due on each channel, when time passes without updates, and the end
/// said once — in virtual time (``ScriptedClock``), text asserted whole.
@Suite struct ProgressPresenterTests {
    /// A 10 MB download of "photos.zip".
    static func download(_ completed: Int64) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: completed, totalUnitCount: 10_000_000, kind: .file,
                         fileOperationKind: .downloading, fileDisplayName: "photos.zip")
    }

    static func presenter(_ locale: String = "en", channels: ProgressChannels) throws
        -> (ProgressPresenter<ScriptedClock>, ScriptedClock) {
        let clock = ScriptedClock()
        return (ProgressPresenter(formatter: try ProgressTextFormatter(locale: locale), clock: clock, channels: channels), clock)
    }

    @Test func atMostTenRedrawsASecondAndTheRestKept() throws {
        var (presenter, clock) = try Self.presenter(channels: .terminal)
        var redraws: [Int] = []
        for step in 0...40 {   // every 25 ms for a second
            let milliseconds = step * 25
            let due = presenter.update(Self.download(Int64(step) * 25_000),
                                       at: ScriptedClock.Instant(offset: .milliseconds(milliseconds)))
            if due.redraw != nil { redraws.append(milliseconds) }
            #expect(due.logLine == nil && due.announcement == nil)
        }
        _ = clock
        #expect(redraws == [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
    }

    @Test func aRedrawHeldBackByTheThrottleIsDueAtTheDeadline() throws {
        var (presenter, clock) = try Self.presenter(channels: .terminal)
        let first = presenter.update(Self.download(0), at: clock.at(0))
        #expect(first.redraw?.text().additionalDescription == "Starting…")
        let kept = presenter.update(Self.download(50_000), at: clock.at(0.05))
        #expect(kept.isEmpty)
        #expect(presenter.deadline == clock.at(0.1))
        let tick = presenter.tick(at: clock.at(0.1))
        #expect(tick.redraw?.text().additionalDescription == "50 kB of 10.0 MB — estimating time remaining…")
        #expect(tick.redraw?.fraction == 0.005)
        #expect(tick.redraw?.direction == .leftToRight)
    }

    /// 10 MB at 1 MB/s, an update every 100 ms, for a log: the start, a line per milestone,
    /// the end with how long it took.
    @Test func theLogSaysTheStartMilestonesAndTheEnd() throws {
        var (presenter, clock) = try Self.presenter(channels: .log)
        var lines: [String] = []
        _ = clock
        for tenth in 0...100 {
            let due = presenter.update(Self.download(Int64(tenth) * 100_000),
                                       at: ScriptedClock.Instant(offset: .milliseconds(100 * tenth)))
            if let line = due.logLine { lines.append(line) }
            #expect(due.redraw == nil)
        }
        #expect(lines == [
            "Downloading “photos.zip”: starting",
            "Downloading “photos.zip”: 1.0 MB of 10.0 MB — estimating time remaining",
            "Downloading “photos.zip”: 2.0 MB of 10.0 MB (1.0 MB/s) — 8 seconds remaining",
            "Downloading “photos.zip”: 3.0 MB of 10.0 MB (1.0 MB/s) — 7 seconds remaining",
            "Downloading “photos.zip”: 4.0 MB of 10.0 MB (1.0 MB/s) — 6 seconds remaining",
            "Downloading “photos.zip”: 5.0 MB of 10.0 MB (1.0 MB/s) — 5 seconds remaining",
            "Downloading “photos.zip”: 6.0 MB of 10.0 MB (1.0 MB/s) — 4 seconds remaining",
            "Downloading “photos.zip”: 7.0 MB of 10.0 MB (1.0 MB/s) — 3 seconds remaining",
            "Downloading “photos.zip”: 8.0 MB of 10.0 MB (1.0 MB/s) — 2 seconds remaining",
            "Downloading “photos.zip”: 9.0 MB of 10.0 MB (1.0 MB/s) — 1 second remaining",
            "Downloaded “photos.zip”: 10.0 MB — done in 10 seconds",
        ])
        #expect(presenter.end?.outcome == .finished)
        #expect(presenter.end?.elapsed == .seconds(10))
        #expect(presenter.update(Self.download(10_000_000), at: clock.at(11)).isEmpty)
    }

    /// Updates stop at 3 s: the time remaining counts down at each deadline, and the stall is
    /// said at 8 s (5 s without progress) on the terminal and in the log, with no update.
    @Test func aStallIsSaidWithoutAnUpdate() throws {
        var (presenter, clock) = try Self.presenter(channels: [.terminal, .log])
        var due = ProgressPresenter<ScriptedClock>.Presentation()
        for tenth in 0...30 {
            due = presenter.update(Self.download(Int64(tenth) * 100_000), at: clock.at(Double(tenth) / 10))
        }
        var seen: [String] = []
        while let deadline = presenter.deadline, deadline < clock.at(9) {
            due = presenter.tick(at: deadline)
            let redraw = due.redraw.map { $0.text().additionalDescription } ?? "-"
            seen.append("\(deadline.offset): \(redraw) | \(due.logLine ?? "-")")
        }
        #expect(seen == [
            "4.0 seconds: 3.0 MB of 10.0 MB (1.0 MB/s) — 6 seconds remaining | -",
            "5.0 seconds: 3.0 MB of 10.0 MB (1.0 MB/s) — 5 seconds remaining | -",
            "6.0 seconds: 3.0 MB of 10.0 MB (1.0 MB/s) — 4 seconds remaining | -",
            "7.0 seconds: 3.0 MB of 10.0 MB (1.0 MB/s) — 3 seconds remaining | -",
            "8.0 seconds: 3.0 MB of 10.0 MB — stalled | Downloading “photos.zip”: 3.0 MB of 10.0 MB — stalled",
        ])
        // Then the log's quiet line, five minutes after the last.
        #expect(presenter.deadline == clock.at(308))
    }

    @Test(arguments: [
        ("en", "finish", "Downloaded “photos.zip” | 10.0 MB — done in 4 seconds", ProgressPresenter<ScriptedClock>.End.Outcome.finished),
        ("en", "fail", "Downloading “photos.zip”… | 4.2 MB of 10.0 MB — failed", .failed),
        ("en", "cancel", "Downloading “photos.zip”… | 4.2 MB of 10.0 MB — cancelled", .cancelled),
        ("de", "cancel", "„photos.zip“ wird heruntergeladen… | 4,2 MB von 10,0 MB – abgebrochen", .cancelled),
    ])
    func theEndIsSaidOnceOnEveryChannel(locale: String, how: String, text: String,
                                        outcome: ProgressPresenter<ScriptedClock>.End.Outcome) throws {
        var (presenter, clock) = try Self.presenter(locale, channels: [.terminal, .log, .speech])
        _ = presenter.update(Self.download(0), at: clock.at(0))
        _ = presenter.update(Self.download(4_200_000), at: clock.at(4))
        let end = switch how {
        case "finish": presenter.finish(at: clock.at(4.2))
        case "fail": presenter.fail(at: clock.at(4.2))
        default: presenter.cancel(at: clock.at(4.2))
        }
        let shown = try #require(end.redraw).text()
        #expect(shown.description + " | " + shown.additionalDescription == text)
        #expect(end.end?.outcome == outcome)
        #expect(end.end?.elapsed == .seconds(4.2))
        #expect(end.logLine != nil && end.announcement != nil)
        #expect(presenter.finish(at: clock.at(5)).isEmpty)
        #expect(presenter.tick(at: clock.at(6)).isEmpty)
    }

    @Test func theEndsWordsOnTheLogAndSpeechChannels() throws {
        var (presenter, clock) = try Self.presenter("de", channels: [.log, .speech])
        _ = presenter.update(Self.download(0), at: clock.at(0))
        let end = presenter.update(Self.download(10_000_000), at: clock.at(14))
        #expect(end.logLine == "„photos.zip“ wurde heruntergeladen: 10,0 MB – fertig, Dauer: 14 Sekunden")
        #expect(end.announcement == "„photos.zip“ wurde heruntergeladen, 10,0 Megabyte, fertig, Dauer: 14 Sekunden")
        #expect(end.end?.text.description == "„photos.zip“ wurde heruntergeladen")
    }

    /// Nothing to do (a zero-byte file) still ends, and says so.
    @Test func aZeroByteTransferEnds() throws {
        var (presenter, clock) = try Self.presenter(channels: .log)
        var empty = Self.download(0)
        empty.totalUnitCount = 0
        #expect(presenter.update(empty, at: clock.at(0)).logLine == "Downloading “photos.zip”: starting")
        let end = presenter.finish(at: clock.at(0))
        #expect(end.logLine == "Downloaded “photos.zip”: done in 1 second")
        #expect(end.end?.outcome == .finished)
    }

    /// A status the producer sets is looked at at once, whatever the throttle; failed ends.
    @Test func aFailureTheProducerReportsEndsAtOnce() throws {
        var (presenter, clock) = try Self.presenter(channels: .log)
        _ = presenter.update(Self.download(0), at: clock.at(0))
        var failed = Self.download(300_000)
        failed.status = .failed
        let end = presenter.update(failed, at: clock.at(0.01))
        #expect(end.logLine == "Downloading “photos.zip”: 300 kB of 10.0 MB — failed")
        #expect(end.end?.outcome == .failed)
    }

    /// A producer's own speed and time remaining win over the estimator's.
    @Test func theUpdatesOwnFactsWin() throws {
        var (presenter, clock) = try Self.presenter(channels: .terminal)
        var snapshot = Self.download(419_431)
        snapshot.throughput = 50_000
        snapshot.estimatedTimeRemaining = 97
        let due = presenter.update(snapshot, at: clock.at(0))
        #expect(due.redraw?.text().additionalDescription == "419 kB of 10.0 MB (50 kB/s) — 1 minute, 37 seconds remaining")
        // One line, fitted: narrower units, the rate left out, the verb alone, the amounts.
        #expect(due.redraw?.line(columns: 69) == "Downloading “photos.zip”: 419kB of 10.0MB (50kB/s) — 1m 37s remaining")
        #expect(due.redraw?.line(columns: 68) == "Downloading “photos.zip”: 419kB of 10.0MB — 1m 37s remaining")
        #expect(due.redraw?.line(columns: 56) == "Downloading: 419kB of 10.0MB (50kB/s) — 1m 37s remaining")
        #expect(due.redraw?.line(columns: 47) == "Downloading: 419kB of 10.0MB — 1m 37s remaining")
        #expect(due.redraw?.line(columns: 46) == "Downloading: 419kB of 10.0MB")
        #expect(due.redraw?.line(columns: 20) == "419 kB of 10.0 MB")   // the widest units that fit
        #expect(due.redraw?.spokenValue == "4 percent, 1 minute, 37 seconds remaining")
    }

    /// Counts alone keep the other facts of the last update.
    @Test func countsKeepTheOtherFacts() throws {
        var (presenter, clock) = try Self.presenter(channels: .terminal)
        _ = presenter.update(Self.download(0), at: clock.at(0))
        let due = presenter.update(completed: 2_000_000, at: clock.at(1))
        #expect(due.redraw?.text().description == "Downloading “photos.zip”…")
        #expect(due.redraw?.snapshot.completedUnitCount == 2_000_000)
    }

    @Test func rightToLeftRedrawsSayTheirDirection() throws {
        var (presenter, clock) = try Self.presenter("ar", channels: .terminal)
        let due = presenter.update(Self.download(5_000_000), at: clock.at(0))
        #expect(due.redraw?.direction == .rightToLeft)
        #expect(due.redraw?.fraction == 0.5)
    }

    /// The fraction a bar draws is never 1 before the end, whatever the counts say.
    @Test func theFractionIsWholeOnlyAtTheEnd() throws {
        var (presenter, clock) = try Self.presenter(channels: .terminal)
        var almost = Self.download(9_999_999)
        almost.fractionCompleted = 1
        #expect(try #require(presenter.update(almost, at: clock.at(0)).redraw?.fraction) < 1)
        #expect(presenter.finish(at: clock.at(1)).redraw?.fraction == 1)
    }

    /// The deprecated `Double` seconds of the cadence still work as before.
    @available(*, deprecated)
    @Test func theCadencesSecondsStillWork() throws {
        var cadence = ProgressCadence(milestoneFraction: 0.1, quietInterval: 300, minimumInterval: 1)
        #expect(cadence.quiet == .seconds(300))
        #expect(cadence.minimumSpacing == .seconds(1))
        #expect(cadence.reason(for: Self.download(0), at: 0.0) == .start)
        #expect(cadence.reason(for: Self.download(1_000_000), at: 0.5) == nil)
        #expect(cadence.reason(for: Self.download(1_000_000), at: 1.0) == .milestone)
        var estimator = ProgressEstimator(totalUnitCount: 10_000)
        estimator.record(completed: 0, at: 0.0)
        estimator.record(completed: 1_000, at: 1.0)
        #expect(estimator.estimate(at: 1.0).state == .estimating)
    }

    /// Instants of any clock: the cadence and the estimator take a test clock's.
    @Test func cadenceAndEstimatorTakeAnyClocksInstants() throws {
        let clock = ScriptedClock()
        var cadence = ProgressCadence.log
        #expect(cadence.reason(for: Self.download(0), at: clock.at(10)) == .start)
        #expect(cadence.reason(for: Self.download(1_000_000), at: clock.at(10.5)) == nil)
        #expect(cadence.reason(for: Self.download(1_000_000), at: clock.at(11)) == .milestone)
        var estimator = ProgressEstimator(totalUnitCount: 10_000)
        for second in 0...4 { estimator.record(completed: Int64(second) * 1_000, at: clock.at(100 + Double(second))) }
        let estimate = estimator.estimate(at: clock.at(104))
        #expect(estimate.state == .steady)
        #expect(estimate.throughput == 1_000)
        #expect(estimate.timeRemaining == 6)
        #expect(estimator.estimate(at: clock.at(110)).state == .stalled)
    }

    @Test func theErrorsSentenceIsItsLocalizedDescription() {
        do {
            _ = try ProgressTextFormatter(locale: "xx")
            Issue.record("xx was accepted")
        } catch {
            #expect((error as any Error).localizedDescription == "unknown locale 'xx': ICU has no data for it")
        }
    }
}
