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
struct MessagePattern: Hashable, Sendable {
    /// The pattern's top-level pieces, in order.
    let nodes: [MessageNode]

    /// How each argument is used: `simple` (`{name}`), `select` or `plural`.
    let argumentUses: [String: ArgumentUse]

    /// The ways a pattern can use an argument.
    enum ArgumentUse: String, Hashable, Sendable {
        case simple, select, plural
    }

    /// Parses `text`; throws a ``MessageSyntaxError`` with the UTF-16 offset of the problem.
    init(parsing text: String) throws(MessageSyntaxError) {
        var parser = MessagePatternParser(text)
        nodes = try parser.parseMessage(inPlural: false, nested: false)
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

/// One piece of a parsed message.
indirect enum MessageNode: Hashable, Sendable {
    /// Literal text, with quoting already resolved.
    case text(String)
    /// `{name}`: the argument's formatted text.
    case argument(String)
    /// `{name, select, keyword {…} other {…}}`.
    case select(name: String, cases: [String: [MessageNode]])
    /// `{name, plural, offset:n =5 {…} one {…} other {…}}`.
    case plural(name: String, offset: Int64, exact: [Int64: [MessageNode]], cases: [String: [MessageNode]])
    /// `#` inside a plural branch: the plural argument's number, as displayed.
    case pound
}

/// Why a pattern could not be parsed, and where.
struct MessageSyntaxError: Error, Hashable, Sendable {
    /// The offset of the problem in UTF-16 code units from the start of the pattern
    /// (the unit ICU's `UParseError.offset` uses).
    var position: Int
    /// What is wrong, as a sentence fragment ("unclosed '{'").
    var reason: String
}
