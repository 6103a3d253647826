import Testing

/// Lint flags every control or invisible character a table message must not hold: one error
/// per kind and message, at the first one, and no second finding from the typography rule.
@Suite struct ControlCharacterRuleTests {
    @Test(arguments: [
        ("{percent} \u{1B}[2J", "position 10: contains the control character U+001B"),
        ("{percent}\u{0} x", "position 9: contains the control character U+0000"),
        ("{percent} x\u{7F}", "position 11: contains the control character U+007F"),
        ("\u{9B}31m{percent} x", "position 0: contains the control character U+009B"),
        ("{percent}\r\nx", "position 9: contains the control character U+000D"),
        ("{percent} x\u{2028}y", "position 11: contains the line separator U+2028"),
        ("{percent} x\u{2029}y", "position 11: contains the paragraph separator U+2029"),
        ("{percent} caf\u{FFFD}", "position 13: contains the replacement character U+FFFD, the mark of a broken encoding"),
        ("{percent} \u{202E}x", "position 10: contains the bidi embedding or override U+202E, which can reorder the text around it"),
        ("\u{202B}{percent} x", "position 0: contains the bidi embedding or override U+202B, which can reorder the text around it"),
        ("{percent} x\u{2069}", "position 11: contains the bidi isolate U+2069; file names are isolated by the engine"),
        ("{percent} ab\u{200B}geschlossen", "position 12: contains the zero-width space U+200B"),
        ("{percent} ab\u{FEFF}x", "position 12: contains the byte order mark U+FEFF"),
        ("{percent} x\u{E0041}", "position 11: contains the tag character U+E0041"),
    ])
    func flagged(message: String, finding: String) throws {
        let findings = try StringTableLinterTests.lint(["percentCompleted": message])
            .filter { !$0.contains("starts or ends with white space") }
        #expect(findings == ["de.json:percentCompleted: error: " + finding])
    }

    /// Several kinds in one message: one finding each, in the rule's order; a kind repeated is
    /// reported once, at its first position (UTF-16 offsets: the emoji counts two).
    @Test func oneFindingPerKind() throws {
        let findings = try StringTableLinterTests.lint([
            "percentCompleted": "😀{percent}\u{2067}\u{1B}x\u{1B}\u{2069}\u{202E}y\u{2069} abgeschlossen",
        ])
        #expect(findings == [
            "de.json:percentCompleted: error: position 12: contains the control character U+001B",
            "de.json:percentCompleted: error: position 16: contains the bidi embedding or override U+202E, "
                + "which can reorder the text around it",
            "de.json:percentCompleted: error: position 11: contains the bidi isolate U+2067; file names are isolated by the engine",
        ])
    }

    /// What translations need is not flagged: no-break spaces, ZWJ/ZWNJ, combining marks,
    /// right-to-left letters. Bidi marks stay the typography rule's single finding.
    @Test func ordinaryCharactersPass() throws {
        #expect(try StringTableLinterTests.lint([
            "percentCompleted": "{percent}\u{00A0}ab\u{202F}ge\u{200C}schlo\u{200D}ssen e\u{0301} שלום",
        ]) == [])
        #expect(try StringTableLinterTests.lint(["percentCompleted": "{percent} \u{200F}abgeschlossen"]) == [
            "de.json:percentCompleted: error: contains the bidi control U+200F; file names are isolated by the engine",
        ])
    }
}
