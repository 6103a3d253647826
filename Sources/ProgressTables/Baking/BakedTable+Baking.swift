import struct Foundation.Data

extension BakedTable {
    /// Checks `table` message by message against `source` (the built-in source table), as a
    /// catalog checks a table it parsed (``StringTable/refusals(of:file:against:)``). Keys the source lacks are left out;
    /// without a source, every key is.
    package init(table: StringTable, source: StringTable?) {
        var patterns: [MessagePattern?] = Array(repeating: nil, count: MessageKey.allCases.count)
        var refusals: [MessageKey: [ProgressProblem]] = [:]
        var missingKeys: Set<MessageKey> = []
        var unspoken: [MessageKey: [ProgressProblem]] = [:]
        for key in MessageKey.allCases {
            guard let sourceEntry = source?.entries[key] else { continue }
            guard let entry = table.entries[key] else {
                if !table.failedKeys.contains(key.rawValue) { missingKeys.insert(key) }
                continue
            }
            let reference = MessageEntry(key: key, text: sourceEntry.text, pattern: sourceEntry.pattern,
                                         placeholders: sourceEntry.placeholders)
            let problems = StringTable.refusals(of: entry, file: table.file, against: reference)
            if problems.isEmpty {
                patterns[key.ordinal] = entry.pattern
                if let problem = StringTable.speechProblem(of: entry, file: table.file) { unspoken[key] = [problem] }
            } else {
                refusals[key] = problems
            }
        }
        self.init(locale: table.locale, file: table.file, loadProblems: table.problems,
                  program: MessageProgram(compiling: patterns), refusals: refusals, missingKeys: missingKeys,
                  unitOverrides: table.unitOverrides.values.filter(\.isUsable).sorted { $0.identifier < $1.identifier },
                  unspoken: unspoken)
    }

    /// The table in file `name` (`de.json`), from its bytes, read as the store reads a table —
    /// decoded, and refused when its `@@locale` is not the tag its file is named after — then
    /// baked against `source`; or the problem that makes it unusable. Problems name the table
    /// `file` (``builtInName(_:)`` for a built-in one).
    package static func baking(_ data: Data, name: String, file: String, source: StringTable?) -> Result<BakedTable, ProgressProblem> {
        Result { () throws(ProgressProblem) in
            let table = try StringTable.decode(data, file: file)
            try table.checkNamed(name)
            return BakedTable(table: table, source: source)
        }
    }
}
