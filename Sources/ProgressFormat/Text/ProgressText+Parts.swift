internal import ProgressTables

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
