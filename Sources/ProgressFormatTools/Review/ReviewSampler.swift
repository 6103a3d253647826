import ProgressFormat
import ProgressTables

/// Renders each message of a table with sample arguments, through the formatter's own renderer:
/// every `select` branch down the rows (the operation keywords, the duration units), every
/// plural category of the language across the columns with one or two sample numbers from
/// ICU's plural rules, and the declared examples for everything else.
///
/// A duration and the `leadingUnit`/`leadingCount` that describe it are one fact: a sample
/// such as "21 minutes" is made by the planner from 21 × 60 s, and a number that the unit
/// cannot show (90 seconds is "1 minute, 30 seconds") is not used for that row.
struct ReviewSampler {
    /// The formatter whose renderer draws every sample.
    let formatter: ProgressTextFormatter
    /// The source table's placeholders, per key (for nested messages).
    let placeholders: [MessageKey: [ReviewPlaceholder]]

    /// Sample numbers shown per plural category.
    static let samplesPerCategory = 2
    /// The most rows one grid shows (the product of every select's keywords).
    static let maximumRows = 64
    /// CLDR's plural categories, in the order they are listed.
    static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// The grids for `key`, whose rendered pattern is `pattern` and source pattern `sourcePattern`.
    func renderings(of key: MessageKey, pattern: MessagePattern?, sourcePattern: MessagePattern?) -> [ReviewRendering] {
        let declared = placeholders[key] ?? []
        let patterns = [pattern, sourcePattern].compactMap(\.self)
        let base = baseArguments(for: key, depth: 0)

        // Rows: every keyword placeholder and every select the patterns make.
        var selects = declared.filter { $0.type == "keyword" }.map(\.name)
        for name in patterns.flatMap({ $0.argumentUses.filter { $0.value == .select }.keys.sorted() }) where !selects.contains(name) {
            selects.append(name)
        }
        var combinations: [[(name: String, keyword: String)]] = [[]]
        for name in selects {
            let keywords = Self.keywords(for: name, in: patterns)
            combinations = combinations.flatMap { combination in keywords.map { combination + [(name, $0)] } }
        }
        combinations = Array(combinations.prefix(Self.maximumRows))

        // Columns: every count a pattern pluralizes, and every count another placeholder shows.
        var plurals: [String] = []
        for placeholder in declared where placeholder.type == "count" {
            let pluralized = patterns.contains { $0.argumentUses[placeholder.name] == .plural }
            if pluralized || placeholder.shownIn != nil {
                plurals.append(placeholder.name)
            }
        }
        for name in patterns.flatMap({ $0.argumentUses.filter { $0.value == .plural }.keys.sorted() }) where !plurals.contains(name) {
            plurals.append(name)
        }

        let rowTitle = selects.isEmpty ? nil : selects.joined(separator: " · ")
        func arguments(_ combination: [(name: String, keyword: String)]) -> ArgumentList {
            var arguments = base
            // A name planning never fills cannot be rendered: the catalog only keeps patterns
            // whose placeholders are the source's.
            for (name, keyword) in combination {
                if let name = ArgumentName(rawValue: name) { arguments.set(PlannedArgument(name, .keyword(keyword))) }
            }
            return arguments
        }
        func label(_ combination: [(name: String, keyword: String)]) -> String? {
            combination.isEmpty ? nil : combination.map(\.keyword).joined(separator: " · ")
        }

        guard !plurals.isEmpty else {
            let rows = combinations.map { combination in
                let text = Self.coupled(arguments(combination)).map { formatter.render(PlannedMessage(key, $0)) }
                return ReviewRendering.Row(label: label(combination),
                                           cells: [text.map { [ReviewRendering.Sample(number: nil, text: $0)] } ?? []])
            }
            return [ReviewRendering(rowTitle: rowTitle, columnTitle: nil, columns: ["text"], rows: rows)]
        }

        let samples = formatter.integerPluralSamples(for: key)
        // `other` always has a column: in Russian, say, no whole number reaches it, and the
        // sheet says so with empty cells rather than leaving the branch out of sight.
        let categories = Self.categoryOrder.filter { samples[$0] != nil || $0 == "other" }
            + samples.keys.filter { !Self.categoryOrder.contains($0) }.sorted()
        return plurals.map { plural in
            let exact = Set(patterns.flatMap { $0.plurals.filter { $0.name == plural }.flatMap(\.exact.keys) }).sorted()
            let columns: [(header: String, numbers: [Int64], limit: Int)] =
                exact.map { ("=\($0)", [$0], 1) }
                + categories.map { ($0, (samples[$0] ?? []).map(Int64.init), Self.samplesPerCategory) }
            let rows = combinations.map { combination in
                let cells = columns.map { column in
                    var cell: [ReviewRendering.Sample] = []
                    for number in column.numbers where cell.count < column.limit {
                        var candidate = arguments(combination)
                        if let name = ArgumentName(rawValue: plural) { candidate.set(PlannedArgument(name, .count(number))) }
                        guard let coupled = Self.coupled(candidate) else { continue }
                        cell.append(ReviewRendering.Sample(number: number, text: formatter.render(PlannedMessage(key, coupled))))
                    }
                    return cell
                }
                return ReviewRendering.Row(label: label(combination), cells: cells)
            }
            return ReviewRendering(rowTitle: rowTitle, columnTitle: plural, columns: columns.map(\.header), rows: rows)
        }
    }

