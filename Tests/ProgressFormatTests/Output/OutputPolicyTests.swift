@testable import ProgressFormat
import ProgressFormat
import Testing

/// `OutputPolicy`: what reaches a terminal, a CSV file or an HTML page from outside text.
@Suite struct OutputPolicyTests {
    // MARK: - Terminal

    /// Text in any script, with the marks and spaces translations need, passes untouched.
    @Test(arguments: [
        "Downloading 9 files…",
        "7\u{00A0}% abgeschlossen",
        "419\u{202F}kB",
        "\u{2068}اكتمل ٧٪\u{061C}\u{2069}",
        "a\u{200E}b\u{200F}c",
        "👩\u{200D}💻 e\u{0301} 写真.zip",
        "\u{200B}\u{FEFF}\u{E0041}",
        "",
    ])
    func ordinaryTextPasses(text: String) {
        #expect(OutputPolicy.terminal(text) == text)
    }

    /// Every C0 control becomes its control picture, DEL too.
    @Test func c0ControlsBecomePictures() {
        let controls = String(String.UnicodeScalarView((0...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"]))
        #expect(OutputPolicy.terminal(controls)
            == "␀␁␂␃␄␅␆␇␈␉␊␋␌␍␎␏␐␑␒␓␔␕␖␗␘␙␚␛␜␝␞␟␡")
    }

    /// The sequences an attacker would send: CSI, OSC (title, hyperlink), C1 CSI, NUL, CR/LF,
    /// line separators, a broken encoding.
    @Test(arguments: [
        ("a\u{1B}[2Jb", "a␛[2Jb"),
        ("\u{1B}]0;pwned\u{07}done", "␛]0;pwned␇done"),
        ("\u{1B}]8;;https://evil.example\u{1B}\\here\u{1B}]8;;\u{1B}\\", "␛]8;;https://evil.example␛\\here␛]8;;␛\\"),
        ("\u{9B}31mred", "<U+009B>31mred"),
        ("line\u{85}next", "line<U+0085>next"),
        ("a\u{0}b", "a␀b"),
        ("one\r\ntwo", "one␍␊two"),
        ("one\u{2028}two\u{2029}", "one<U+2028>two<U+2029>"),
        ("caf\u{FFFD}", "caf<U+FFFD>"),
        ("\u{08}\u{08}\u{08}ok", "␈␈␈ok"),
    ])
    func controlsAreMadeVisible(text: String, expected: String) {
        #expect(OutputPolicy.terminal(text) == expected)
    }

    /// Embeddings and overrides go; isolates are balanced: a PDI without an opener goes, an
    /// opener left open is closed at the end.
    @Test(arguments: [
        ("photo\u{202E}gpj.exe", "photogpj.exe"),
        ("\u{202A}a\u{202B}b\u{202C}c\u{202D}d\u{202E}e", "abcde"),
        ("\u{2068}name\u{2069}", "\u{2068}name\u{2069}"),
        ("a\u{2069}b", "ab"),
        ("a\u{2069}\u{2067}b", "a\u{2067}b\u{2069}"),
        ("\u{2066}\u{2067}\u{2068}x", "\u{2066}\u{2067}\u{2068}x\u{2069}\u{2069}\u{2069}"),
        ("\u{2068}a\u{2069}\u{2069}\u{2069}b", "\u{2068}a\u{2069}b"),
        ("\u{2067}\u{202E}x\u{2069}", "\u{2067}x\u{2069}"),
    ])
    func bidiIsBalanced(text: String, expected: String) {
        #expect(OutputPolicy.terminal(text) == expected)
    }

    /// No scalar of the whole code space survives as a control, a separator, an override, an
    /// unbalanced isolate or U+FFFD — alone, or after an isolate opener.
    @Test func noDangerousScalarSurvives() {
        var survivors: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(Character(scalar)), "\u{2067}" + String(Character(scalar))] {
                let safe = OutputPolicy.terminal(text).unicodeScalars
                var depth = 0
                let clean = safe.allSatisfy { scalar in
                    switch scalar.value {
                    case 0x2066...0x2068: depth += 1; return true
                    case 0x2069: depth -= 1; return depth >= 0
                    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0xFFFD: return false
                    default: return true
                    }
                }
                if !clean || depth != 0 {
                    survivors.append(value)
                }
            }
        }
        #expect(survivors == [])
    }

