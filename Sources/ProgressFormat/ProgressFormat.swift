// The runtime a progress library links: facts (`ProgressSnapshot`), the formatter, the text and
// its parts, the Foundation bridge, the estimator, fitting and values on their own — every
// public type declared here, so the DocC catalog shows them all. The rooms behind it (planning,
// the number model, the messages) are imported internally:
//
//     import ProgressFormat
//
//     let formatter = try ProgressTextFormatter(locale: "de")
//     let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
//     // text.description == "7 % abgeschlossen"
