/// A parsed ICU MessageFormat 1 pattern with **named** arguments.
///
/// The ICU C API formats only numbered arguments (a named pattern silently prints its
/// placeholders), selects plurals on the raw double rather than the digits shown, and its
/// `UMessageFormat` must not be shared across threads. So the tables' patterns are parsed once
/// here into an immutable tree, and rendered by the runtime's `MessageRenderer`: the runtime's
/// number model writes each number from the locale's symbols and chooses each plural category
/// (ICU is read once, when a locale's model is built, not on each number).
///
/// Supported syntax, as in ICU's default apostrophe mode:
///
///     Downloading “{fileName}”…
///     {operation, select, downloading {Downloading files…} other {Processing files…}}
///     {fileCount, plural, =0 {No files} one {# file} other {# files}}
///     It''s '{'literal'}'
///
/// Typed arguments (`{n, number}`, `{d, date}`) and numbered arguments (`{0}`) are rejected:
/// each placeholder's type comes from the table's metadata, not from the pattern.
package struct MessagePattern: Hashable, Sendable {
    /// The pattern's top-level pieces, in order.
    package let nodes: [MessageNode]

    /// Each argument once, in the order it first appears: its use and the UTF-16 offset of its
    /// name's first occurrence. One small array rather than two dictionaries: a formatter keeps
    /// every parsed message of its locale, and only lint asks for these by name.
    package let arguments: [Argument]

    /// One argument of the pattern.
    package struct Argument: Hashable, Sendable {
        /// The placeholder name.
        package var name: String
        /// How the pattern uses it.
        package var use: ArgumentUse
        /// The UTF-16 offset of the name's first occurrence.
        package var position: Int
    }

    /// How each argument is used: `simple` (`{name}`), `select` or `plural`.
    package var argumentUses: [String: ArgumentUse] {
        Dictionary(arguments.map { ($0.name, $0.use) }, uniquingKeysWith: { first, _ in first })
    }

    /// The UTF-16 offset of each argument name's first occurrence, for reporting where a
    /// placeholder is.
    package var argumentPositions: [String: Int] {
        Dictionary(arguments.map { ($0.name, $0.position) }, uniquingKeysWith: { first, _ in first })
    }

    /// The deepest arguments may nest: a placeholder, `select` or `plural` inside 31 others is
    /// accepted, one more is a syntax error ("nested more than 32 levels") at its `{`.
    ///
    /// The shipped tables nest three levels at most (an operation `select`, a `plural` in it, a
    /// placeholder in that). 32 leaves room for any real message, and keeps every walk over a
    /// parsed pattern — parsing, rendering, lint, comparing and freeing the tree — to a few dozen
    /// stack frames, so a hostile table (a 540 KB message nested 18,000 levels) cannot overflow
    /// even a 512 KB thread stack. Lint hands ICU's own parser (`umsg_open`) only messages that
    /// passed this one, so ICU never sees a deeper one either.
    package static let maximumNesting = 32

    /// CLDR's six plural categories in CLDR's order, the keywords a `plural` variant may have besides
    /// `=N`. A compiled message names a category by its index here (``MessageInstruction/category``),
    /// which is ICU's order too (`PluralCategory`'s raw value; a test holds the two equal).
    package static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The ways a pattern can use an argument.
    package enum ArgumentUse: String, Hashable, Sendable {
        case simple, select, plural
    }

    /// Parses `text`; throws a ``MessageSyntaxError`` with the UTF-16 offset of the problem.
    package init(parsing text: String) throws(MessageSyntaxError) {
        var parser = MessagePatternParser(text)
        nodes = try parser.parseMessage(inPlural: false, nested: false)
        var uses: [String: ArgumentUse] = [:]
        Self.collectUses(nodes, into: &uses)
        arguments = parser.argumentPositions
            .map { Argument(name: $0.key, use: uses[$0.key] ?? .simple, position: $0.value) }
            .sorted { $0.position < $1.position }
    }

    private static func collectUses(_ nodes: [MessageNode], depth: Int = 0, into uses: inout [String: ArgumentUse]) {
        guard depth <= maximumNesting else { return }
        for node in nodes {
            switch node {
            case .text, .pound:
                break
            case .argument(let name):
                uses[name] = uses[name] ?? .simple
            case .select(let name, let cases):
                uses[name] = .select
                for branch in cases.values { collectUses(branch, depth: depth + 1, into: &uses) }
            case .plural(let name, _, let exact, let cases):
                uses[name] = .plural
                for branch in cases.values { collectUses(branch, depth: depth + 1, into: &uses) }
                for branch in exact.values { collectUses(branch, depth: depth + 1, into: &uses) }
            }
        }
    }
}
