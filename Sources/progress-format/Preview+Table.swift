import ProgressFormat

extension Preview {
    /// The preview as a table `width` columns wide, laid out so that sentences can be read.
    ///
    /// One locale: a row per scenario, with the description and the additional description
    /// side by side:
    ///
    ///     scenario      │ description (en) │ additional description (en)
    ///     ──────────────┼──────────────────┼────────────────────────────
    ///     plain-percent │ 7% completed     │ 419,431 of 5,356,456
    ///
    /// Several locales, side by side when every text fits uncut: a column per locale, two lines
    /// per scenario (the description, then the additional description), scenarios separated
    /// by rules.
    ///
    /// Several locales that do not fit side by side (`--all-locales`, or a narrow terminal):
    /// stacked, a row per locale under each scenario, both lines in one wide column — each
    /// sentence gets all the width the scenario and locale leave, instead of a column of
    /// about 13 characters per locale:
    ///
    ///     scenario      │ locale │ description / additional description
    ///     ──────────────┼────────┼─────────────────────────────────────
    ///     plain-percent │ en     │ 7% completed
    ///                   │        │ 419,431 of 5,356,456
    ///                   │ de     │ 7 % abgeschlossen
    ///                   │        │ 419.431 von 5.356.456
    ///
    /// The layout is chosen from the full sentences. A sentence wider than the column its
    /// layout gives it is the line the locale's formatter fits to that column's width
    /// (``ProgressTextFormatter/format(_:columns:)``: shorter units, then parts left out, last a
    /// cut after a whole word), never cut inside a word:
    ///
    ///     everything    │ Downloading 9 files… │ 419kB of 5.4MB — 1m 37s remaining
    func table(width: Int) -> TextTable {
        if locales.count == 1, let column = locales.first {
            var table = TextTable(columns: [
                .init(title: "scenario"),
                .init(title: "description (\(column.label))"),
                .init(title: "additional description (\(column.label))"),
            ])
            table.rows = scenarios.indices.map { index in
                [[.init(scenarios[index].name), cell(0, index, .description), cell(0, index, .additionalDescription)]]
            }
            return table
        }
        let sideBySide = sideBySideTable
        return sideBySide.fitsUncut(width: width) ? sideBySide : stackedTable
    }

    /// A column per locale.
    private var sideBySideTable: TextTable {
        var table = TextTable(columns: [.init(title: "scenario")] + locales.map { .init(title: $0.label) })
        table.rulesBetweenRows = true
        table.rows = scenarios.indices.map { index in
            let descriptions = locales.indices.map { cell($0, index, .description) }
            let additional = locales.indices.map { cell($0, index, .additionalDescription) }
            return [[.init(scenarios[index].name)] + descriptions, [.init("")] + additional]
        }
        return table
    }

    /// A row per scenario, two lines per locale in it.
    private var stackedTable: TextTable {
        var table = TextTable(columns: [.init(title: "scenario"), .init(title: "locale"),
                                        .init(title: "description / additional description")])
        table.headerColumnCount = 2
        table.rulesBetweenRows = true
        table.rows = scenarios.indices.map { index in
            locales.indices.flatMap { localeIndex -> [[TextTable.Cell]] in
                [
                    [.init(localeIndex == 0 ? scenarios[index].name : ""), .init(locales[localeIndex].label),
                     cell(localeIndex, index, .description)],
                    [.init(""), .init(""), cell(localeIndex, index, .additionalDescription)],
                ]
            }
        }
        return table
    }

    /// The cell of one line of a scenario in a locale: the full sentence, fitted by the
    /// locale's formatter to a column too narrow for it.
    private func cell(_ localeIndex: Int, _ scenarioIndex: Int, _ line: ProgressText.Line) -> TextTable.Cell {
        let formatter = formatters[localeIndex]
        let snapshot = scenarios[scenarioIndex].snapshot
        return TextTable.Cell(texts[localeIndex][scenarioIndex][line], isRightToLeft: locales[localeIndex].isRightToLeft,
                              fitted: { formatter.format(snapshot, columns: $0)[line] })
    }
}
