internal import ProgressMessages
internal import ProgressPlanning

/// The text of one operation's updates, formatted by a shared ``ProgressTextFormatter``: one
/// stream per progress bar.
///
/// A stream remembers what its operation's last updates rendered — the description, which does
/// not change during a transfer ("Downloading “photos.zip”…"), the total size, the rate, the
/// time remaining — so an update pays only for what changed. A formatter remembers the same for
/// the updates it formats, but it has one memory for all of its callers: when one formatter
/// serves many operations in turn (a dashboard of downloads, a package manager's parallel
/// fetches), each update is another operation's and finds nothing to reuse. Give each operation
/// a stream made from the shared formatter:
///
///     let formatter = try ProgressTextFormatter(locale: "de")
///     let streams = downloads.map { _ in ProgressTextStream(formatter) }
///     // on every refresh
///     for (download, stream) in zip(downloads, streams) {
///         let text = stream.format(download.snapshot)
///         download.bar.show(text.description, text.additionalDescription)
///     }
///
/// The text is always exactly ``ProgressTextFormatter/format(_:)``'s for the same snapshot: a
/// stream changes the cost, never the words. It holds its formatter (the locale's ICU
/// formatters and messages stay shared) and, once it has formatted, about 1.7 KB of its own
/// (what it remembers, as the benchmark measures it).
///
/// A stream is `Sendable` and never blocks: if two threads format with one stream at the same
/// moment, one of them formats without the stream's memory (the same text, at the cost of a
/// first update).
public final class ProgressTextStream: Sendable {
    /// The formatter whose locale, tables and unit width the text follows.
    public let formatter: ProgressTextFormatter
    /// What this stream's updates rendered last.
    private let memo = RenderMemo()
    /// The formatter's renderer and unit width, kept here too: read through `formatter` on every
    /// update, the renderer (a struct of shared objects) would be copied and each object retained.
    private let renderer: MessageRenderer
    private let width: TextWidth

    /// A stream of `formatter`'s text for one operation.
    public init(_ formatter: ProgressTextFormatter) {
        self.formatter = formatter
        renderer = formatter.renderer
        width = formatter.unitWidth.width
    }

    /// The two lines for `snapshot`, as ``ProgressTextFormatter/format(_:)`` writes them. Never
    /// fails and never traps, whatever the snapshot holds.
    public func format(_ snapshot: ProgressSnapshot) -> ProgressText {
        let memo = memo.tryAcquire() ? memo : nil
        defer { memo?.release() }
        return renderer.render(snapshot, width: width, memo: memo)
    }
}
