import ProgressFormat
import ProgressTables

/// How our review states travel in XLIFF 1.2: the `state` attribute of `<target>` and
/// `approved` on `<trans-unit>`.
///
/// | table `x-state` | exported                            | imported from                                                                      |
/// |-----------------|-------------------------------------|------------------------------------------------------------------------------------|
/// | `new`           | `state="new"`                       | `new`, `needs-translation`                                                         |
/// | `translated`    | `state="translated"`                | `translated`                                                                       |
/// | `needs-review`  | `state="needs-review-translation"`  | `needs-review-translation`, `needs-review-adaptation`, `needs-review-l10n`, `needs-adaptation`, `needs-l10n` |
/// | `reviewed`      | `state="final"` + `approved="yes"`  | `final`, `signed-off`, or `approved="yes"` with any state                         |
///
/// Any other state (a tool's own `x-…`) imports as `needs-review`, and the import says so.
package enum XLIFFState {
    /// The `state` attribute and whether the unit is `approved="yes"`, for a table state.
    package static func exported(_ state: ReviewState?) -> (state: String?, approved: Bool) {
        switch state {
        case nil: (nil, false)
        case .new: ("new", false)
        case .translated: ("translated", false)
        case .needsReview: ("needs-review-translation", false)
        case .reviewed: ("final", true)
        }
    }

    /// What an imported unit's `state` and `approved` attributes mean: the table state (`nil`
    /// when neither attribute says anything) and whether the state was one XLIFF 1.2 defines.
    package static func imported(state: String?, approved: String?) -> (state: ReviewState?, isKnown: Bool) {
        if approved == "yes" { return (.reviewed, true) }
        switch state {
        case nil: return (nil, true)
        case "final", "signed-off": return (.reviewed, true)
        case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n", "needs-adaptation", "needs-l10n":
            return (.needsReview, true)
        case "translated": return (.translated, true)
        case "new", "needs-translation": return (.new, true)
        default: return (.needsReview, false)
        }
    }
}
