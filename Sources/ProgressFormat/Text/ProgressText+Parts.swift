internal import ProgressTables
public import Foundation

extension ProgressText {
    /// Every marked part of both lines, the description's first, each line's in reading order
    /// of the text (the order of the string, which is the logical order, also in right-to-left
    /// languages).
    public var parts: [Part] {
        var result: [Part] = []
        result.reserveCapacity(descriptionParts.count + additionalDescriptionParts.count)
        let lines: [(Line, PartList)] = [(.description, descriptionParts), (.additionalDescription, additionalDescriptionParts)]
        for (line, list) in lines {
            for index in 0..<list.count {
                let entry = list[index]
                result.append(Part(field: entry.field, line: line, utf8Offsets: Int(entry.start)..<Int(entry.end)))
            }
        }
        return result
    }

    /// The string of `line`.
    public subscript(line: Line) -> String {
        switch line {
        case .description: description
        case .additionalDescription: additionalDescription
        }
    }

    /// The text of `part` ("50 kB/s").
    public subscript(part: Part) -> Substring {
        self[part.line][range(of: part)]
    }

    /// Where `part` stands in its line, as a range of the line's string.
    public func range(of part: Part) -> Range<String.Index> {
        let utf8 = self[part.line].utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(part.utf8Offsets.lowerBound, utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(part.utf8Offsets.upperBound, utf8.count))
        return lower..<upper
    }

    /// The ranges of `field` in `line` (usually one, none when the line does not show it).
    ///
    ///     text.ranges(of: .totalBytes)   // the range of "5.4 MB"
    public func ranges(of field: Field, in line: Line = .additionalDescription) -> [Range<String.Index>] {
        parts.filter { $0.field == field && $0.line == line }.map(range(of:))
    }
}

extension ProgressText {
    /// A marked part of one line: which field it is and where it stands.
    ///
    ///     let text = formatter.format(snapshot)
    ///     for part in text.parts where part.field == .throughput {
    ///         print(text[part])   // "50 kB/s"
    ///     }
    public struct Part: Hashable, Sendable, Codable {
        /// What the part shows.
        public var field: Field
        /// The line it is in.
        public var line: Line
        /// Its position as UTF-8 byte offsets into the line (what a program in another
        /// language, or one that writes to a terminal byte by byte, needs).
        public var utf8Offsets: Range<Int>

        /// Creates a part.
        public init(field: Field, line: Line, utf8Offsets: Range<Int>) {
            self.field = field
            self.line = line
            self.utf8Offsets = utf8Offsets
        }
    }
}

extension ProgressText {
    /// Which part of a line a range of the text is: the numbers and names a terminal library
    /// may want to colour or style.
    ///
    ///     // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    ///     //  ^^^^^^    ^^^^^^  ^^^^^^^    ^^^^^^^^^^^^^^^^^^^^
    ///     //  .completedBytes   .throughput .timeRemaining
    ///     //            .totalBytes
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// The percentage of "7% completed".
        case percent
        /// Generic units done ("419,431" of "419,431 of 5,356,456").
        case completedCount
        /// Generic units in all ("5,356,456").
        case totalCount
        /// Bytes done ("419 kB").
        case completedBytes
        /// Bytes in all ("5.4 MB").
        case totalBytes
        /// The transfer speed ("50 kB/s").
        case throughput
        /// The time remaining, without the words around it ("1 minute, 37 seconds").
        case timeRemaining
        /// The file's name ("photos.zip"), with the isolates around it in right-to-left text.
        case fileName
        /// How many files the description names ("9" of "Downloading 9 files…").
        case fileCount
        /// Files done ("7" of "7 of 9 files").
        case completedFileCount
        /// Files in all ("9" of "7 of 9 files").
        case totalFileCount
        /// The operation's status ("paused", "estimating time remaining…").
        case status
    }
}

extension ProgressText {
    /// One line as an `AttributedString` whose marked parts carry ``ProgressTextFieldAttribute``,
    /// for styling with Foundation's attributed text (or converting to a terminal's):
    ///
    ///     let line = text.attributedString(.additionalDescription)
    ///     for run in line.runs {
    ///         if let field = run[ProgressTextFieldAttribute.self] {
    ///             print(field, line[run.range])   // completedBytes 419 kB, totalBytes 5.4 MB, …
    ///         }
    ///     }
    public func attributedString(_ line: Line) -> AttributedString {
        let string = self[line]
        var attributed = AttributedString(string)
        for part in parts where part.line == line {
            if let range = Range(range(of: part), in: attributed) {
                attributed[range][ProgressTextFieldAttribute.self] = part.field
            }
        }
        return attributed
    }
}

/// The attribute that marks which `ProgressText.Field` a run of a progress line is, in
/// ``ProgressText/attributedString(_:)``.
public enum ProgressTextFieldAttribute: CodableAttributedStringKey {
    /// The field.
    public typealias Value = ProgressText.Field
    /// The attribute's name: `"ProgressFormat.field"`.
    public static let name = "ProgressFormat.field"
}
