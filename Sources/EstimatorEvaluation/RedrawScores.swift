import ProgressFormat
import ProgressTables

/// What one estimator showed at the redraws of one or more replays, and how far it was from the
/// truth: the raw material of every figure in the tables.
///
/// The text is redrawn once a second (t = 1 s, 2 s, … before the end), after the samples up to
/// that moment are fed in. The *shown* time is what a user reads: the estimator's value rounded
/// as ``PlannedDuration`` rounds it for the text (whole seconds below an hour, at least 1 s while
/// work remains), the same for every estimator. A redraw is scored from 5 s after the start
/// until 5 s before the end.
struct RedrawScores: Sendable {
    /// |shown − true| ÷ true at each scored redraw that shows a time.
    var errors: [Double] = []
    /// The same, over the last 20 % of each replay's duration.
    var lateErrors: [Double] = []
    /// |shown(t) − shown(t − 1 s) + 1 s| at each scored redraw that shows a time, as did the one
    /// before it: 0 for a perfect countdown.
    var jitters: [Double] = []
    /// How many of those steps rose by more than 10 %.
    var rises = 0
    /// Scored redraws.
    var redraws = 0
    /// Scored redraws that show a time ("estimating…" and "stalled" show none).
    var shown = 0

    /// Seconds after the start, and before the end, that are not scored.
    static let margin = 5.0
    /// The share of each replay, from its end, over which `lateErrors` are taken.
    static let lateShare = 0.2

    /// Replays `replay` through a fresh `E` and scores its redraws.
    static func measure<E: ETAEstimator>(_: E.Type, on replay: Replay) -> RedrawScores {
        var estimator = E(total: replay.total)
        var scores = RedrawScores()
        var next = 0
        var previous: Double?
        var redraw = 1.0
        while redraw < replay.end {
            while next < replay.samples.count, replay.samples[next].time <= redraw {
                estimator.record(completed: replay.samples[next].completed, at: replay.samples[next].time)
                next += 1
            }
            let shown = shownSeconds(estimator.shownRemaining(at: redraw))
            let truth = replay.end - redraw
            if redraw >= margin, truth >= margin {
                scores.redraws += 1
                if let shown {
                    scores.shown += 1
                    let error = abs(shown - truth) / truth
                    scores.errors.append(error)
                    if redraw >= replay.end * (1 - lateShare) { scores.lateErrors.append(error) }
                    if let previous {
                        scores.jitters.append(abs(shown - previous + 1))
                        if shown > previous * 1.1 { scores.rises += 1 }
                    }
                }
            }
            previous = shown
            redraw += 1
        }
        return scores
    }

    /// `seconds` as the text shows it, in seconds; `nil` when no time is shown.
    static func shownSeconds(_ seconds: Double?) -> Double? {
        guard let seconds, let duration = PlannedDuration(seconds: seconds, workRemains: true) else { return nil }
        return duration.parts.reduce(0) { $0 + Double($1.value) * Double($1.unit.seconds) }
    }

    /// Both sets of redraws together.
    static func + (left: RedrawScores, right: RedrawScores) -> RedrawScores {
        RedrawScores(
            errors: left.errors + right.errors, lateErrors: left.lateErrors + right.lateErrors,
            jitters: left.jitters + right.jitters, rises: left.rises + right.rises,
            redraws: left.redraws + right.redraws, shown: left.shown + right.shown)
    }
}
