
extension StringTable {
    /// A problem that makes `entry` unusable at run time because it holds a character that
    /// must never reach a screen from a translation: a C0 or C1 control or DEL (an escape
    /// sequence could move the cursor), a line or paragraph separator, U+FFFD (a broken
    /// encoding), a bidi embedding, override or isolate (it could reorder the sentence around
    /// it), or an invisible ZWSP, BOM or tag character (text that reads as something it is not).
    /// The message falls back to the source text, as a broken one does; lint's
    /// control-character rule reports the same characters.
    package static func unsafeCharacterProblem(of entry: MessageEntry, file: String) -> ProgressProblem? {
        unsafeCharacterProblem(in: entry.text, file: file, key: entry.key.rawValue)
    }

    /// Why `entry` cannot be used at run time: its placeholders against `reference` (the
    /// source's message, ``problems(of:file:against:)``), then a character no table may show, a
    /// quoted brace, and a symbol its channel refuses (``channelSymbolProblem(of:file:)``);
    /// empty when it can. What a catalog and the build tool check every message of a table with.
    package static func refusals(of entry: MessageEntry, file: String, against reference: MessageEntry) -> [ProgressProblem] {
        var problems = StringTable.problems(of: entry, file: file, against: reference)
        if let unsafe = unsafeCharacterProblem(of: entry, file: file) {
            problems.append(unsafe)
        }
        if let quoted = quotedBraceProblem(in: entry.text, file: file, key: entry.key.rawValue) {
            problems.append(quoted)
        }
        if let symbol = channelSymbolProblem(of: entry, file: file) {
            problems.append(symbol)
        }
        return problems
    }

    /// Why `text` would show a brace from a table, or `nil`: an apostrophe that opens a
    /// quotation that never closes (the rest of the message shows as written, placeholders and
    /// all: `{percent} '{ abgeschlossen` reads "7 % { abgeschlossen"), or quoted braces
    /// (`„'{'fileName'}'“` reads „{fileName}“). Lint's apostrophe rule reports the same; at run
    /// time the message falls back to the source text, as a broken one does.
    package static func quotedBraceProblem(in text: String, file: String, key: String) -> ProgressProblem? {
        guard text.utf8.contains(UInt8(ascii: "'")) else { return nil }
        let quotations = MessagePattern.quotations(in: text)
        if let open = quotations.first(where: { !$0.isClosed }) {
            return .malformedMessage(file: file, key: key, position: open.position,
                                     reason: "the apostrophe opens a quotation that never closes; the rest would show as written")
        }
        if let braces = quotations.first(where: { $0.text.contains(where: { $0 == "{" || $0 == "}" }) }) {
            return .malformedMessage(file: file, key: key, position: braces.position,
                                     reason: "quotes a brace with apostrophes, so a brace would show as text")
        }
        return nil
    }

    /// The problem of the first character of `text` that ``isUnsafe(_:)`` refuses, reported
    /// under `key` with its UTF-16 position; `nil` when there is none. For messages and for the
    /// unit words of `@@x-units` alike.
    package static func unsafeCharacterProblem(in text: String, file: String, key: String) -> ProgressProblem? {
        firstUnsafeCharacter(in: text).map { scalar, position in
            .malformedMessage(file: file, key: key, position: position,
                              reason: "contains \(codePoint(scalar)), which a translation must not hold")
        }
    }

    /// The first character of `text` that ``isUnsafe(_:)`` refuses, with its UTF-16 position
    /// (as lint and errors count positions); `nil` when there is none.
    package static func firstUnsafeCharacter(in text: String) -> (scalar: Unicode.Scalar, position: Int)? {
        var position = 0
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { return (scalar, position) }
            position += scalar.utf16.count
        }
        return nil
    }

    /// `U+009B`.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether `scalar` is one of the characters ``unsafeCharacterProblem(of:file:)`` refuses.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFFFD, 0x202A...0x202E, 0x2066...0x2069,
             0x200B, 0xFEFF, 0xE0000...0xE007F: true
        default: false
        }
    }
}
