
extension StringTable {
    /// The problems that make `entry` unusable against its source message: placeholders the
    /// source does not declare, placeholders the source shows that the entry leaves out, and
    /// `select`/`plural` over placeholders of the wrong type. Empty when the entry is usable.
    package static func problems(
        of entry: MessageEntry, file: String, against source: MessageEntry
    ) -> [ProgressProblem] {
        let key = entry.key.rawValue
        var problems: [ProgressProblem] = []
        func position(_ name: String) -> Int { entry.pattern.argumentPositions[name] ?? 0 }
        for (name, use) in entry.pattern.argumentUses.sorted(by: { $0.key < $1.key }) {
            guard let type = source.placeholders[name] else {
                problems.append(.unknownPlaceholder(file: file, key: key, placeholder: name, position: position(name)))
                continue
            }
            if use == .select, !type.isSelectable {
                problems.append(.placeholderMisuse(file: file, key: key, placeholder: name, position: position(name),
                                                   reason: "is a \(type.rawValue), not a keyword to select on"))
            }
            if use == .plural, !type.isPluralizable {
                problems.append(.placeholderMisuse(file: file, key: key, placeholder: name, position: position(name),
                                                   reason: "is a \(type.rawValue), not a count to pluralize on"))
            }
            if use != .select, type == .keyword {
                problems.append(.placeholderMisuse(file: file, key: key, placeholder: name, position: position(name),
                                                   reason: "is a keyword; use it only in a select"))
            }
        }
        for name in source.pattern.argumentUses.keys.sorted() where entry.pattern.argumentUses[name] == nil {
            problems.append(.missingPlaceholder(file: file, key: key, placeholder: name))
        }
        return problems
    }
}
