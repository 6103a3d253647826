public import struct Foundation.Locale

extension ProgressPresenter {
    /// What is due after an update or a tick: any of a redraw, a log line, an announcement and
    /// the end, and when to ask again.
    ///
    ///     let due = presenter.update(snapshot)
    ///     if let redraw = due.redraw { draw(redraw) }
    ///     if let line = due.logLine { log(line) }
    ///     if let words = due.announcement { announce(words) }
    ///     if due.end != nil { /* the operation is over; its lines are the end's */ }
    public struct Presentation: Sendable {
        /// The lines to draw in place of the last ones; `nil` when none is due (or the presenter
        /// does not write for ``ProgressChannels/terminal``).
        public var redraw: Redraw?
        /// A log line, when one is due on ``ProgressChannels/log``.
        public var logLine: String?
        /// Words for a screen reader, when an announcement is due on ``ProgressChannels/speech``.
        public var announcement: String?
        /// The end, when this answer ends the operation: the redraw, the log line and the
        /// announcement (for the channels written) then say it.
        public var end: End?
        /// When something may be due with no update: call ``ProgressPresenter/tick(at:)`` then,
        /// unless an update comes first. `nil`: nothing will be due before the next update.
        public var deadline: C.Instant?

        /// Nothing due, and nothing to wait for.
        public init(redraw: Redraw? = nil, logLine: String? = nil, announcement: String? = nil, end: End? = nil,
                    deadline: C.Instant? = nil) {
            self.redraw = redraw
            self.logLine = logLine
            self.announcement = announcement
            self.end = end
            self.deadline = deadline
        }

        /// Whether nothing is due (a deadline may still be set).
        public var isEmpty: Bool { redraw == nil && logLine == nil && announcement == nil && end == nil }
    }

    /// A redraw: the facts as they are now shown (the estimate applied), with the text fitted
    /// to whatever width the bar has, the fraction to fill and the direction to fill it in.
    ///
    ///     redraw.text(columns: 60)     // the two lines, each fitted to 60 columns
    ///     redraw.line(columns: 60)     // one line: "Downloading 9 files: 419 kB of 5.4 MB — 1m 37s remaining"
    ///     redraw.fraction              // 0.078…, nil when the total is unknown
    ///     redraw.direction             // .rightToLeft in Arabic: the bar fills from the right
    ///     redraw.spokenValue           // "7 percent, 1 minute, 37 seconds remaining" (aria-valuetext)
    ///
    /// The text is written when asked for, so a bar that shows only the fraction pays nothing
    /// for it.
    public struct Redraw: Sendable {
        /// The facts shown: the update's, with the estimator's speed, time remaining, state and
        /// the elapsed time where the update brought none.
        public let snapshot: ProgressSnapshot
        let stream: ProgressTextStream

        init(snapshot: ProgressSnapshot, stream: ProgressTextStream) {
            self.snapshot = snapshot
            self.stream = stream
        }

        /// The part done, from 0 to 1, for a bar; `nil` when it is not known (an indeterminate
        /// total). It reads 1 only when the work is done.
        public var fraction: Double? {
            guard let fraction = snapshot.fractionCompleted, fraction.isFinite else { return nil }
            let clamped = min(1, max(0, fraction))
            return snapshot.isDone ? 1 : min(clamped, Double(1).nextDown)
        }

        /// The way the text runs, and a bar beside it fills: `.rightToLeft` in Arabic and Hebrew.
        public var direction: Locale.LanguageDirection { stream.formatter.direction }

        /// The two lines; each fitted to `columns` (``ProgressTextFormatter/format(_:columns:)``),
        /// or whole when `columns` is `nil`.
        public func text(columns: Int? = nil) -> ProgressText {
            columns.map { stream.format(snapshot, columns: $0) } ?? stream.format(snapshot)
        }

        /// One line, the description and the details together
        /// (``ProgressTextFormatter/logLine(for:columns:)``), for a one-line bar; fitted to
        /// `columns`, or whole when `columns` is `nil`.
        public func line(columns: Int? = nil) -> String {
            columns.map { stream.formatter.logLine(for: snapshot, columns: $0) } ?? stream.formatter.logLine(for: snapshot)
        }

        /// The short spoken form, for a bar's accessibility value (`aria-valuetext`):
        /// ``ProgressTextFormatter/spokenValue(for:)``.
        public var spokenValue: String { stream.formatter.spokenValue(for: snapshot) }
    }

    /// The end of an operation: how it ended, how long it took and what it says.
    public struct End: Sendable {
        /// How an operation ended.
        public enum Outcome: String, Hashable, Sendable, CaseIterable {
            /// The work is done: "Downloaded 6 files" / "5.4 MB — done in 14 seconds".
            case finished
            /// Stopped by an error: "419 kB of 5.4 MB — failed".
            case failed
            /// Cancelled by the user or the app: "419 kB of 5.4 MB — cancelled".
            case cancelled
        }

        /// How it ended.
        public let outcome: Outcome
        /// The time from the first update to the end (or the update's own elapsed time).
        public let elapsed: Duration
        /// The facts at the end.
        public let snapshot: ProgressSnapshot
        /// The end's two lines, whole.
        public let text: ProgressText
    }
}
