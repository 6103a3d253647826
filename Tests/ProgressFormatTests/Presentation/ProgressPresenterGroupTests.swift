import Foundation
import ProgressFormat
import ProgressFormatTestSupport
import Testing

/// Several operations at once, and a `Foundation.Progress` read as an asynchronous sequence.
@Suite struct ProgressPresenterGroupTests {
    static func download(_ name: String, total: Int64) -> ProgressSnapshot {
        ProgressSnapshot(totalUnitCount: total, kind: .file, fileOperationKind: .downloading, fileDisplayName: name)
    }

    @Test func aLineEachAndATotalWhereTheUnitsAgree() throws {
        let clock = ScriptedClock()
        let group = ProgressPresenterGroup(formatter: try ProgressTextFormatter(locale: "de"), clock: clock, channels: .terminal)
        let first = group.add(Self.download("a.zip", total: 4_000_000))
        let second = group.add(Self.download("b.zip", total: 6_000_000))
        _ = group.update(first, completed: 1_000_000, at: clock.at(0))
        let due = group.update(second, completed: 3_000_000, at: clock.at(1))
        let redraw = try #require(due.redraw)
        #expect(redraw.operations.map { $0.line() } == [
            "„a.zip“ wird heruntergeladen: 1,0 MB von 4,0 MB – Restzeit wird ermittelt",
            "„b.zip“ wird heruntergeladen: 3,0 MB von 6,0 MB – Restzeit wird ermittelt",
        ])
        #expect(redraw.total?.line() == "2 Dateien werden heruntergeladen: 4,0 MB von 10,0 MB")
        #expect(redraw.total?.fraction == 0.4)
        #expect(group.runningCount == 2)
        let end = group.finish(first, at: clock.at(2))
        #expect(end.ends.map(\.outcome) == [.finished])
        #expect(end.redraw?.total?.line() == "2 Dateien werden heruntergeladen: 7,0 MB von 10,0 MB")
        #expect(group.runningCount == 1)
        #expect(group.hasEnded(first) && !group.hasEnded(second))
    }

    @Test func noTotalWhereTheUnitsDiffer() throws {
        let clock = ScriptedClock()
        let group = ProgressPresenterGroup(formatter: try ProgressTextFormatter(locale: "en"), clock: clock, channels: .terminal)
        let bytes = group.add(Self.download("a.zip", total: 4_000_000))
        let items = group.add(ProgressSnapshot(totalUnitCount: 10))
        _ = group.update(bytes, completed: 1_000_000, at: clock.at(0))
        let due = group.update(items, completed: 5, at: clock.at(1))
        #expect(due.redraw?.operations.map { $0.line() } == [
            "Downloading “a.zip”: 1.0 MB of 4.0 MB — estimating time remaining", "50% completed: 5 of 10 — estimating time remaining",
        ])
        #expect(due.redraw?.total == nil)
    }

    /// Log lines of every operation, and Ctrl-C for all of them.
    @Test func logLinesAndCancellingAll() throws {
        let clock = ScriptedClock()
        let group = ProgressPresenterGroup(formatter: try ProgressTextFormatter(locale: "en"), clock: clock, channels: .log)
        let first = group.add(Self.download("a.zip", total: 4_000_000))
        let second = group.add(Self.download("b.zip", total: 6_000_000))
        #expect(group.update(first, completed: 0, at: clock.at(0)).logLines == ["Downloading “a.zip”: starting"])
        #expect(group.update(second, completed: 0, at: clock.at(0)).logLines == ["Downloading “b.zip”: starting"])
        let cancelled = group.cancelAll(at: clock.at(1))
        #expect(cancelled.logLines == ["Downloading “a.zip”: 0 kB of 4.0 MB — cancelled",
                                       "Downloading “b.zip”: 0 kB of 6.0 MB — cancelled"])
        #expect(cancelled.ends.map(\.outcome) == [.cancelled, .cancelled])
        #expect(group.runningCount == 0)
    }

    /// Eight tasks feed eight operations at once: every operation ends once, nothing is lost.
    @Test func feedsFromManyTasks() async throws {
        let group = ProgressPresenterGroup(formatter: try ProgressTextFormatter(locale: "en"), channels: [.terminal, .log])
        let operations = (0..<8).map { group.add(Self.download("file-\($0).bin", total: 1_000)) }
        let ends = await withTaskGroup(of: [String].self) { tasks in
            for operation in operations {
                tasks.addTask {
                    var ends: [String] = []
                    for count in stride(from: Int64(0), through: 1_000, by: 10) {
                        ends += group.update(operation, completed: count).ends.map { $0.text.description }
                    }
                    return ends
                }
            }
            return await tasks.reduce(into: []) { $0 += $1 }
        }
        #expect(ends.sorted() == (0..<8).map { "Downloaded “file-\($0).bin”" })
        #expect(group.runningCount == 0)
        #expect(operations.allSatisfy(group.hasEnded))
    }

    /// A parent `Progress` whose own count is 0 while its child is half way: the sequence
    /// counts the child, as `ProgressSnapshot(progress)` does, and ends when the parent finishes.
    @Test func aFoundationProgressAsASequence() async throws {
        let clock = ScriptedClock()
        let parent = Progress(totalUnitCount: 600)
        let child = Progress(totalUnitCount: 600, parent: parent, pendingUnitCount: 600)
        clock.schedule(at: .seconds(1)) { child.completedUnitCount = 300 }
        clock.schedule(at: .seconds(2)) { child.completedUnitCount = 600 }
        let presenter = ProgressPresenter(formatter: try ProgressTextFormatter(locale: "en"), clock: clock, channels: .log)
        var lines: [String] = []
        for await due in presenter.presentations(of: parent) {
            if let line = due.logLine { lines.append("\(clock.now.offset): \(line)") }
        }
        // The parent's own count stays 0 until the child finishes, as Apple's text says it
        // ("0 of 600"); the percentage and the estimator count the child.
        #expect(lines == ["0.0 seconds: 0% completed: starting",
                          "1.0 seconds: 50% completed: 0 of 600 — estimating time remaining",
                          "2.0 seconds: 100% completed: done in 2 seconds"])
    }

    /// `Progress` cannot fail: a producer says so in its user info, and the sequence ends there.
    @Test func aFailureSaidInTheUserInfoEndsTheSequence() async throws {
        let clock = ScriptedClock()
        let progress = Progress(totalUnitCount: 10)
        clock.schedule(at: .seconds(1)) {
            progress.completedUnitCount = 3
            progress.setUserInfoObject("failed", forKey: .statusKey)
        }
        let presenter = ProgressPresenter(formatter: try ProgressTextFormatter(locale: "de"), clock: clock, channels: .log)
        var ends: [ProgressPresenter<ScriptedClock>.End.Outcome] = []
        var last = ""
        for await due in presenter.presentations(of: progress) {
            if let end = due.end { ends.append(end.outcome) }
            last = due.logLine ?? last
        }
        #expect(ends == [.failed])
        #expect(last == "30\u{00A0}% abgeschlossen: 3 von 10 \u{2013} fehlgeschlagen")
        #expect(ProgressSnapshot(progress).status == .failed)
    }
}
