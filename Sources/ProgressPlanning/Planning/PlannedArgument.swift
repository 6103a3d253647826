/// One named argument of a planned message: its value, and which part of the output line its
/// text becomes (`nil` for words that are no part of their own, such as a `select` keyword).
package struct PlannedArgument: Hashable, Sendable {
    /// The placeholder name (see ``ArgumentName``).
    package var name: String
    /// The decided value.
    package var value: PlannedValue
    /// The part of the line the formatted value becomes.
    package var field: ProgressText.Field?

    package init(_ name: String, _ value: PlannedValue, field: ProgressText.Field? = nil) {
        self.name = name
        self.value = value
        self.field = field
    }
}
