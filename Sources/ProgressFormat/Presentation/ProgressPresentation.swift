/// What is due after an update or a tick: any of a redraw, a log line, an announcement and the
/// end. When to ask again is the presenter's ``ProgressPresenter/deadline``.
///
///     let due = presenter.update(snapshot)
///     if let redraw = due.redraw { draw(redraw) }
///     if let line = due.logLine { log(line) }
///     if let words = due.announcement { announce(words) }
///     if due.end != nil { /* the operation is over; its lines are the end's */ }
///
/// Four optional references wide: an answer with nothing due costs nothing to pass around.
public struct ProgressPresentation: Sendable {
    /// The lines to draw in place of the last ones; `nil` when none is due (or the presenter does
    /// not write for ``ProgressChannels/terminal``).
    public var redraw: ProgressRedraw?
    /// A log line, when one is due on ``ProgressChannels/log``.
    public var logLine: String?
    /// Words for a screen reader, when an announcement is due on ``ProgressChannels/speech``.
    public var announcement: String?
    /// The end, when this answer ends the operation: the redraw, the log line and the
    /// announcement (for the channels written) then say it.
    public var end: ProgressEnd?

    /// An answer with what is given due.
    @inlinable
    public init(redraw: ProgressRedraw? = nil, logLine: String? = nil, announcement: String? = nil, end: ProgressEnd? = nil) {
        self.redraw = redraw
        self.logLine = logLine
        self.announcement = announcement
        self.end = end
    }

    /// Nothing due, made where it is returned: the optimizer sees every field `nil`, so nothing
    /// is retained or released (a stored `static let` is copied out through its addressor).
    @inlinable
    static var nothing: ProgressPresentation { ProgressPresentation(redraw: nil, logLine: nil, announcement: nil, end: nil) }

    /// Whether nothing is due.
    @inlinable
    public var isEmpty: Bool {
        // Patterns, not `== nil`: the generic comparison copies each optional first.
        if case .some = redraw { return false }
        if case .some = logLine { return false }
        if case .some = announcement { return false }
        if case .some = end { return false }
        return true
    }
}

/// Where an operation's text goes: redrawn in place, logged, or spoken — the channels a
/// ``ProgressPresenter`` writes for.
///
///     ProgressPresenter(formatter: formatter, channels: [.terminal, .speech])
///
/// Each channel has its own text and pace: the terminal's two lines redrawn at most ten times
/// a second; a log's self-contained lines (``ProgressTextFormatter/logLine(for:)``) at
/// ``ProgressCadence/log``'s; a screen reader's words (``ProgressTextFormatter/spokenText(for:)``)
/// at ``ProgressCadence/speech``'s.
public struct ProgressChannels: OptionSet, Hashable, Sendable {
    /// The channels' bits.
    public let rawValue: Int

    /// The channels of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Redrawn in place: a terminal, a GUI's label, a web page's progress element.
    public static let terminal = ProgressChannels(rawValue: 1)
    /// Self-contained lines at ``ProgressCadence/log``'s cadence: a pipe, a file, CI, a logger.
    public static let log = ProgressChannels(rawValue: 2)
    /// Announcements for a screen reader at ``ProgressCadence/speech``'s cadence.
    public static let speech = ProgressChannels(rawValue: 4)
}
