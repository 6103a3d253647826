internal import ProgressTables

extension UnitOverride {
    /// Why the override cannot be used at run time although it loaded
    /// (``UnitOverride/problems(file:numbersCovered:)``), with the numbers each plural category
    /// covers sampled from ICU: `localeID` is the ICU locale of the table, for the plural
    /// categories; `nil` when the table's tag is not one (then every pattern must show the
    /// number).
    func runTimeProblems(file: String, localeID: String?) -> [ProgressProblem] {
        var samples: [String: [String]]?
        var sampled = false
        return problems(file: file) { category in
            if !sampled {
                samples = localeID.flatMap { unit?.displayedPluralSamples(locale: $0, limit: 5) }
                sampled = true
            }
            return samples?[category]
        }
    }
}
