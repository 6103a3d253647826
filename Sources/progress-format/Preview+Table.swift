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
    func table(width: Int) -> TextTable {
        if locales.count == 1, let column = locales.first, let texts = texts.first {
            var table = TextTable(columns: [
                .init(title: "scenario"),
                .init(title: "description (\(column.label))"),
                .init(title: "additional description (\(column.label))"),
            ])
            table.rows = zip(scenarios, texts).map { scenario, text in
                [[.init(scenario.name),
                  .init(text.description, isRightToLeft: column.isRightToLeft),
                  .init(text.additionalDescription, isRightToLeft: column.isRightToLeft)]]
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
            let descriptions = locales.indices.map {
                TextTable.Cell(texts[$0][index].description, isRightToLeft: locales[$0].isRightToLeft)
            }
            let additional = locales.indices.map {
                TextTable.Cell(texts[$0][index].additionalDescription, isRightToLeft: locales[$0].isRightToLeft)
            }
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
                let text = texts[localeIndex][index]
                let isRightToLeft = locales[localeIndex].isRightToLeft
                return [
                    [.init(localeIndex == 0 ? scenarios[index].name : ""), .init(locales[localeIndex].label),
                     .init(text.description, isRightToLeft: isRightToLeft)],
                    [.init(""), .init(""), .init(text.additionalDescription, isRightToLeft: isRightToLeft)],
                ]
            }
        }
        return table
    }
}
