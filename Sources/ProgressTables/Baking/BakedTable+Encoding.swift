extension BakedTable {
    /// The baked form of a table, or of the problem that makes it unusable, as the build tool
    /// compiles it in (see ``BakedTableWriter``): `1,` and the table, or `0,` and the problem.
    package static func encoded(_ result: Result<BakedTable, ProgressProblem>) -> String {
        var writer = BakedTableWriter()
        switch result {
        case .success(let table):
            writer.flag(true)
            table.write(to: &writer)
        case .failure(let problem):
            writer.flag(false)
            problem.write(to: &writer)
        }
        return writer.baked
    }

    /// Reads what ``encoded(_:)`` wrote, all of what `reader` holds; a damaged form throws
    /// ``BakedTableReader/Damaged``.
    package static func decoded(_ reader: inout BakedTableReader) throws(BakedTableReader.Damaged) -> Result<BakedTable, ProgressProblem> {
        let result: Result<BakedTable, ProgressProblem> = if try reader.flag() {
            .success(try BakedTable(reading: &reader))
        } else {
            .failure(try ProgressProblem(reading: &reader))
        }
        guard reader.isAtEnd else { throw BakedTableReader.Damaged(offset: reader.position) }
        return result
    }

    private func write(to writer: inout BakedTableWriter) {
        writer.text(locale)
        writer.text(file)
        writer.integer(loadProblems.count)
        for problem in loadProblems { problem.write(to: &writer) }
        program.write(to: &writer)
        writer.integer(refusals.count)
        for (key, problems) in refusals.sorted(by: { $0.key < $1.key }) {
            writer.text(key.rawValue)
            writer.integer(problems.count)
            for problem in problems { problem.write(to: &writer) }
        }
        writer.integer(missingKeys.count)
        for key in missingKeys.sorted() { writer.text(key.rawValue) }
        writer.integer(unitOverrides.count)
        for override in unitOverrides {
            writer.text(override.identifier)
            writer.integer(override.texts.count)
            for (category, text) in override.texts.sorted(by: { $0.key < $1.key }) {
                writer.text(category)
                writer.text(text)
            }
            writer.text(override.state?.rawValue ?? "")
            writer.flag(override.description != nil)
            writer.text(override.description ?? "")
        }
        writer.integer(unspoken.count)
        for (key, problems) in unspoken.sorted(by: { $0.key < $1.key }) {
            writer.text(key.rawValue)
            writer.integer(problems.count)
            for problem in problems { problem.write(to: &writer) }
        }
    }

    private init(reading reader: inout BakedTableReader) throws(BakedTableReader.Damaged) {
        let locale = try reader.text()
        let file = try reader.text()
        var loadProblems: [ProgressProblem] = []
        for _ in 0..<(try reader.count()) { loadProblems.append(try ProgressProblem(reading: &reader)) }
        let program = try MessageProgram(reading: &reader)
        var refusals: [MessageKey: [ProgressProblem]] = [:]
        for _ in 0..<(try reader.count()) {
            let key = try Self.key(&reader)
            var problems: [ProgressProblem] = []
            for _ in 0..<(try reader.count()) { problems.append(try ProgressProblem(reading: &reader)) }
            refusals[key] = problems
        }
        var missingKeys: Set<MessageKey> = []
        for _ in 0..<(try reader.count()) { missingKeys.insert(try Self.key(&reader)) }
        var unitOverrides: [UnitOverride] = []
        for _ in 0..<(try reader.count()) {
            let identifier = try reader.text()
            var texts: [String: String] = [:]
            for _ in 0..<(try reader.count()) {
                let category = try reader.text()
                texts[category] = try reader.text()
            }
            let state = ReviewState(rawValue: try reader.text())
            let hasDescription = try reader.flag()
            let description = try reader.text()
            unitOverrides.append(UnitOverride(baked: identifier, texts: texts, state: state,
                                              description: hasDescription ? description : nil))
        }
        var unspoken: [MessageKey: [ProgressProblem]] = [:]
        for _ in 0..<(try reader.count()) {
            let key = try Self.key(&reader)
            var problems: [ProgressProblem] = []
            for _ in 0..<(try reader.count()) { problems.append(try ProgressProblem(reading: &reader)) }
            unspoken[key] = problems
        }
        self.init(locale: locale, file: file, loadProblems: loadProblems, program: program, refusals: refusals,
                  missingKeys: missingKeys, unitOverrides: unitOverrides, unspoken: unspoken)
    }

    private static func key(_ reader: inout BakedTableReader) throws(BakedTableReader.Damaged) -> MessageKey {
        let text = try reader.text()
        guard let key = MessageKey(rawValue: text) else { throw BakedTableReader.Damaged(offset: 0) }
        return key
    }
}

extension UnitOverride {
    /// A usable override read back from a baked table: its patterns parsed again from `texts`
    /// (the build parsed them once and kept only overrides whose every pattern parses).
    fileprivate init(baked identifier: String, texts: [String: String], state: ReviewState?, description: String?) {
        let (unitIdentifier, widthName) = UnitOverride.split(identifier)
        var patterns: [String: UnitPattern] = [:]
        for (category, text) in texts {
            patterns[category] = try? UnitPattern(parsing: text)
        }
        self.init(identifier: identifier, unit: MeasureUnit(cldrIdentifier: unitIdentifier),
                  width: widthName.flatMap(UnitOverride.width(named:)), texts: texts, patterns: patterns,
                  isUsable: true, state: state, description: description)
    }
}

extension MessageProgram {
    /// Its bytes as one text field: valid UTF-8 (see the layout), so the build compiles a baked
    /// table's program in as part of its string literal.
    fileprivate func write(to writer: inout BakedTableWriter) {
        writer.text(String(decoding: bytes, as: UTF8.self))
    }

    /// The program in the next text field, checked as every program is.
    fileprivate init(reading reader: inout BakedTableReader) throws(BakedTableReader.Damaged) {
        let start = reader.position
        guard let program = MessageProgram(copying: try reader.textBytes()) else { throw BakedTableReader.Damaged(offset: start) }
        self = program
    }
}
