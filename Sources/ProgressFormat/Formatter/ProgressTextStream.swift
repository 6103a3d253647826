
/// The text of one operation's updates, formatted by a shared ``ProgressTextFormatter``: one
/// stream per progress bar.
///
/// A stream remembers the description its operation's last update rendered — it does not change
/// during a transfer ("Downloading “photos.zip”…"), and planning it, the file name above all,
/// is most of an update's planning. A formatter remembers the same for the updates it formats,
/// but it has one memory for all of its callers: when one formatter serves many operations in
/// turn (a dashboard of downloads, a package manager's parallel fetches), each update is another
/// operation's and finds nothing to reuse. Give each operation a stream made from the shared
/// formatter:
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
/// stream changes the cost, never the words. It holds its formatter (the locale's model and
/// messages stay shared) and the last description's text and facts.
///
/// A stream is `Sendable` and never blocks: if two threads format with one stream at the same
/// moment, one of them formats without the stream's memory (the same text, at the cost of a
/// first update).
public final class ProgressTextStream: Sendable {
    /// The formatter whose locale, tables and unit width the text follows.
    public let formatter: ProgressTextFormatter
    /// The description this stream's updates rendered last.
    private let memory = DescriptionMemory()

    /// A stream of `formatter`'s text for one operation.
    public init(_ formatter: ProgressTextFormatter) {
        self.formatter = formatter
    }

    /// The two lines for `snapshot`, as ``ProgressTextFormatter/format(_:)`` writes them. Never
    /// fails and never traps, whatever the snapshot holds.
    public func format(_ snapshot: ProgressSnapshot) -> ProgressText {
        formatter.format(snapshot, remembering: memory)
    }
}
