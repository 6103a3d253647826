// The runtime a progress library links, one module in folders by concern (README's Layout):
// Facts/ (`ProgressSnapshot`), Text/ (`ProgressText`), ICU/ (the thin layer over the C shim),
// Planning/ (Apple's rules, no ICU), Estimation/, Numbers/ (a locale's number model), Messages/
// (the catalog and the renderer), Formatter/ (the facade and its streams), Fitting/,
// Presentation/ (the presenter), Integration/ (the Foundation bridge and FormatStyles) and
// Values/, each naming only the ones before it (ArchitectureTests). Everything a user needs is public; the rest is internal, or
// `package` where the translator tools and the CLI read it.
//
//     import ProgressFormat
//
//     let formatter = try ProgressTextFormatter(locale: "de")
//     let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
//     // text.description == "7 % abgeschlossen"
