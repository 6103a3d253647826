/// One piece of a parsed message.
package indirect enum MessageNode: Hashable, Sendable {
    /// Literal text, with quoting already resolved.
    case text(String)
    /// `{name}`: the argument's formatted text.
    case argument(String)
    /// `{name, select, keyword {…} other {…}}`.
    case select(name: String, cases: MessageVariants<String>)
    /// `{name, plural, offset:n =5 {…} one {…} other {…}}`.
    case plural(name: String, offset: Int64, exact: MessageVariants<Int64>, cases: MessageVariants<String>)
    /// `#` inside a plural branch: the plural argument's number, as displayed.
    case pound
}
