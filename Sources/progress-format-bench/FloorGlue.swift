import CBenchBaseline
import ProgressFormat
import ProgressTables

/// A flattened sentence: text and values.
enum GluePiece: Equatable {
    case text(String)
    case slot(Int32)
}

/// Why a sentence shape cannot be flattened for the floors.
struct GlueError: Error, CustomStringConvertible {
    var description: String
}

/// A locale's glue for the floors: every sentence shape the workloads use, flattened from the
/// locale's string table (its `select` and `plural` variants chosen for each template id), and
/// the table's words for units. Immutable once built, so floors on several threads share it.
///
/// The tables are loaded and their messages parsed by the package's own `StringTable` and
/// `MessagePattern` (ProgressTables), as the library and its build tool read them; only the
/// flattening into glue is the floors' own.
final class FloorGlue: @unchecked Sendable {
    /// The BCP 47 tag the glue is for.
    let locale: String
    let pointer: OpaquePointer
    /// Template ids whose sentence could not be built, with why (the floors fail on them).
    private(set) var problems: [String] = []
    /// Whether the counted description, the file-count sentence and the time remaining change
    /// with a plural category in this locale.
    private(set) var plurals: (counted: Bool, files: Bool, time: Bool) = (false, false, false)

    /// The `operation` select's keywords, in the order of the floors' template ids.
    static let operations = ProgressSnapshot.FileOperationKind.allShortNames
    static let categories = ["zero", "one", "two", "few", "many", "other"]
    static let durationUnits = ["second", "minute", "hour", "day"]
    /// The statuses' messages, in the library's order (`Status.allKnown`): the floors' status tails.
    static let statusKeys: [MessageKey] = {
        let keys = ProgressSnapshot.Status.allKnown.compactMap(\.messageKey)
        precondition(keys.count <= Int(CBENCH_STATUSES), "CBENCH_STATUSES has room for \(CBENCH_STATUSES) statuses, not \(keys.count)")
        return keys
    }()

