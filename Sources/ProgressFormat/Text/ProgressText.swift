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
public struct ProgressText: Hashable, Sendable, Codable {
    /// What is happening: "Downloading 9 files…", "7% completed".
    public var description: String
    /// The numbers: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining".
    public var additionalDescription: String

    /// The parts of ``description``.
    var descriptionParts = PartList()
    /// The parts of ``additionalDescription``.
    var additionalDescriptionParts = PartList()

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
        case description, additionalDescription, parts
    }

    /// Reads a text and its parts from the JSON form ``encode(to:)`` writes; a part outside
    /// its line is refused with a `DecodingError` that says which.
    ///
    ///     {"description": "Downloading 9 files…",
    ///      "additionalDescription": "419 kB of 5.4 MB",
    ///      "parts": [{"field": "fileCount", "line": "description", "utf8Offsets": [12, 13]}, …]}
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(description: try container.decode(String.self, forKey: .description),
                  additionalDescription: try container.decode(String.self, forKey: .additionalDescription))
        let parts = try container.decodeIfPresent([Part].self, forKey: .parts) ?? []
        guard parts.count <= 2 * PartList.capacity else {
            throw DecodingError.dataCorruptedError(forKey: .parts, in: container,
                                                   debugDescription: "more than \(2 * PartList.capacity) parts")
        }
        for part in parts {
            let length = self[part.line].utf8.count
            guard part.utf8Offsets.lowerBound >= 0, part.utf8Offsets.upperBound <= length, !part.utf8Offsets.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: .parts, in: container,
                    debugDescription: "the \(part.field) part at UTF-8 offsets \(part.utf8Offsets) is not in its line of \(length) bytes")
            }
            switch part.line {
            case .description: descriptionParts.append(part.field, part.utf8Offsets)
            case .additionalDescription: additionalDescriptionParts.append(part.field, part.utf8Offsets)
            }
        }
    }

    /// Writes both lines and their ``parts`` (each a field, a line and UTF-8 offsets), so a
    /// decoded text is equal to the one encoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        try container.encode(additionalDescription, forKey: .additionalDescription)
        try container.encode(parts, forKey: .parts)
    }
}

extension ProgressText {
    /// One of the two lines of a progress text.
    public enum Line: String, Hashable, Sendable, Codable, CaseIterable {
        /// ``ProgressText/description``: what is happening ("Downloading 9 files…").
        case description
        /// ``ProgressText/additionalDescription``: the numbers ("419 kB of 5.4 MB …").
        case additionalDescription
    }
}

extension ProgressText: TextOutputStreamable {
    /// Writes both lines, one under the other, as a progress bar shows them: what `print(text)`,
    /// `"\(text)"` and `String(describing: text)` all show. An empty line is left out (an
    /// indeterminate operation with no status prints nothing).
    ///
    ///     print(formatter.format(snapshot))
    ///     // Downloading 9 files…
    ///     // 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining
    ///
    /// ``description`` keeps Apple's meaning, the first line alone (`text.description ==
    /// "Downloading 9 files…"`); it is a property of the text, not its `CustomStringConvertible`
    /// form, so every way of printing a text gives the same two lines.
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(description)
        if !description.isEmpty, !additionalDescription.isEmpty {
            target.write("\n")
        }
        target.write(additionalDescription)
    }
}
