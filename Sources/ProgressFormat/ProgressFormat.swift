// The runtime a progress library links. Its facts and text types live in the planning room
// (the ProgressPlanning target, which has no ICU dependency) and are re-exported here, so a
// client writes one import:
//
//     import ProgressFormat
//
//     let formatter = try ProgressTextFormatter(locale: "de")
//     let text = formatter.format(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 100))
//     // text.description == "7 % abgeschlossen"
@_exported public import ProgressPlanning
