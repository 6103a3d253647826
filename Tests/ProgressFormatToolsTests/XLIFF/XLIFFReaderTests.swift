import Foundation
import ProgressFormatTools
import Testing

/// Reading XLIFF 1.2: what the exporter writes, what other tools write, and hostile input —
/// each refused with a clear, positioned error.
@Suite struct XLIFFReaderTests {
    static func read(_ text: String) throws -> XLIFFDocument {
        try XLIFFReader.document(from: Data(text.utf8), file: "de.xlf")
    }

    static func unitXML(_ inner: String, attributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file source-language="en" target-language="de" datatype="plaintext" original="x">
            <body><trans-unit id="u1"\(attributes)>\(inner)</trans-unit></body>
          </file>
        </xliff>
        """
    }

    @Test func readsWhatTheExporterWrites() throws {
        let (source, german) = try XLIFFFixtures.smallTables()
        let document = try Self.read(try XLIFFExporter.xliff(source: source, target: german))
        #expect(document.original == "Resources/Strings/de.json")
        #expect(document.sourceLanguage == "en")
        #expect(document.targetLanguage == "de")
        #expect(document.units.map(\.key) == ["percentCompleted", "fileOperationUnnamed", "statusPaused"])
        let first = try #require(document.units.first)
        #expect(first.source == "{percent} completed")
        #expect(first.target == "{percent} abgeschlossen")
        #expect(first.state == "final")
        #expect(first.approved == "yes")
        #expect(first.notes.map(\.from) == ["developer", "developer", "x-reviewer", "x-reviewed-at"])
        #expect(first.note(from: "x-reviewer") == "Anna Müller")
        #expect(first.line == 5)
        #expect(document.units.last?.target == nil)
    }

    /// Prefixed namespaces, groups, CDATA, character references, comments and elements of other
    /// vocabularies, as other tools write them.
    @Test func readsWhatOtherToolsWrite() throws {
        let document = try Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- exported by a tool -->
            <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" xmlns:t="urn:tool" version="1.2">
              <x:file source-language="en" target-language="de" datatype="plaintext" original="de.json">
                <x:header><t:info>ignored</t:info></x:header>
                <x:body>
                  <x:group id="g">
                    <x:trans-unit id="17" resname="percentCompleted" t:extra="1">
                      <x:source>{percent} completed</x:source>
                      <x:target state="translated"><![CDATA[{percent} <fertig>]]> &amp; &#x202E;&#10;x</x:target>
                      <x:alt-trans><x:target>not this one</x:target></x:alt-trans>
                    </x:trans-unit>
                  </x:group>
                </x:body>
              </x:file>
            </x:xliff>
            """)
        #expect(document.units.count == 1)
        let unit = try #require(document.units.first)
        #expect(unit.key == "percentCompleted")
        #expect(unit.id == "17")
        #expect(unit.target == "{percent} <fertig> & \u{202E}\nx")
        #expect(unit.state == "translated")
        #expect(unit.problem == nil)
    }

    @Test func inlineMarkupOrASecondTargetMakesTheUnitUnusable() throws {
        let markup = try Self.read(Self.unitXML(#"<source>a</source><target>b <g id="1">c</g></target>"#))
        #expect(markup.units.first?.problem == "inline markup <g> in <target>; only plain text is imported")
        let twice = try Self.read(Self.unitXML("<source>a</source><target>b</target><target>c</target>"))
        #expect(twice.units.first?.problem == "more than one <target>")
    }

    @Test(arguments: [
        // A billion laughs: no DOCTYPE, so no entity is ever declared or expanded.
        ("""
         <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>
         <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">&lol2;</xliff>
         """, "de.xlf: a DOCTYPE declaration is not accepted (no DTDs, no entities)"),
        (#"<?xml version="1.0"?><!doctype x SYSTEM "file:///etc/passwd"><x/>"#,
         "de.xlf: a DOCTYPE declaration is not accepted (no DTDs, no entities)"),
        (#"<?xml version="1.0" encoding="ISO-8859-1"?><x/>"#, "de.xlf: declared as 'ISO-8859-1'; only UTF-8 is read"),
        ("", "de.xlf: the file is empty"),
        // Foundation's XMLParser on Linux crashes on a processing instruction without data.
        ("<?xm?><xliff/>", "de.xlf: a processing instruction (<?…?>) is not accepted; only the XML declaration at the start"),
        ("<?xml?><xliff/>", "de.xlf: a processing instruction (<?…?>) is not accepted; only the XML declaration at the start"),
        (#"<?xml version="1.0"?><xliff><?pi?></xliff>"#,
         "de.xlf: a processing instruction (<?…?>) is not accepted; only the XML declaration at the start"),
        (" <?xml version=\"1.0\"?><xliff/>", "de.xlf: a processing instruction (<?…?>) is not accepted; only the XML declaration at the start"),
        ("<xliff>", #"de.xlf: line 1, column 7: <xliff> lacks the XLIFF 1.2 namespace (xmlns="urn:oasis:names:tc:xliff:document:1.2")"#),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"/>"#,
         "de.xlf: line 1, column 67: XLIFF 2.0 in namespace 'urn:oasis:names:tc:xliff:document:2.0' is not read; export XLIFF 1.2 (urn:oasis:names:tc:xliff:document:1.2)"),
        ("<resources/>", "de.xlf: line 1, column 11: not XLIFF: the document is <resources>"),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file source-language="en"><body>&nbsp;</body></file></xliff>"#,
         "de.xlf: line 1, column 107: not well-formed XML: an undeclared entity (only &amp; &lt; &gt; &quot; &apos; and character references)"),
        ("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n  <file>\n</xliff>",
         "de.xlf: line 3, column 9: not well-formed XML: a closing tag that does not match its opening tag"),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">&#1;</xliff>"#,
         "de.xlf: line 1, column 72: not well-formed XML: a character XML 1.0 does not allow"),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#,
         "de.xlf: line 1, column 68: not well-formed XML: the file ends inside the document"),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"></xliff>"#, "de.xlf: no <file> element"),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file source-language="en"/><file source-language="en"/></xliff>"#,
         "de.xlf: line 1, column 122: more than one <file>; import one table per XLIFF file"),
        (#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file/></xliff>"#, "de.xlf: <file> has no source-language"),
    ])
    func refusesWithAClearError(text: String, message: String) {
        #expect {
            _ = try Self.read(text)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func refusesAFileOverTheSizeLimitWithoutReadingIt() throws {
        let directory = try TemporaryFiles()
        let url = directory.url.appendingPathComponent("huge.xlf")
        let filler = Data(repeating: UInt8(ascii: " "), count: XLIFFReader.maximumFileSize)
        try (Data(Self.unitXML("<source>a</source>").utf8) + filler).write(to: url)
        #expect(throws: XLIFFError.unreadable(file: "huge.xlf", reason: "larger than 4 MiB")) {
            try XLIFFReader.document(contentsOf: url, name: "huge.xlf")
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(throws: XLIFFError.unreadable(file: "de.xlf", reason: "not UTF-8")) {
            try XLIFFReader.document(from: Data([0x3C, 0x78, 0xFF, 0x3E]), file: "de.xlf")
        }
    }

    /// A file in XLIFF 1.2 as `encoding` writes it.
    static func encoded(_ text: String, _ encoding: String.Encoding, byteOrderMark: [UInt8] = []) throws -> Data {
        Data(byteOrderMark) + (try #require(text.data(using: encoding)))
    }

    /// Every encoding but UTF-8 is found from the first bytes (XML 1.0 Appendix F), with or
    /// without a byte order mark, and refused before the parser sees the file — so a DOCTYPE in
    /// UTF-16 (which a byte search for `<!DOCTYPE` cannot see) never reaches libxml2.
    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [UInt8](), "UTF-16LE, without a byte order mark"),
        (.utf16BigEndian, [], "UTF-16BE, without a byte order mark"),
        (.utf16LittleEndian, [0xFF, 0xFE], "UTF-16LE, with a byte order mark"),
        (.utf16BigEndian, [0xFE, 0xFF], "UTF-16BE, with a byte order mark"),
        (.utf32LittleEndian, [], "UTF-32LE, without a byte order mark"),
        (.utf32BigEndian, [], "UTF-32BE, without a byte order mark"),
        (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00], "UTF-32LE, with a byte order mark"),
        (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF], "UTF-32BE, with a byte order mark"),
    ] as [(String.Encoding, [UInt8], String)])
    func refusesEveryEncodingButUTF8(encoding: String.Encoding, byteOrderMark: [UInt8], name: String) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x [<!ENTITY e "entity text">]>
            \(Self.unitXML("<source>a</source><target>&e;</target>").split(separator: "\n").dropFirst().joined(separator: "\n"))
            """
        #expect(throws: XLIFFError.unreadable(file: "de.xlf", reason: "the file is \(name); only UTF-8 is read (save it as UTF-8)")) {
            try XLIFFReader.document(from: try Self.encoded(text, encoding, byteOrderMark: byteOrderMark), file: "de.xlf")
        }
    }

    static let notPlainUTF8: [(bytes: [UInt8], reason: String)] = [
        // UTF-16 that starts with a line break: the zero byte gives it away.
        (Array("\n".utf8) + [0x00, 0x3C, 0x00], "the file is UTF-16 or UTF-32 (a zero byte at the start); only UTF-8 is read (save it as UTF-8)"),
        (Array("<xliff>".utf8) + [0x00], "a zero byte at offset 7: not UTF-8 text (UTF-16 or UTF-32?); only UTF-8 is read"),
        ([0x4C, 0x6F, 0xA7, 0x94], "the file is EBCDIC; only UTF-8 is read (save it as UTF-8)"),
        // A declaration read strictly, whatever white space it uses.
        (Array("<?xml version=\"1.0\"\nencoding\n=\n'UTF-16'?><x/>".utf8), "declared as 'UTF-16'; only UTF-8 is read"),
        (Array("<?xml\tversion=\"1.0\"\tencoding=\"UTF-7\"?><x/>".utf8), "declared as 'UTF-7'; only UTF-8 is read"),
        (Array("<?xml version=\"1.0\" encoding=UTF-16?><x/>".utf8), "the XML declaration's 'encoding' has no quoted value"),
        (Array("<?xml version=\"1.0\"encoding=\"UTF-16\"?><x/>".utf8), "the XML declaration needs white space between its attributes"),
        (Array(("<?xml version=\"1.0\"" + String(repeating: " ", count: 300) + "?><x/>").utf8), "the XML declaration is not closed by '?>'"),
    ]

    @Test(arguments: notPlainUTF8)
    func refusesWhatIsNotPlainUTF8(bytes: [UInt8], reason: String) {
        #expect(throws: XLIFFError.unreadable(file: "de.xlf", reason: reason)) {
            try XLIFFReader.document(from: Data(bytes), file: "de.xlf")
        }
    }

    /// A 3.8 MB billion-laughs file — one 1 MB entity referenced 300,000 times — in UTF-16
    /// without a byte order mark once made libxml2 run for minutes; in any encoding it is now
    /// refused from its first bytes, at once.
    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf8])
    func aBillionLaughsIsRefusedAtOnce(encoding: String.Encoding) throws {
        let text = Self.billionLaughs()
        let data = try Self.encoded(text, encoding)
        #expect(data.count > (encoding == .utf8 ? 1_900_000 : 3_800_000))
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: XLIFFError.self) {
            try XLIFFReader.document(from: data, file: "bomb.xlf")
        }
        #expect(clock.now - start < .seconds(5))
    }

    /// One 1 MB entity referenced 300,000 times.
    static func billionLaughs() -> String {
        """
        <?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "\(String(repeating: "a", count: 1_000_000))">]>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en"><body>
        <trans-unit id="percentCompleted"><source>{percent} completed</source><target>\(String(repeating: "&a;", count: 300_000))</target></trans-unit>
        </body></file></xliff>
        """
    }

    /// Entity text is never dropped: without a DTD, a reference to an entity nobody declared is
    /// an error for the whole file, not a target that silently lost words.
    @Test func anUndeclaredEntityIsAnErrorNotDroppedText() {
        #expect {
            _ = try Self.read(Self.unitXML("<source>{percent} completed</source><target>{percent} &fertig; abgeschlossen</target>"))
        } throws: { error in
            "\(error)".hasSuffix("not well-formed XML: an undeclared entity (only &amp; &lt; &gt; &quot; &apos; and character references)")
        }
    }

    @Test func refusesElementsNestedTooDeeply() {
        let open = String(repeating: "<g>", count: 100)
        let text = #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"# + open
        #expect {
            _ = try Self.read(text)
        } throws: { error in
            "\(error)".hasSuffix("elements nested more than 64 deep")
        }
    }
}

/// A fresh temporary directory, removed when released.
final class TemporaryFiles {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pf-xliff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
