@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct MessagePatternSerializationTests {
    /// Every message of every shipped table parses back to the same pattern from its written text.
    @Test(arguments: EmbeddedTables.files.keys.sorted())
    func everyShippedMessageRoundTrips(file: String) throws {
        let table = try StringTable.decode(try #require(EmbeddedTables.files[file]).data(file: file), file: file)
        for entry in table.entries.values {
            #expect(try MessagePattern(parsing: entry.pattern.text).nodes == entry.pattern.nodes, "\(file): \(entry.key)")
        }
    }

    @Test(arguments: [
        ([MessageNode.text("It's "), .argument("name"), .text(" {x} #")], "It''s {name} '{'x'}' #"),
        ([.text("a{}'b")], "a'{}'''b"),
        ([.plural(name: "n", offset: 1, exact: [0: [.text("none")]],
                  cases: ["other": [.pound, .text(" #'s")], "one": [.text("{")]])],
         "{n, plural, offset:1 =0 {none} one {'{'} other {# '#'''s}}"),
        ([.select(name: "k", cases: ["other": [.text("x")], "b": [.text("y")], "a": [.argument("v")]])],
         "{k, select, a {{v}} b {y} other {x}}"),
        // `#` is the number directly in a plural variant only, not in a select nested there.
        ([.plural(name: "n", offset: 0, exact: [:], cases: ["other": [.select(name: "k", cases: ["other": [.text("#")]])]])],
         "{n, plural, other {{k, select, other {#}}}}"),
    ])
    func writesICUQuoting(nodes: [MessageNode], expected: String) throws {
        #expect(MessagePattern.text(of: nodes) == expected)
        #expect(try MessagePattern(parsing: expected).nodes == nodes)
    }
}
