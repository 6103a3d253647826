@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct MessagePatternTests {
    @Test func parsesTextArgumentsSelectAndPlural() throws {
        let pattern = try MessagePattern(parsing: "{op, select, copy {Copying {n, plural, one {# file} other {# files}}} other {{name}}}")
        #expect(pattern.argumentUses == ["op": .select, "n": .plural, "name": .simple])
        #expect(pattern.nodes == [.select(name: "op", cases: [
            "copy": [.text("Copying "), .plural(name: "n", offset: 0, exact: [:], cases: [
                "one": [.pound, .text(" file")], "other": [.pound, .text(" files")],
            ])],
            "other": [.argument("name")],
        ])])
    }

    @Test(arguments: [
        ("It''s {x}", [MessageNode.text("It's "), .argument("x")]),
        ("'{'literal'}' {x}", [.text("{literal} "), .argument("x")]),
        ("L'utilisateur {x}", [.text("L'utilisateur "), .argument("x")]),
        ("# is literal here", [.text("# is literal here")]),
        ("„{fileName}“…", [.text("„"), .argument("fileName"), .text("“…")]),
    ])
    func followsICUQuoting(text: String, nodes: [MessageNode]) throws {
        #expect(try MessagePattern(parsing: text).nodes == nodes)
    }

    @Test func exactMatchesAndOffset() throws {
        let pattern = try MessagePattern(parsing: "{n, plural, offset:1 =0 {none} one {# more} other {# more}}")
        guard case .plural(_, let offset, let exact, _)? = pattern.nodes.first else {
            Issue.record("not a plural")
            return
        }
        #expect(offset == 1)
        #expect(exact[0] == [.text("none")])
    }

    @Test(arguments: [
        ("Downloading {n, plural, one {# file} other {# files}", 12, "unclosed '{'"),
        ("{n, plural, one {# file", 16, "unclosed '{': a variant is missing its '}'"),
        ("{n, plural, one {# file}}", 0, "missing the required 'other' variant"),
        ("{n, plural, one {# file} othr {# files}}", 25, "'othr' is not a plural category (zero, one, two, few, many, other)"),
        ("{n, plurl, other {x}}", 4, "unsupported argument type 'plurl'; use select or plural"),
        ("{n, number}", 4, "unsupported argument type 'number'; use select or plural"),
        ("{0} files", 1, "numbered argument; use a named placeholder such as {fileName}"),
        ("Downloading 9 files}", 19, "unmatched '}'"),
        ("{op, select, a {x} a {y} other {z}}", 19, "duplicate variant 'a'"),
        ("{}", 1, "expected a placeholder name after '{'"),
        ("{name", 0, "unclosed '{'"),
        ("{name other}", 6, "expected ',' or '}' after placeholder 'name'"),
        ("{n, select, a x}", 14, "expected '{' to open the variant's message"),
        ("Zeile 1\n{n, plural, other {# x}", 8, "unclosed '{'"),
    ])
    func reportsSyntaxErrorsWithTheirPosition(text: String, position: Int, reason: String) {
        #expect(throws: MessageSyntaxError(position: position, reason: reason)) {
            try MessagePattern(parsing: text)
        }
    }
}
