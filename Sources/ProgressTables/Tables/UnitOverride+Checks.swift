
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
            if let unsafe = StringTable.unsafeCharacterProblem(in: text, file: file, key: key) {
                problems.append(unsafe)
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
                problems.append(.malformedMessage(file: file, key: key, position: 0,
                                                  reason: "shows the number \(pattern.numberCount) times; write {0} once"))
            }
        }
        return problems
    }

    /// "2, 3, 4, 22…": the first few displayed numbers.
    package static func describe(_ numbers: [String]) -> String {
        let shown = numbers.prefix(4).joined(separator: ", ")
        return numbers.count > 4 ? shown + "…" : shown
    }
}
