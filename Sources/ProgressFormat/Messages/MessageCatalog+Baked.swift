internal import ProgressTables

extension MessageCatalog {
    /// Builds the catalog for a chain of table tags (most specific first; `en` is always last)
    /// from tables baked at build time (`baked` gives a tag's table, or the problem that makes it
    /// unusable, or `nil` for none; ``StringTableStore/bakedTable(for:)`` for the built-in ones).
    ///
    /// The tables were checked against the built-in source when they were baked, so this only
    /// composes: for each key, the first table along the chain whose message is usable, with the
    /// problems of the tables before it — the same messages, origins and problems, in the same
    /// order, as ``init(parsing:store:)`` finds parsing the same tables now.
    package init(chain: [String], baked: (String) -> Result<BakedTable, ProgressProblem>?) throws(ProgressProblem) {
        var problems: [ProgressProblem] = []
        var tables: [BakedTable] = []
        for tag in chain + ["en"] where !tables.contains(where: { $0.locale == tag }) {
            switch baked(tag) {
            case .success(let table)?:
                tables.append(table)
                problems += table.loadProblems
            case .failure(let problem)?:
                problems.append(problem)
            case nil:
                break
            }
        }
        guard case .success(let source)? = baked("en") else {
            throw .unreadableTable(file: StringTableStore.builtInName("en.json"), reason: "the embedded source table is missing")
        }
        var messages: [(program: MessageProgram, key: MessageKey)?] = Array(repeating: nil, count: MessageKey.allCases.count)
        var sourceMessages = messages
        var origins = MessageKeyed<String>()
        var unspokenKeys: Set<MessageKey> = []
        let candidates = tables + [source]
        for key in MessageKey.allCases {
            // A key the source lacks has no message, whatever a translation says.
            guard source.program.message(key) != nil || source.refusals[key] != nil else { continue }
            if source.program.message(key) != nil {
                sourceMessages[key.ordinal] = (source.program, key)
            }
            for table in candidates {
                if let refused = table.refusals[key] {
                    problems += refused
                } else if table.program.message(key) != nil {
                    messages[key.ordinal] = (table.program, key)
                    origins[key] = table.locale
                    if let unspoken = table.unspoken[key] {
                        problems += unspoken
                        unspokenKeys.insert(key)
                    }
                    break
                } else if table.locale != "en", table.missingKeys.contains(key) {
                    problems.append(.missingMessage(file: table.file, key: key.rawValue))
                }
            }
        }
        self.init(messages: MessageProgram(composing: messages), sourceMessages: MessageProgram(composing: sourceMessages),
                  origins: origins, problems: problems, tables: tables.map { ($0.locale, $0.file, $0.unitOverrides) },
                  unspokenKeys: unspokenKeys)
    }
}
