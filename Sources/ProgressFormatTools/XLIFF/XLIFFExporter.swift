import ProgressFormat
import ProgressTables

/// Writes a string table as XLIFF 1.2, the exchange format Weblate, Crowdin, Lokalise, Phrase
/// and Poedit read: one `<trans-unit>` per message of the source table, its English pattern in
/// `<source>`, the translation in `<target>` with its review state, the translator description
/// and placeholder examples in `<note from="developer">`, the review record (who, when) in
/// `<note from="x-reviewer">` and `<note from="x-reviewed-at">`, and the translator's note for
/// the reviewer (`x-note`) in `<note from="x-note">`.
///
/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
///   <file original="Resources/Strings/de.json" source-language="en" target-language="de" datatype="plaintext">
///     <body>
///       <trans-unit id="percentCompleted" resname="percentCompleted" xml:space="preserve">
///         <source>{percent} completed</source>
///         <target state="needs-review-translation">{percent} abgeschlossen</target>
///         <note from="developer">Progress of generic work, as a whole percentage that never reads 100% before the work is done.</note>
///         <note from="developer">{percent}: 7%</note>
///       </trans-unit>
///     </body>
///   </file>
/// </xliff>
/// ```
///
/// After the messages, each unit word override of the table's `@@x-units` travels as one unit
/// per plural category (``XLIFFUnitOverride``: `@@x-units/duration-day/few`), so an import
/// brings it back byte for byte.
///
/// Patterns travel as text (ICU MessageFormat, braces and all), escaped by ``XMLText``; a
/// table holding a character XML 1.0 cannot carry (a C0 control other than tab and line
/// breaks), or a translation holding one no table may hold (C1 controls, U+2028/U+2029, bidi
/// controls: import refuses such a unit), is refused with the key and position, since lint
/// reports it as an error anyway.
package enum XLIFFExporter {
    /// The XLIFF 1.2 namespace.
    package static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The `original` attribute of a table's `<file>`: where it lives in the repository.
    package static func original(locale: String) -> String {
        "Resources/Strings/\(locale).json"
    }

    /// The XLIFF document for `target`, a translation of `source` (the English table), its
    /// units in the source table's order. Messages `target` has and `source` lacks are left out;
    /// a message `target` lacks has no `<target>`.
    /// - Throws: ``XLIFFError/unexportable(file:key:reason:)`` for a character XML cannot carry.
    package static func xliff(source: StringTableDocument, target: StringTableDocument) throws(XLIFFError) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<xliff version="1.2" xmlns="\#(namespace)">"#,
            "  <file original=\"\(try escaped(original(locale: target.locale), target.file, "@@locale", "the locale"))\" "
                + "source-language=\"en\" target-language=\"\(try escaped(target.locale, target.file, "@@locale", "the locale"))\" "
                + "datatype=\"plaintext\">",
            "    <body>",
        ]
        for key in source.messageKeys {
            guard let sourceText = source.message(key) else { continue }
            lines += try unit(key: key, sourceText: sourceText, source: source, target: target)
        }
        for identifier in target.unitOverrideKeys {
            for (category, text) in target.unitOverrideTexts(identifier) {
                lines += try overrideUnit(identifier, category: category, text: text, target: target)
            }
        }
        lines += ["    </body>", "  </file>", "</xliff>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one `<trans-unit>`.
    private static func unit(key: String, sourceText: String, source: StringTableDocument,
                             target: StringTableDocument) throws(XLIFFError) -> [String] {
        let id = try escaped(key, source.file, key, "the key")
        let record = target.reviewRecord(key)
        let (state, approved) = XLIFFState.exported(record.reviewState)
        var lines = ["      <trans-unit id=\"\(id)\" resname=\"\(id)\"\(approved ? " approved=\"yes\"" : "") xml:space=\"preserve\">"]
        lines.append("        <source>\(try escaped(sourceText, source.file, key, "the source text"))</source>")
        if let text = target.message(key) {
            let stateAttribute = state.map { " state=\"\($0)\"" } ?? ""
            lines.append("        <target\(stateAttribute)>\(try exportable(text, target.file, key, "the translation"))</target>")
        }
        for (from, text) in notes(key: key, source: source, record: record) {
            let file = from == "developer" ? source.file : target.file
            lines.append("        <note from=\"\(from)\">\(try escaped(text, file, key, "a note"))</note>")
        }
        if target.message(key) != nil, let note = target.metadataString(key, StringTable.noteKey) {
            lines.append("        <note from=\"\(StringTable.noteKey)\">\(try exportable(note, target.file, key, noteDescription))</note>")
        }
        lines.append("      </trans-unit>")
        return lines
    }

    /// The lines of the `<trans-unit>` of one unit word override (see ``XLIFFUnitOverride``).
    private static func overrideUnit(_ identifier: String, category: String, text: String,
                                     target: StringTableDocument) throws(XLIFFError) -> [String] {
        let key = XLIFFUnitOverride.id(identifier, category: category)
        let id = try escaped(key, target.file, key, "the unit's key")
        let state = target.unitOverrideMetadataString(identifier, "x-state").flatMap(ReviewState.init(rawValue:))
        let (stateName, approved) = XLIFFState.exported(state)
        let english = XLIFFUnitOverride.englishPattern(identifier, category: category) ?? "{0}"
        var lines = ["      <trans-unit id=\"\(id)\" resname=\"\(id)\"\(approved ? " approved=\"yes\"" : "") xml:space=\"preserve\">"]
        lines.append("        <source>\(try escaped(english, target.file, key, "the source text"))</source>")
        let stateAttribute = stateName.map { " state=\"\($0)\"" } ?? ""
        lines.append("        <target\(stateAttribute)>\(try exportable(text, target.file, key, "the unit word"))</target>")
        var notes = [("developer", "The words around a number of \(UnitOverride.split(identifier).unit) for the plural "
            + "category '\(category)', in place of CLDR's; {0} is the number as shown.")]
        if let description = target.unitOverrideMetadataString(identifier, "description") {
            notes.append((XLIFFUnitOverride.descriptionNote, description))
        }
        for field in ["x-reviewer", "x-reviewed-at"] {
            if let value = target.unitOverrideMetadataString(identifier, field) { notes.append((field, value)) }
        }
        for (from, note) in notes {
            lines.append("        <note from=\"\(from)\">\(try escaped(note, target.file, key, "a note"))</note>")
        }
        lines.append("      </trans-unit>")
        return lines
    }

    /// The notes of a unit: the description and one per placeholder (`{percent}: 7%`) from the
    /// source table, then the review record.
    static func notes(key: String, source: StringTableDocument, record: ReviewRecord) -> [(from: String, text: String)] {
        var notes: [(String, String)] = []
        if let description = source.metadataString(key, "description") {
            notes.append(("developer", description))
        }
        for placeholder in source.metadata(key)?[key: "placeholders"]?.members ?? [] {
            let fields = placeholder.value.members ?? []
            var text = "{\(placeholder.key)}"
            if let example = fields[key: "example"]?.stringValue {
                text += ": \(example)"
            }
            if let values = fields[key: "x-values"]?.stringValue {
                text += " (one of: \(values))"
            }
            notes.append(("developer", text))
        }
        if let reviewer = record.reviewer {
            notes.append(("x-reviewer", reviewer))
        }
        if let time = record.reviewedAt {
            notes.append(("x-reviewed-at", time))
        }
        return notes
    }

    /// How an error names a translator's note.
    private static let noteDescription = "the translator's note"

    /// A translation, unit word or translator's note escaped for XML, refused like a character XML cannot carry when
    /// it holds one no table may hold (a C0 or C1 control, U+2028/U+2029, U+FFFD, a bidi
    /// embedding, override or isolate): import refuses such a unit, so an export that wrote it
    /// would hand the translator a file its own import refuses (for a translator's note, a file
    /// whose note its import would not bring back).
    private static func exportable(_ text: String, _ file: String, _ key: String, _ what: String) throws(XLIFFError) -> String {
        let escapedText = try escaped(text, file, key, what)
        if let (scalar, position) = StringTable.firstUnsafeCharacter(in: text) {
            let importWould = what == noteDescription ? "keep the table's note" : "refuse the unit"
            throw .unexportable(file: file, key: key, reason: "\(what) has the character \(StringTable.codePoint(scalar)) at "
                + "position \(position), which no table may hold (import would \(importWould)); remove it (lint reports it) "
                + "and export again")
        }
        return escapedText
    }

    private static func escaped(_ text: String, _ file: String, _ key: String, _ what: String) throws(XLIFFError) -> String {
        do {
            return try XMLText.escaped(text)
        } catch {
            throw .unexportable(file: file, key: key, reason: "\(what) has the character \(error.codePoint) at position \(error.position), "
                + "which XLIFF (XML 1.0) cannot carry; remove it (lint reports it) and export again")
        }
    }
}
