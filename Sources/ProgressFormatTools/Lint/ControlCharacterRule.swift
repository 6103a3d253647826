import ProgressFormat
import ProgressTables

/// A message holds a character that has no place in a translation: a C0 or C1 control or DEL,
/// a line or paragraph separator (U+2028/U+2029), the replacement character U+FFFD (a broken
/// encoding), a bidi embedding, override or isolate, a zero-width space, a byte order mark or
/// a tag character.
///
/// Such characters are invisible in an editor, yet they can move a terminal's cursor, reorder
/// the text around them or hide words; every output of the CLI shows or removes them
/// (``OutputPolicy``), so a message holding one never reads as written. One error per kind of
/// character and message, at the first one:
///
///     de.json:percentCompleted: error: position 10: contains the control character U+001B
///
/// A translator's note (`x-note`) is held to the same characters, its position counted in the
/// note: export refuses a note holding one and import keeps the table's, so lint says so first.
///
///     de.json:percentCompleted: error: position 3: the translator's note (x-note) contains the control character U+001B
///
/// Bidi *marks* (LRM, RLM, ALM) are the typography rule's business, not this one's.
enum ControlCharacterRule: LintRule {
    /// A kind of character the rule flags.
    enum Kind: CaseIterable {
        case control, lineSeparator, replacement, embeddingOrOverride, isolate, zeroWidthSpace, byteOrderMark, tag

        /// The kind of `scalar`, or `nil` when the rule lets it pass.
        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F: self = .control
            case 0x2028, 0x2029: self = .lineSeparator
            case 0xFFFD: self = .replacement
            case 0x202A...0x202E: self = .embeddingOrOverride
            case 0x2066...0x2069: self = .isolate
            case 0x200B: self = .zeroWidthSpace
            case 0xFEFF: self = .byteOrderMark
            case 0xE0000...0xE007F: self = .tag
            default: return nil
            }
        }

        /// The finding's message for `scalar` of this kind.
        func message(_ scalar: Unicode.Scalar) -> String {
            let code = OutputPolicy.visibleCodePoint(scalar).dropFirst().dropLast()
            switch self {
            case .control: return "contains the control character \(code)"
            case .lineSeparator:
                return "contains the \(scalar == "\u{2028}" ? "line" : "paragraph") separator \(code)"
            case .replacement: return "contains the replacement character \(code), the mark of a broken encoding"
            case .embeddingOrOverride:
                return "contains the bidi embedding or override \(code), which can reorder the text around it"
            case .isolate: return "contains the bidi isolate \(code); file names are isolated by the engine"
            case .zeroWidthSpace: return "contains the zero-width space \(code)"
            case .byteOrderMark: return "contains the byte order mark \(code)"
            case .tag: return "contains the tag character \(code)"
            }
        }
    }

    static func check(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for entry in context.entries {
            for (kind, position, scalar) in firstOfEachKind(in: entry.text) {
                findings.append(context.finding(entry.key, .error, kind.message(scalar), position: position))
            }
        }
        for (key, note) in context.table.notes.sorted(by: { $0.key < $1.key }) {
            for (kind, position, scalar) in firstOfEachKind(in: note) {
                findings.append(LintFinding(file: context.table.file, key: key, severity: .error, position: position,
                                            message: "the translator's note (x-note) " + kind.message(scalar)))
            }
        }
        return findings
    }

    /// The first character of each kind in `text`, in the order of ``Kind/allCases``, with its
    /// UTF-16 position.
    private static func firstOfEachKind(in text: String) -> [(kind: Kind, position: Int, scalar: Unicode.Scalar)] {
        var reported: [Kind: (position: Int, scalar: Unicode.Scalar)] = [:]
        var position = 0
        for scalar in text.unicodeScalars {
            if let kind = Kind(scalar), reported[kind] == nil {
                reported[kind] = (position, scalar)
            }
            position += scalar.utf16.count
        }
        return Kind.allCases.compactMap { kind in reported[kind].map { (kind, $0.position, $0.scalar) } }
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        Kind(scalar) == .control
    }

    /// `U+001B`: a code point as findings name it.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        String(OutputPolicy.visibleCodePoint(scalar).dropFirst().dropLast())
    }
}
