package import ProgressTables

/// One named argument of a planned message: its value, and which part of the output line its
/// text becomes (`nil` for words that are no part of their own, such as a `select` keyword).
package struct PlannedArgument: Hashable, Sendable {
    /// The placeholder it fills.
    package var name: ArgumentName
    /// The decided value.
    package var value: PlannedValue
    /// The part of the line the formatted value becomes.
    package var field: ProgressText.Field?

    package init(_ name: ArgumentName, _ value: PlannedValue, field: ProgressText.Field? = nil) {
        self.name = name
        self.value = value
        self.field = field
    }
}
