internal import ProgressTables

/// The two strings shown under a progress bar, in one locale, and where their parts are.
///
/// They match Foundation's `Progress.localizedDescription` and
/// `localizedAdditionalDescription`; either may be `""` when there is nothing to say
/// (an indeterminate generic progress has no percentage). ``parts`` tells which range of each
/// line is a number or a name, so a terminal library can colour them:
///
///     let text = try ProgressTextFormatter(locale: "en").format(snapshot)
///     text.additionalDescription        // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
///     text.parts.map(\.field)           // [.completedBytes, .totalBytes, .throughput, .timeRemaining] (and the
///                                       //  description's)
///     text.ranges(of: .throughput).map { text.additionalDescription[$0] }   // ["50 kB/s"]
public struct ProgressText: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What is happening: "Downloading 9 files…", "7% completed".
    public var description: String
    /// The numbers: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining".
    public var additionalDescription: String

    /// The parts of ``description``.
    package var descriptionParts = PartList()
    /// The parts of ``additionalDescription``.
    package var additionalDescriptionParts = PartList()

    /// Creates a text from its two strings, with no parts marked.
    public init(description: String, additionalDescription: String) {
        self.description = description
        self.additionalDescription = additionalDescription
    }

    /// Creates a text from its two strings and their parts.
    package init(description: String, descriptionParts: PartList, additionalDescription: String,
                 additionalDescriptionParts: PartList) {
        self.description = description
        self.descriptionParts = descriptionParts
        self.additionalDescription = additionalDescription
        self.additionalDescriptionParts = additionalDescriptionParts
    }

    private enum CodingKeys: String, CodingKey {
        case description, additionalDescription
    }
}
