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
