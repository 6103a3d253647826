/// The subset of ICU MessageFormat the tables use: text, `{name}`, `select`, `plural` (no
/// offsets, no `=N`), `#`, and apostrophe quoting.
indirect enum PatternNode {
    case text(String)
    case argument(String)
    case select(String, [String: [PatternNode]])
    case plural(String, [String: [PatternNode]])
    case pound
}

/// Why a table's message is not one the floors can flatten.
struct PatternError: Error, CustomStringConvertible {
    var description: String
}

/// Parses a table message into ``PatternNode``s (see ``PatternNode`` for the subset).
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func parse(_ text: String) throws(PatternError) -> [PatternNode] {
        var parser = PatternParser(text)
        return try parser.message(inPlural: false, nested: false)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func message(inPlural: Bool, nested: Bool) throws(PatternError) -> [PatternNode] {
        var nodes: [PatternNode] = []
        var text = String.UnicodeScalarView()
        func flush() {
            if !text.isEmpty {
                nodes.append(.text(String(text)))
                text.removeAll()
            }
        }
        while let scalar = current {
            switch scalar {
            case "'":
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if next == "'" {
                    text.append("'")
                    index += 2
                } else if let next, next == "{" || next == "}" || next == "|" || (next == "#" && inPlural) {
                    index += 1
                    while let quoted = current {
                        if quoted == "'" {
                            if index + 1 < scalars.count, scalars[index + 1] == "'" {
                                text.append("'")
                                index += 2
                                continue
                            }
                            index += 1
                            break
                        }
                        text.append(quoted)
                        index += 1
                    }
                } else {
                    text.append("'")
                    index += 1
                }
            case "{":
                flush()
                index += 1
                nodes.append(try argument())
            case "}":
                guard nested else { throw PatternError(description: "unmatched '}'") }
                flush()
                index += 1
                return nodes
            case "#" where inPlural:
                flush()
                nodes.append(.pound)
                index += 1
            default:
                text.append(scalar)
                index += 1
            }
        }
        if nested { throw PatternError(description: "unclosed '{'") }
        flush()
        return nodes
    }

    private mutating func skipSpace() {
        while let scalar = current, scalar.properties.isWhitespace { index += 1 }
    }

    private mutating func word() -> String {
        var word = String.UnicodeScalarView()
        while let scalar = current, !scalar.properties.isWhitespace, scalar != ",", scalar != "{", scalar != "}" {
            word.append(scalar)
            index += 1
        }
        return String(word)
    }

    private mutating func argument() throws(PatternError) -> PatternNode {
        skipSpace()
        let name = word()
        skipSpace()
        if current == "}" {
            index += 1
            return .argument(name)
        }
        guard current == "," else { throw PatternError(description: "bad argument '\(name)'") }
        index += 1
        skipSpace()
        let type = word()
        skipSpace()
        guard type == "select" || type == "plural", current == "," else {
            throw PatternError(description: "argument type '\(type)' is not supported by the floors")
        }
        index += 1
        var cases: [String: [PatternNode]] = [:]
        while true {
            skipSpace()
            guard let scalar = current else { throw PatternError(description: "unclosed '\(name)'") }
            if scalar == "}" {
                index += 1
                break
            }
            let keyword = word()
            if keyword.hasPrefix("=") || keyword.hasPrefix("offset:") {
                throw PatternError(description: "'\(keyword)' is not supported by the floors")
            }
            skipSpace()
            guard current == "{" else { throw PatternError(description: "variant '\(keyword)' has no '{'") }
            index += 1
            cases[keyword] = try message(inPlural: type == "plural", nested: true)
        }
        return type == "select" ? .select(name, cases) : .plural(name, cases)
    }
}

