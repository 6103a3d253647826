@testable import ProgressFormat
import Testing
import ProgressTables

@Suite struct UnitPatternTests {
    @Test(arguments: [
        ("{0} dni", "5", "5 dni", 1),
        ("{0}秒", "37", "37秒", 1),
        ("יום אחד", "1", "יום אחד", 0),
        ("{0} o''clock", "5", "5 o'clock", 1),
        ("'{'{0}'}'", "5", "{5}", 1),
        ("it's {0}", "5", "it's 5", 1),
        ("{0} or {0}", "5", "5 or 5", 2),
    ])
    func formatsTheNumberIntoThePattern(pattern: String, number: String, expected: String, numbers: Int) throws {
        let parsed = try UnitPattern(parsing: pattern)
        #expect(parsed.format(number) == expected)
        #expect(parsed.numberCount == numbers)
    }

    @Test(arguments: [
        ("{1} dni", 0, "only {0} (the number) may stand in braces; quote a literal brace as '{'"),
        ("dni {0", 4, "only {0} (the number) may stand in braces; quote a literal brace as '{'"),
        ("{ 0} dni", 0, "only {0} (the number) may stand in braces; quote a literal brace as '{'"),
        ("{0} dni}", 7, "unmatched '}'"),
        ("{0} '{dni", 4, "unclosed quote: a quoted brace needs its closing apostrophe"),
    ])
    func rejectsBracesThatAreNotTheNumber(pattern: String, position: Int, reason: String) {
        #expect(throws: UnitPattern.SyntaxError(position: position, reason: reason)) {
            try UnitPattern(parsing: pattern)
        }
    }
}
