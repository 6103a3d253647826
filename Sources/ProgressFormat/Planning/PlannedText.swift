internal import ProgressTables

/// What one of the two output strings says.
package enum PlannedText: Hashable, Sendable {
    /// Nothing: the string is `""`, as Foundation returns when it has nothing to say.
    case empty
    /// A sentence from the string table.
    case message(PlannedMessage)
    /// A bare value with no words around it ("50 kB/s"), becoming the given part of the line.
    case value(PlannedValue, field: ProgressText.Field?)
    /// A sentence that starts the line with a phrase the tables write for the middle of one
    /// ("noch 2 Stunden", "paused"): its first letter is capitalized by the locale's rules
    /// ("Noch 2 Stunden", "Paused"; Turkish "İ", Dutch "IJ"), where the script has case.
    case sentenceStart(PlannedMessage, field: ProgressText.Field?)
}
