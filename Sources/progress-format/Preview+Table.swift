import ProgressFormat

extension Preview {
    /// The preview as a table.
    ///
    /// One locale: a row per scenario, with the description and the additional description
    /// side by side:
    ///
    ///     scenario      │ description (en) │ additional description (en)
    ///     ──────────────┼──────────────────┼────────────────────────────
    ///     plain-percent │ 7% completed     │ 419,431 of 5,356,456
    ///
    /// Several locales: a column per locale, and two lines per scenario (the description, then
    /// the additional description), scenarios separated by rules.
    var table: TextTable {
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
}
