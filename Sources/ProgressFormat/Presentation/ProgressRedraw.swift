public import struct Foundation.Locale

/// A redraw: the facts as they are now shown (the estimate applied), with the text fitted to
/// whatever width the bar has, the fraction to fill and the direction to fill it in.
///
///     redraw.text(columns: 60)     // the two lines, each fitted to 60 columns
///     redraw.line(columns: 60)     // one line: "Downloading 9 files: 419kB of 5.4MB — 1m 37s remaining"
///     redraw.fraction              // 0.078…, nil when the total is unknown
///     redraw.direction             // .rightToLeft in Arabic: the bar fills from the right
///     redraw.spokenValue           // "7 percent, 1 minute, 37 seconds remaining" (aria-valuetext)
///
/// The text is written when asked for, so a bar that shows only the fraction pays nothing for it.
/// A redraw is a value one reference wide (its facts sit in one immutable box), so an answer with
/// nothing due costs nothing to pass around.
public struct ProgressRedraw: Sendable {
    /// The facts and the stream that writes them, boxed.
    private final class Storage: Sendable {
        let snapshot: ProgressSnapshot
        let stream: ProgressTextStream

        init(snapshot: ProgressSnapshot, stream: ProgressTextStream) {
            self.snapshot = snapshot
            self.stream = stream
        }
    }

    private let storage: Storage

    init(snapshot: ProgressSnapshot, stream: ProgressTextStream) {
        storage = Storage(snapshot: snapshot, stream: stream)
    }

    /// The facts shown: the update's, with the estimator's speed, time remaining, state and the
    /// elapsed time where the update brought none.
    public var snapshot: ProgressSnapshot { storage.snapshot }
    var stream: ProgressTextStream { storage.stream }

    /// The part done, from 0 to 1, for a bar; `nil` when it is not known (an indeterminate
    /// total). It reads 1 only when the work is done.
    public var fraction: Double? {
        guard let fraction = snapshot.fractionCompleted, fraction.isFinite else { return nil }
        return snapshot.isDone ? 1 : min(max(0, fraction), Double(1).nextDown)
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