    /// Builds the glue of `locale` (a BCP 47 tag with a table along `StringTables.chain`);
    /// `withMessages` also opens the UMessageFormats the umsg floor needs.
    init?(locale: String, withMessages: Bool = true) {
        let (tables, tableProblems) = StringTables.chain(locale)
        guard !tables.isEmpty, let pointer = cbench_glue_create(locale, withMessages ? 1 : 0) else { return nil }
        self.locale = locale
        self.pointer = pointer
        problems = tableProblems
        var parsed: [MessageKey: [MessageNode]] = [:]
        func pattern(_ key: MessageKey) throws(GlueError) -> [MessageNode] {
            if let nodes = parsed[key] { return nodes }
            var found: [MessageNode]?
            for table in tables {
                if let entry = table.entries[key] {
                    found = entry.pattern.nodes
                    break
                }
                if table.failedKeys.contains(key.rawValue) {
                    // The first table that has the message decides, as when the floors read it.
                    let problem = table.problems.first {
                        if case .malformedMessage(_, key.rawValue, _, _) = $0 { true } else { false }
                    }
                    throw GlueError(description: problem?.description ?? "\(table.file): \(key.rawValue): did not parse")
                }
            }
            guard let nodes = found else { throw GlueError(description: "no message '\(key.rawValue)'") }
            try Self.checkFlattenable(nodes)
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
        func flatten(_ nodes: [MessageNode], _ context: Context, pound: Int32?) throws(GlueError) -> [GluePiece] {
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
                        throw GlueError(description: "argument '\(name)' has no value in the floors")
                    }
                case .select(let name, let cases):
                    let branch = cases[context.keywords[name] ?? "other"] ?? cases["other"] ?? []
                    pieces += try flatten(branch, context, pound: pound)
                case .plural(let name, _, _, let cases):
                    // No offset and no `=N` variant: checkFlattenable refused them when parsed.
                    let branch = cases[context.categories[name] ?? "other"] ?? cases["other"] ?? []
                    pieces += try flatten(branch, context, pound: context.pounds[name])
                case .pound:
                    guard let pound else { throw GlueError(description: "'#' the floors do not fill") }
                    pieces.append(.slot(pound))
                }
            }
            return pieces
        }
        func message(_ key: MessageKey, _ context: Context) throws(GlueError) -> [GluePiece] {
            try flatten(pattern(key), context, pound: nil)
        }

        var templates: [Int32: [GluePiece]] = [:]
        func define(_ id: Int32, _ make: () throws(GlueError) -> [GluePiece]) {
            switch Result(catching: make) {
            case .success(let pieces): templates[id] = pieces
            case .failure(let error): problems.append("template \(id): \(error.description)")
            }
        }
        let categoryCount = Int32(CBENCH_CATEGORIES)
        for (index, operation) in Self.operations.enumerated() {
            let op = Int32(index)
            define(CBENCH_T_NAMED + op) { () throws(GlueError) in
                try message(.fileOperationNamed, Context(keywords: ["operation": operation],
                                                         slots: ["fileName": CBENCH_SLOT_FILE_NAME]))
            }
            define(CBENCH_T_UNNAMED + op) { () throws(GlueError) in
                try message(.fileOperationUnnamed, Context(keywords: ["operation": operation]))
            }
            for (c, category) in Self.categories.enumerated() {
                define(CBENCH_T_COUNTED + op * categoryCount + Int32(c)) { () throws(GlueError) in
                    try message(.fileOperationCounted, Context(keywords: ["operation": operation],
                                                               categories: ["fileCount": category],
                                                               pounds: ["fileCount": CBENCH_SLOT_FILE_COUNT]))
                }
            }
        }
        define(CBENCH_T_PERCENT) { () throws(GlueError) in
            try message(.percentCompleted, Context(slots: ["percent": CBENCH_SLOT_PERCENT]))
        }
        let bytes: [String: Int32] = ["completed": CBENCH_SLOT_COMPLETED, "total": CBENCH_SLOT_TOTAL,
                                      "throughput": CBENCH_SLOT_THROUGHPUT]
        var progresses: [(Int32, () throws(GlueError) -> [GluePiece])] = [
            (CBENCH_PROGRESS_BYTES, { () throws(GlueError) in try message(.bytesCompletedOfTotal, Context(slots: bytes)) }),
            (CBENCH_PROGRESS_BYTES_THROUGHPUT, { () throws(GlueError) in
                try message(.bytesCompletedOfTotalWithThroughput, Context(slots: bytes)) }),
            (CBENCH_PROGRESS_UNITS, { () throws(GlueError) in try message(.unitsCompletedOfTotal, Context(slots: bytes)) }),
        ]
        for (c, category) in Self.categories.enumerated() {
            progresses.append((CBENCH_PROGRESS_FILES + Int32(c), { () throws(GlueError) in
                try message(.filesCompletedOfTotal, Context(categories: ["totalFiles": category],
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
                    define(base + CBENCH_TAIL_TIME + Int32(u) * categoryCount + Int32(c)) { () throws(GlueError) in
                        let remaining = try message(.timeRemaining, Context(
                            keywords: ["leadingUnit": unit], categories: ["leadingCount": category],
                            slots: ["duration": CBENCH_SLOT_DURATION]))
                        return try message(.withTimeRemaining, Context(messages: ["progress": try make(),
                                                                                  "timeRemaining": remaining]))
                    }
                }
            }
            for (s, key) in Self.statusKeys.enumerated() {
                define(base + CBENCH_TAIL_STATUS + Int32(s)) { () throws(GlueError) in
                    try message(.withStatus, Context(messages: ["progress": try make(),
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
        let files = varies([(0..<categoryCount).map { CBENCH_T_ADDITIONAL + (CBENCH_PROGRESS_FILES + $0) * tails }])
        let time = varies(Self.durationUnits.indices.map { u in
            (0..<categoryCount).map { CBENCH_T_ADDITIONAL + CBENCH_TAIL_TIME + Int32(u) * categoryCount + $0 }
        })
        plurals = (counted, files, time)
        cbench_glue_set_plurals(pointer, counted ? 1 : 0, files ? 1 : 0, time ? 1 : 0)
        // The table's words for units, as the library applies them (its language's table; the
        // usable overrides of the width each unit is shown in by default). The C side finds the
        // `{0}` in each pattern's text as written.
        for table in tables where table.locale != "en" {
            for override in table.unitOverrides.values where override.isUsable && !override.namesWidth {
                for format in StringTables.floorFormats(ofUnit: override.unitIdentifier) {
                    for (category, pattern) in override.texts {
                        guard let categoryIndex = Self.categories.firstIndex(of: category) else { continue }
                        var text = pattern
                        _ = text.withUTF8 { buffer in
                            buffer.withMemoryRebound(to: CChar.self) {
                                cbench_glue_set_unit_pattern(pointer, format, Int32(categoryIndex), $0.baseAddress,
                                                             Int32($0.count))
                            }
                        }
                    }
                }
            }
            if !table.unitOverrides.isEmpty { break }
        }
    }

    /// Refuses what the floors cannot flatten into fixed glue, anywhere in a message (also in
    /// variants no template reaches, as when the floors parsed the tables themselves): a
    /// `plural` with an `offset:` or an `=N` variant, whose choice depends on the number itself.
    private static func checkFlattenable(_ nodes: [MessageNode]) throws(GlueError) {
        for node in nodes {
            switch node {
            case .text, .argument, .pound:
                break
            case .select(_, let cases):
                for branch in cases.values { try checkFlattenable(branch) }
            case .plural(let name, let offset, let exact, let cases):
                if offset != 0 {
                    throw GlueError(description: "'offset:\(offset)' in '\(name)' is not supported by the floors")
                }
                if let number = exact.keys.first {
                    throw GlueError(description: "'=\(number)' in '\(name)' is not supported by the floors")
                }
                for branch in cases.values { try checkFlattenable(branch) }
            }
        }
    }

    deinit {
        cbench_glue_destroy(pointer)
    }
}
