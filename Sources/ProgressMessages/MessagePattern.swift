/// A parsed ICU MessageFormat 1 pattern with **named** arguments.
///
/// The ICU C API formats only numbered arguments (a named pattern silently prints its
/// placeholders), selects plurals on the raw double rather than the digits shown, and its
/// `UMessageFormat` must not be shared across threads. So the tables' patterns are parsed once
/// here into an immutable tree, and rendered by ``MessageRenderer`` with ICU formatting each
/// number and choosing each plural category.
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

    /// How each argument is used: `simple` (`{name}`), `select` or `plural`.
    package let argumentUses: [String: ArgumentUse]

    /// The UTF-16 offset of each argument name's first occurrence, for reporting where a
    /// placeholder is.
    package let argumentPositions: [String: Int]

    /// The ways a pattern can use an argument.
    package enum ArgumentUse: String, Hashable, Sendable {
        case simple, select, plural
    }

    /// Parses `text`; throws a ``MessageSyntaxError`` with the UTF-16 offset of the problem.
    package init(parsing text: String) throws(MessageSyntaxError) {
        var parser = MessagePatternParser(text)
        nodes = try parser.parseMessage(inPlural: false, nested: false)
        argumentPositions = parser.argumentPositions
        var uses: [String: ArgumentUse] = [:]
        Self.collectUses(nodes, into: &uses)
        argumentUses = uses
    }

    private static func collectUses(_ nodes: [MessageNode], into uses: inout [String: ArgumentUse]) {
        for node in nodes {
            switch node {
            case .text, .pound:
                break
            case .argument(let name):
                uses[name] = uses[name] ?? .simple
            case .select(let name, let cases):
                uses[name] = .select
                for branch in cases.values { collectUses(branch, into: &uses) }
            case .plural(let name, _, let exact, let cases):
                uses[name] = .plural
                for branch in cases.values { collectUses(branch, into: &uses) }
                for branch in exact.values { collectUses(branch, into: &uses) }
            }
        }
    }
}
