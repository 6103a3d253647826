// The runtime a progress library links, one module in folders by concern (README's Layout):
// Facts/ (`ProgressSnapshot`), Planning/ (Apple's rules, no ICU), Numbers/ (a locale's number
// model), ICU/ (the thin layer over the C shim), Messages/ (the catalog and the renderer),
// Formatter/, Text/, Streams/, Fitting/, Values/, Estimation/ and Integration/ (the Foundation
// bridge and the FormatStyles). Everything a user needs is public; the rest is internal, or
// `package` where the translator tools and the CLI read it.
//
//     import ProgressFormat
//
//     let formatter = try ProgressTextFormatter(locale: "de")
//     let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
//     // text.description == "7 % abgeschlossen"
