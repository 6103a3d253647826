/// What one of the two output strings says.
package enum PlannedText: Hashable, Sendable {
    /// Nothing: the string is `""`, as Foundation returns when it has nothing to say.
    case empty
    /// A sentence from the string table.
    case message(PlannedMessage)
    /// A bare value with no words around it ("50 kB/s"), becoming the given part of the line.
    case value(PlannedValue, field: OutputField?)
}
