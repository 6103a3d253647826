import Foundation
import Testing

extension RenderCommandTests {
    /// `--locale en-XA`: accented, longer, bracketed text from the English source; a final
    /// ellipsis after the bracket, as final as in English.
    @Test func accentedPseudoLocale() throws {
        let result = try CLIProcess.run(["--locale", "en-XA"] + Self.downloadFacts)
        #expect(result == CLIProcess.Result(
            stdout: "[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…\n"
                + "[[419 ķƁ öƒ 5.4 ṀƁ (50 ķƁ/š) one] — [1 ɱîñûţé, 37 šéçöñðš ŕéɱåîñîñĝ one] one]\n",
            stderr: "", status: 0))
    }

    /// `--locale ar-XB`: every word mirrored between RIGHT-TO-LEFT MARKs, numbers intact.
    @Test func mirroredPseudoLocale() throws {
        let result = try CLIProcess.run(["--locale", "ar_XB.UTF-8", "--json"] + Self.genericFacts)
        #expect(result.stdout == "{\"additionalDescription\":\"419,431 \u{200F}fo\u{200F} 5,356,456\","
            + "\"description\":\"7% \u{200F}detelpmoc\u{200F}\",\"direction\":\"rtl\",\"locale\":\"ar_XB.UTF-8\",\"resolvedLocale\":\"ar-XB\"}\n")
        #expect(result.status == 0)
    }
}
