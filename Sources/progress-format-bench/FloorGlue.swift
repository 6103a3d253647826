import CBenchBaseline
import Foundation

/// The string tables the library embeds (`Resources/Strings/<tag>.json`), read from the source
/// tree: the floors take their glue from the same text as the library.
enum StringTables {
    /// `Resources/Strings`, found from this source file's path; `nil` for a relocated binary.
    static let directory: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = root.appendingPathComponent("Resources/Strings")
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("en.json").path) ? directory : nil
    }()

    /// The messages of one table, without the `@` metadata; `nil` if there is no such table.
    static func messages(_ tag: String) -> [String: String]? {
        guard let directory, let data = try? Data(contentsOf: directory.appendingPathComponent("\(tag).json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        var messages: [String: String] = [:]
        for (key, value) in object where !key.hasPrefix("@") {
            if let text = value as? String { messages[key] = text }
        }
        return messages
    }

    /// A table's words for units (`@@x-units`): unit id → plural category → pattern.
    static func unitPatterns(_ tag: String) -> [String: [String: String]] {
        guard let directory, let data = try? Data(contentsOf: directory.appendingPathComponent("\(tag).json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let units = object["@@x-units"] as? [String: Any] else { return [:] }
        var patterns: [String: [String: String]] = [:]
        for (unit, value) in units where !unit.hasPrefix("@") {
            if let categories = value as? [String: String] { patterns[unit] = categories }
        }
        return patterns
    }

    /// Where a unit id's words go in the floor's handles: (kind, indices) as
    /// `cbench_glue_set_unit_pattern` takes them.
    static func floorSlots(ofUnit unit: String) -> (kind: Int32, indices: [Int32])? {
        let sizes = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"]
        let durations = ["second", "minute", "hour", "day"]
        if unit.hasPrefix("digital-"), unit.hasSuffix("-per-second") {
            let name = unit.dropFirst("digital-".count).dropLast("-per-second".count)
            guard let index = sizes.firstIndex(of: String(name)), index > 0 else { return nil }
            return (1, index == 1 ? [0, 1] : [Int32(index)])
        }
        if unit.hasPrefix("digital-"), let index = sizes.firstIndex(of: String(unit.dropFirst("digital-".count))) {
            return (0, [Int32(index)])
        }
        if unit.hasPrefix("duration-"), let index = durations.firstIndex(of: String(unit.dropFirst("duration-".count))) {
            return (2, [Int32(index)])
        }
        return nil
    }

    /// The message `key` along a simple chain: the tag, its language, English.
    static func chain(_ tag: String) -> [[String: String]] {
        let language = String(tag.prefix(while: { $0 != "-" }))
        var tags = [tag]
        if language != tag { tags.append(language) }
        if !tags.contains("en") { tags.append("en") }
        return tags.compactMap(messages)
    }
}

/// The subset of ICU MessageFormat the tables use: text, `{name}`, `select`, `plural` (no
/// offsets, no `=N`), `#`, and apostrophe quoting.
indirect enum PatternNode {
    case text(String)
    case argument(String)
    case select(String, [String: [PatternNode]])
    case plural(String, [String: [PatternNode]])
    case pound
}

struct PatternError: Error, CustomStringConvertible {
    var description: String
}

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

/// A flattened sentence: text and values.
enum GluePiece: Equatable {
    case text(String)
    case slot(Int32)
}

/// A locale's glue for the floors: every sentence shape the workloads use, flattened from the
/// locale's string table (its `select` and `plural` variants chosen for each template id), plus
/// the transfers' display names. Immutable once built, so floors on several threads share it.
final class FloorGlue: @unchecked Sendable {
    /// The BCP 47 tag the glue is for.
    let locale: String
    let pointer: OpaquePointer
    /// Template ids whose sentence could not be built, with why (the floors fail on them).
    private(set) var problems: [String] = []
    /// Whether the counted description, the file-count sentence and the time remaining change
    /// with a plural category in this locale.
    private(set) var plurals: (counted: Bool, files: Bool, time: Bool) = (false, false, false)

    static let operations = ["downloading", "uploading", "decompressing", "receiving", "copying", "duplicating", "processing"]
    static let categories = ["zero", "one", "two", "few", "many", "other"]
    static let durationUnits = ["second", "minute", "hour", "day"]
    static let statusKeys = ["statusPaused", "statusCancelled", "statusStalled", "statusEstimating"]

    /// Builds the glue of `locale` (a BCP 47 tag with a table along `StringTables.chain`), with
    /// `names` isolated as the library isolates file names there; `withMessages` also opens the
    /// UMessageFormats the umsg floor needs.
    init?(locale: String, names: [String], withMessages: Bool = true) {
        let tables = StringTables.chain(locale)
        guard !tables.isEmpty, let pointer = cbench_glue_create(locale, withMessages ? 1 : 0) else { return nil }
        self.locale = locale
        self.pointer = pointer
        var parsed: [String: [PatternNode]] = [:]
        func pattern(_ key: String) throws(PatternError) -> [PatternNode] {
            if let nodes = parsed[key] { return nodes }
            guard let text = tables.lazy.compactMap({ $0[key] }).first else {
                throw PatternError(description: "no message '\(key)'")
            }
            let nodes = try PatternParser.parse(text)
            parsed[key] = nodes
            return nodes
        }

        struct Context {
            var keywords: [String: String] = [:]
            var categories: [String: String] = [:]
            var slots: [String: Int32] = [:]
            var messages: [String: [GluePiece]] = [:]
            var pounds: [String: Int32] = [:]
        }
        func flatten(_ nodes: [PatternNode], _ context: Context, pound: Int32?) throws(PatternError) -> [GluePiece] {
            var pieces: [GluePiece] = []
            for node in nodes {
                switch node {
                case .text(let text):
                    pieces.append(.text(text))
                case .argument(let name):
                    if let slot = context.slots[name] {
                        pieces.append(.slot(slot))
                    } else if let message = context.messages[name] {
                        pieces += message
                    } else {
                        throw PatternError(description: "argument '\(name)' has no value in the floors")
                    }
                case .select(let name, let cases):
                    let branch = cases[context.keywords[name] ?? "other"] ?? cases["other"] ?? []
                    pieces += try flatten(branch, context, pound: pound)
                case .plural(let name, let cases):
                    let branch = cases[context.categories[name] ?? "other"] ?? cases["other"] ?? []
                    pieces += try flatten(branch, context, pound: context.pounds[name])
                case .pound:
                    guard let pound else { throw PatternError(description: "'#' the floors do not fill") }
                    pieces.append(.slot(pound))
                }
            }
            return pieces
        }
        func message(_ key: String, _ context: Context) throws(PatternError) -> [GluePiece] {
            try flatten(pattern(key), context, pound: nil)
        }

        var templates: [Int32: [GluePiece]] = [:]
        func define(_ id: Int32, _ make: () throws(PatternError) -> [GluePiece]) {
            switch Result(catching: make) {
            case .success(let pieces): templates[id] = pieces
            case .failure(let error): problems.append("template \(id): \(error.description)")
            }
        }
        let categoryCount = Int32(CBENCH_CATEGORIES)
        for (index, operation) in Self.operations.enumerated() {
            let op = Int32(index)
            define(CBENCH_T_NAMED + op) { () throws(PatternError) in
                try message("fileOperationNamed", Context(keywords: ["operation": operation],
                                                          slots: ["fileName": CBENCH_SLOT_FILE_NAME]))
            }
            define(CBENCH_T_UNNAMED + op) { () throws(PatternError) in
                try message("fileOperationUnnamed", Context(keywords: ["operation": operation]))
            }
            for (c, category) in Self.categories.enumerated() {
                define(CBENCH_T_COUNTED + op * categoryCount + Int32(c)) { () throws(PatternError) in
                    try message("fileOperationCounted", Context(keywords: ["operation": operation],
                                                                categories: ["fileCount": category],
                                                                pounds: ["fileCount": CBENCH_SLOT_FILE_COUNT]))
                }
            }
        }
        define(CBENCH_T_PERCENT) { () throws(PatternError) in
            try message("percentCompleted", Context(slots: ["percent": CBENCH_SLOT_PERCENT]))
        }
        let bytes: [String: Int32] = ["completed": CBENCH_SLOT_COMPLETED, "total": CBENCH_SLOT_TOTAL,
                                      "throughput": CBENCH_SLOT_THROUGHPUT]
        var progresses: [(Int32, () throws(PatternError) -> [GluePiece])] = [
            (0, { () throws(PatternError) in try message("bytesCompletedOfTotal", Context(slots: bytes)) }),
            (1, { () throws(PatternError) in try message("bytesCompletedOfTotalWithThroughput", Context(slots: bytes)) }),
            (2, { () throws(PatternError) in try message("unitsCompletedOfTotal", Context(slots: bytes)) }),
        ]
        for (c, category) in Self.categories.enumerated() {
            progresses.append((3 + Int32(c), { () throws(PatternError) in
                try message("filesCompletedOfTotal", Context(categories: ["totalFiles": category],
                                                             slots: ["completedFiles": CBENCH_SLOT_COMPLETED_FILES],
                                                             pounds: ["totalFiles": CBENCH_SLOT_TOTAL_FILES]))
            }))
        }
        let tails = Int32(CBENCH_TAILS)
        for (progress, make) in progresses {
            let base = CBENCH_T_ADDITIONAL + progress * tails
            define(base, make)
            for (u, unit) in Self.durationUnits.enumerated() {
                for (c, category) in Self.categories.enumerated() {
                    define(base + 1 + Int32(u) * categoryCount + Int32(c)) { () throws(PatternError) in
                        let remaining = try message("timeRemaining", Context(
                            keywords: ["leadingUnit": unit], categories: ["leadingCount": category],
                            slots: ["duration": CBENCH_SLOT_DURATION]))
                        return try message("withTimeRemaining", Context(messages: ["progress": try make(),
                                                                                   "timeRemaining": remaining]))
                    }
                }
            }
            for (s, key) in Self.statusKeys.enumerated() {
                define(base + 25 + Int32(s)) { () throws(PatternError) in
                    try message("withStatus", Context(messages: ["progress": try make(),
                                                                 "status": try message(key, Context())]))
                }
            }
        }

        for (id, pieces) in templates {
            var bytes: [UInt8] = []
            for piece in pieces {
                switch piece {
                case .text(let text): bytes += Array(text.utf8)
                case .slot(let slot): bytes += [UInt8(CBENCH_SLOT_MARK), UInt8(ascii: "0") + UInt8(slot)]
                }
            }
            let status = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { cbench_glue_set(pointer, id, $0.baseAddress, Int32($0.count)) }
            }
            if status > 0 { problems.append("template \(id): umsg_open or glue failed (\(status))") }
        }

        // A plural needs uplrules_selectFormatted only where its variants differ.
        func varies(_ ids: [[Int32]]) -> Bool {
            ids.contains { group in Set(group.map { templates[$0].map { "\($0)" } ?? "" }).count > 1 }
        }
        let counted = varies(Self.operations.indices.map { op in
            (0..<categoryCount).map { CBENCH_T_COUNTED + Int32(op) * categoryCount + $0 }
        })
        let files = varies([(0..<categoryCount).map { CBENCH_T_ADDITIONAL + (3 + $0) * tails }])
        let time = varies(Self.durationUnits.indices.map { u in
            (0..<categoryCount).map { CBENCH_T_ADDITIONAL + 1 + Int32(u) * categoryCount + $0 }
        })
        plurals = (counted, files, time)
        cbench_glue_set_plurals(pointer, counted ? 1 : 0, files ? 1 : 0, time ? 1 : 0)
        // The table's words for units, as the library applies them (its language's table).
        let categories = ["zero", "one", "two", "few", "many", "other"]
        let language = String(locale.prefix(while: { $0 != "-" }))
        for tag in [locale, language] where tag != "en" {
            for (unit, patterns) in StringTables.unitPatterns(tag) {
                guard let slots = StringTables.floorSlots(ofUnit: unit) else { continue }
                for (category, pattern) in patterns {
                    guard let categoryIndex = categories.firstIndex(of: category) else { continue }
                    for index in slots.indices {
                        var text = pattern
                        _ = text.withUTF8 { buffer in
                            buffer.withMemoryRebound(to: CChar.self) {
                                cbench_glue_set_unit_pattern(pointer, slots.kind, index, Int32(categoryIndex), $0.baseAddress,
                                                             Int32($0.count))
                            }
                        }
                    }
                }
            }
            if !StringTables.unitPatterns(tag).isEmpty { break }
        }

        let rightToLeft = cbench_locale_is_right_to_left(locale) != 0
        for name in names {
            let isolated = rightToLeft || name.unicodeScalars.contains { cbench_is_bidi_sensitive(Int32($0.value)) != 0 }
                ? "\u{2068}\(name)\u{2069}" : name
            var text = isolated
            _ = text.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { cbench_glue_add_name(pointer, $0.baseAddress, Int32($0.count)) }
            }
        }
    }

    deinit {
        cbench_glue_destroy(pointer)
    }
}
