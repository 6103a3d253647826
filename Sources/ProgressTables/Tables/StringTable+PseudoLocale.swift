
extension StringTable {
    /// The table of `pseudo` generated from this (source) table: every message's literal text
    /// transformed, its placeholders, `#`, select and plural keywords and syntax left intact.
    ///
    ///     source.pseudoLocalized(.accented).entries[.percentCompleted]?.text  // "[{percent} çöɱþļéţéð one]"
    ///     source.pseudoLocalized(.bidi).entries[.percentCompleted]?.text      // "{percent} \u{200F}detelpmoc\u{200F}"
    ///
    /// `en-XA` brackets each message and pads each of its variants with number words to about
    /// 40 % more letters than the English variant has; `ar-XB` mirrors each word (see
    /// ``PseudoLocale``). The entries carry the source text as their `x-source` and no review
    /// state: they are generated, never reviewed, and lint does not check them.
    package func pseudoLocalized(_ pseudo: PseudoLocale) -> StringTable {
        var entries: [MessageKey: MessageEntry] = [:]
        var problems: [ProgressProblem] = []
        for (key, entry) in self.entries {
            var nodes = Self.transform(entry.pattern.nodes, pseudo: pseudo, carried: 0, closesMessage: pseudo == .accented)
            if pseudo == .accented {
                nodes.insert(.text(PseudoLocale.brackets.0), at: 0)
            }
            let text = MessagePattern.text(of: nodes)
            do {
                let pattern = try MessagePattern(parsing: text)
                entries[key] = MessageEntry(key: key, text: text, pattern: pattern, placeholders: entry.placeholders,
                                            numberShownIn: entry.numberShownIn, state: nil, source: entry.text)
            } catch {
                problems.append(.malformedMessage(file: "\(pseudo.tag) (generated)", key: key.rawValue,
                                                  position: error.position, reason: error.reason))
            }
        }
        return StringTable(locale: pseudo.tag, file: "\(file) (\(pseudo.tag), generated)", entries: entries, problems: problems)
    }

    /// `nodes` with their literal text transformed. With `closesMessage`, the message ends in
    /// these nodes: `en-XA`'s padding and closing bracket go at their end, or at the end of each
    /// variant of a final select or plural; `carried` is the length of the literal text before
    /// them on the way there.
    private static func transform(_ nodes: [MessageNode], pseudo: PseudoLocale, carried: Int, closesMessage: Bool) -> [MessageNode] {
        var result: [MessageNode] = []
        var length = carried
        var closedInside = false
        for (index, node) in nodes.enumerated() {
            let isLast = index == nodes.count - 1
            switch node {
            case .text(let text):
                result.append(.text(pseudo.transformingLetters(text)))
                length += text.count
            case .argument, .pound:
                result.append(node)
            case .select(let name, let cases):
                let ends = closesMessage && isLast
                result.append(.select(name: name, cases: cases.mapValues {
                    transform($0, pseudo: pseudo, carried: ends ? length : 0, closesMessage: ends)
                }))
                length += ends ? 0 : cases.values.map(literalLength).max() ?? 0
                closedInside = ends
            case .plural(let name, let offset, let exact, let cases):
                let ends = closesMessage && isLast
                func variant(_ branch: [MessageNode]) -> [MessageNode] {
                    transform(branch, pseudo: pseudo, carried: ends ? length : 0, closesMessage: ends)
                }
                result.append(.plural(name: name, offset: offset, exact: exact.mapValues(variant), cases: cases.mapValues(variant)))
                length += ends ? 0 : (Array(cases.values) + Array(exact.values)).map(literalLength).max() ?? 0
                closedInside = ends
            }
        }
        if closesMessage, !closedInside {
            // A final ellipsis stays final, after the bracket, so the log and speech channels
            // leave it out as they do every table's ("[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…").
            var ellipsis = ""
            if case .text(let last)? = result.last, last.hasSuffix("…") {
                result[result.count - 1] = .text(String(last.dropLast()))
                ellipsis = "…"
            }
            result.append(.text(PseudoLocale.padding(forLength: length) + PseudoLocale.brackets.1 + ellipsis))
        }
        return result
    }

    /// The characters of literal text in `nodes`, counting the longest variant of each choice.
    private static func literalLength(_ nodes: [MessageNode]) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .text(let text): total + text.count
            case .argument, .pound: total
            case .select(_, let cases): total + (cases.values.map(literalLength).max() ?? 0)
            case .plural(_, _, let exact, let cases): total + ((Array(cases.values) + Array(exact.values)).map(literalLength).max() ?? 0)
            }
        }
    }
}
