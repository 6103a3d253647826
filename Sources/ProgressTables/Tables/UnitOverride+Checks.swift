
extension UnitOverride {
    /// Why the override cannot be used although it loaded: a pattern holding a character a
    /// translation must not hold (``StringTable/isUnsafe(_:)``: an escape, a C1 control, a bidi
    /// override…), a pattern that shows the number twice (`{0}{0}`), or one that leaves it out
    /// where the plural category covers more than one number (allowed where it covers exactly
    /// one, as Hebrew "יום אחד" for 1 day). Lint reports the same; a catalog refuses such a unit,
    /// which keeps CLDR's words.
    ///
    /// `numbersCovered` gives the displayed numbers a category covers in the table's locale
    /// (ICU's plural rules; `nil` for a category it cannot tell), asked at most once per
    /// category. Without it (a caller without ICU), a pattern that leaves the number out is taken
    /// as written in every category but `other`.
    package func problems(file: String, numbersCovered: ((String) -> [String]?)?) -> [ProgressProblem] {
        var problems: [ProgressProblem] = []
        for (category, text) in texts.sorted(by: { $0.key < $1.key }) {
            let key = UnitOverride.key(identifier, category: category)
            if let problem = Self.lengthProblem(of: text) {
                // Nothing more is read of a text that long.
                problems.append(.malformedMessage(file: file, key: key, position: 0, reason: problem))
                continue
            }
            if let unsafe = StringTable.unsafeCharacterProblem(in: text, file: file, key: key) {
                problems.append(unsafe)
            }
            if let position = Self.quotedBracePosition(in: text) {
                problems.append(.malformedMessage(file: file, key: key, position: position, reason: Self.quotedBraceReason))
            }
            guard let pattern = patterns[category] else { continue }
            switch pattern.numberCount {
            case 1:
                break
            case 0:
                if category != "other", numbersCovered == nil { break }
                let numbers = numbersCovered?(category)
                if category != "other", numbers?.count == 1 { break }
                let described = numbers.map { Self.describe($0) } ?? "numbers other than one"
                problems.append(.malformedMessage(file: file, key: key, position: 0,
                                                  reason: "leaves out the number {0}, but '\(category)' covers \(described)"))
            default:
                problems.append(.malformedMessage(file: file, key: key, position: Self.numberPositions(in: text).dropFirst().first ?? 0,
                                                  reason: "shows the number \(pattern.numberCount) times; write {0} once"))
            }
        }
        return problems
    }

    /// Why the override's words cannot be spoken, or `nil`: it corrects the long width, which
    /// spelled-out text (a screen reader's) is written in, and one of its patterns holds a
    /// symbol a reader says as one (``StringTable/spokenSymbols``: "{0} Sek/n" reads "slash").
    /// Lint reports it; at run time spelled-out text keeps CLDR's words for the unit, and the
    /// other widths keep the table's.
    package func spokenSymbolProblem(file: String) -> ProgressProblem? {
        guard correctedWidth == .long else { return nil }
        for (category, text) in texts.sorted(by: { $0.key < $1.key }) {
            var position = 0
            for character in text {
                if StringTable.spokenSymbols.contains(character) {
                    return .malformedMessage(file: file, key: UnitOverride.key(identifier, category: category), position: position,
                                             reason: Self.spokenSymbolReason(character))
                }
                position += character.utf16.count
            }
        }
        return nil
    }

    /// What a unit word a reader would say a symbol of is told.
    package static func spokenSymbolReason(_ symbol: Character) -> String {
        "\"\(symbol)\" is read aloud as a symbol in spelled-out (spoken) text, which keeps CLDR's words; write words"
    }

    /// The most UTF-16 code units a unit word may have: CLDR's longest words ("{0} kilobytes per
    /// second") are a quarter of it; a longer text is refused before anything else is read of it
    /// (it once reached a CSV preview whole, hundreds of kilobytes in every row).
    package static let maximumLength = 100

    /// Why `text` is too long to be a unit word, or `nil`.
    package static func lengthProblem(of text: String) -> String? {
        let length = text.utf16.count
        return length > maximumLength ? "is \(length) characters long (UTF-16); a unit word has at most \(maximumLength)" : nil
    }

    /// What a unit word that quotes a brace is told.
    package static let quotedBraceReason = "quotes a brace with apostrophes, so it shows as text ('{0}' shows \"{0}\", not "
        + "the number); write the number as {0}, without apostrophes"

    /// The UTF-16 offset of the first apostrophe that quotes a brace in `text` — what makes the
    /// words show "{0}" or a brace instead of the number — or `nil`.
    package static func quotedBracePosition(in text: String) -> Int? {
        scan(text).quotedBrace
    }

    /// The UTF-16 offset of each `{0}` of `text` that stands for the number (not quoted).
    package static func numberPositions(in text: String) -> [Int] {
        scan(text).numbers
    }

    /// One pass over `text` as ``UnitPattern`` parses it: where each number stands, and the first
    /// apostrophe that quotes a brace.
    private static func scan(_ text: String) -> (numbers: [Int], quotedBrace: Int?) {
        let units = Array(text.utf16)
        let apostrophe = UInt16(UInt8(ascii: "'")), open = UInt16(UInt8(ascii: "{")), close = UInt16(UInt8(ascii: "}"))
        let zero = Array("{0}".utf16)
        var numbers: [Int] = []
        var quotedBrace: Int?
        var index = 0
        while index < units.count {
            let unit = units[index]
            let next = index + 1 < units.count ? units[index + 1] : nil
            if unit == apostrophe, next == apostrophe {
                index += 2
            } else if unit == apostrophe, next == open || next == close {
                if quotedBrace == nil { quotedBrace = index }
                index += 1
                while index < units.count {
                    if units[index] == apostrophe {
                        if index + 1 < units.count, units[index + 1] == apostrophe { index += 2; continue }
                        break
                    }
                    index += 1
                }
                index += 1
            } else if unit == open, index + zero.count <= units.count, Array(units[index..<index + zero.count]) == zero {
                numbers.append(index)
                index += zero.count
            } else {
                index += 1
            }
        }
        return (numbers, quotedBrace)
    }

    /// "2, 3, 4, 22…": the first few displayed numbers.
    package static func describe(_ numbers: [String]) -> String {
        let shown = numbers.prefix(4).joined(separator: ", ")
        return numbers.count > 4 ? shown + "…" : shown
    }
}