    /// The arguments of `key` made from its declared examples; a `message` placeholder gets the
    /// message of the same name (or `progress`: the bytes line), at most three levels deep.
    func baseArguments(for key: MessageKey, depth: Int) -> ArgumentList {
        var arguments: ArgumentList = []
        for placeholder in placeholders[key] ?? [] {
            guard let name = ArgumentName(rawValue: placeholder.name) else { continue }
            if let value = ReviewSampleValue.value(for: placeholder) {
                arguments.set(PlannedArgument(name, value))
            } else if depth < 3, let nested = Self.nestedKey(for: placeholder.name) {
                arguments.set(PlannedArgument(name, .message(PlannedMessage(nested, baseArguments(for: nested, depth: depth + 1)))))
            }
        }
        // The leading unit and count say what the duration shows.
        if case .duration(let duration)? = arguments[ArgumentName.duration] {
            if arguments[ArgumentName.leadingUnit] != nil {
                arguments.set(PlannedArgument(ArgumentName.leadingUnit, .keyword(duration.leading.unit.rawValue)))
            }
            if arguments[ArgumentName.leadingCount] != nil {
                arguments.set(PlannedArgument(ArgumentName.leadingCount, .count(duration.leading.value)))
            }
        }
        return arguments
    }

    /// The message a `message` placeholder holds in the samples: the bytes line for `progress`,
    /// the paused status for `status` (its declared example, "paused"), else the message of the
    /// same name.
    static func nestedKey(for name: String) -> MessageKey? {
        switch name {
        case ArgumentName.progress.rawValue: .bytesCompletedOfTotalWithThroughput
        case ArgumentName.status.rawValue: .statusPaused
        default: MessageKey(rawValue: name)
        }
    }

    /// The keywords a select over `name` is shown with: the operations' short names, the
    /// duration units, or else the branches the patterns spell out ("other" last).
    static func keywords(for name: String, in patterns: [MessagePattern]) -> [String] {
        switch name {
        case ArgumentName.operation.rawValue:
            return ProgressSnapshot.FileOperationKind.allShortNames
        case ArgumentName.leadingUnit.rawValue:
            return DurationUnit.allCases.map(\.rawValue)
        default:
            var keywords: Set<String> = []
            for pattern in patterns {
                MessagePattern.walk(pattern.nodes) { node in
                    if case .select(name, let cases) = node { keywords.formUnion(cases.keys) }
                }
            }
            return keywords.subtracting(["other"]).sorted() + ["other"]
        }
    }

    /// `arguments` with the duration made from the leading unit and count; `nil` when the
    /// count cannot lead in that unit (0 minutes, 90 seconds). Arguments without a duration
    /// pass unchanged.
    static func coupled(_ arguments: ArgumentList) -> ArgumentList? {
        guard case .duration? = arguments[ArgumentName.duration],
              case .keyword(let unitName)? = arguments[ArgumentName.leadingUnit],
              case .count(let count)? = arguments[ArgumentName.leadingCount]
        else { return arguments }
        guard let unit = DurationUnit(rawValue: unitName), count >= 0, count <= 1_000_000,
              let duration = PlannedDuration(seconds: Double(count * unit.seconds)),
              duration.leading == PlannedDuration.Part(unit: unit, value: count)
        else { return nil }
        var coupled = arguments
        coupled.set(PlannedArgument(ArgumentName.duration, .duration(duration), field: .timeRemaining))
        return coupled
    }
}