    /// Applying the policy twice changes nothing more, in every form.
    @Test(arguments: [
        "a\u{1B}[2Jb", "\u{9B}\u{2028}\u{FFFD}", "a\u{2069}\u{2067}b", "x\u{202E}y", "=cmd|' /C calc'!A0",
        "\t-1", "<b>&amp;</b>", "plain",
    ])
    func isIdempotent(text: String) {
        let terminal = OutputPolicy.terminal(text)
        #expect(OutputPolicy.terminal(terminal) == terminal)
        #expect(OutputPolicy.terminal(OutputPolicy.html(text)) == OutputPolicy.html(text))
    }

    /// A megabyte of hostile text: every scalar handled once, the result exactly as long as
    /// the rules say (no quadratic rescans, no lost characters).
    @Test func largeInputIsLinear() {
        let unit = "\u{1B}[31m\u{85}\u{2028}\u{202E}\u{2067}a"   // 9 scalars
        let text = String(repeating: unit, count: 100_000)
        let safe = OutputPolicy.terminal(text)
        // ␛ [ 3 1 m <U+0085> <U+2028> (RLO removed) RLI a, then 100,000 PDIs at the end.
        #expect(safe.unicodeScalars.count == 100_000 * (5 + 8 + 8 + 1 + 1) + 100_000)
        #expect(safe.hasPrefix("␛[31m<U+0085><U+2028>\u{2067}a␛"))
    }

    // MARK: - Terminal, cut to a width

    /// Cut to fit, "…" at the end; an isolate cut open is closed again.
    @Test(arguments: [
        ("Downloading 9 files…", 40, "Downloading 9 files…"),
        ("Downloading 9 files…", 10, "Downloadi…"),
        ("\u{2067}שלום עולם\u{2069}!", 5, "\u{2067}שלום…\u{2069}"),
        ("a\u{1B}[2Jb", 4, "a␛[…"),
        ("写真写真写真", 5, "写真…"),
    ])
    func cutToColumns(text: String, columns: Int, expected: String) {
        #expect(OutputPolicy.terminal(text, columns: columns) == expected)
        #expect(DisplayWidth.columns(of: OutputPolicy.terminal(text, columns: columns)) <= columns)
    }

    // MARK: - CSV

    @Test(arguments: [
        ("plain-percent", "plain-percent"),
        ("419,431 of 5,356,456", "\"419,431 of 5,356,456\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("", ""),
        ("a=b", "a=b"),
        ("\u{2212}5", "\u{2212}5"),
        ("one\r\ntwo", "one␍␊two"),
        ("\u{1B}[2J", "␛[2J"),
    ])
    func csvFields(text: String, expected: String) {
        #expect(OutputPolicy.csvField(text) == expected)
    }

    /// Every formula start is neutralised with an apostrophe, also behind white space and
    /// invisible characters a spreadsheet may strip; the field is still quoted when it must be.
    @Test(arguments: [
        ("=HYPERLINK(\"http://evil.example\")", "\"'=HYPERLINK(\"\"http://evil.example\"\")\""),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-5", "'-5"),
        ("@SUM(A1:A9)", "'@SUM(A1:A9)"),
        ("\t=1+1", "'␉=1+1"),
        ("\r=1+1", "'␍=1+1"),
        (" =1+1", "' =1+1"),
        ("\u{00A0}@x", "'\u{00A0}@x"),
        ("\u{202E}=1+1", "'=1+1"),
        ("\u{2069}=1+1", "'=1+1"),
        ("\u{200B}\u{FEFF}-1", "'\u{200B}\u{FEFF}-1"),
        ("\u{2068}=1\u{2069}", "'\u{2068}=1\u{2069}"),
        ("=a,b", "\"'=a,b\""),
    ])
    func csvFormulasAreNeutralised(text: String, expected: String) {
        #expect(OutputPolicy.csvField(text) == expected)
    }

    // MARK: - HTML

    @Test(arguments: [
        ("<b>\u{00A0}", "&lt;b&gt;\u{00A0}"),
        ("a & \"b\" 'c'", "a &amp; &quot;b&quot; &#39;c&#39;"),
        ("<script>\u{1B}[2J</script>", "&lt;script&gt;␛[2J&lt;/script&gt;"),
        ("x\u{202E}y\u{2069}", "xy"),
    ])
    func html(text: String, expected: String) {
        #expect(OutputPolicy.html(text) == expected)
    }
}
