/// A typed value that a message shows, before any locale has formatted it.
///
/// Planning decides *what* each argument is (a byte count, a floored percent, a duration split
/// into units); the Parts room decides how it looks in a locale.
enum PlannedValue: Hashable, Sendable {
    /// A count of things, shown as a grouped integer ("5,356,456"); can drive a plural.
    case count(Int64)
    /// A whole percentage, already floored ("7%").
    case percent(Int64)
    /// A number of bytes, shown in the largest fitting decimal unit ("5.4 MB").
    case byteCount(Int64)
    /// Bytes per second, shown with a per-second unit ("50 kB/s").
    case throughput(Int64)
    /// A duration already split into its displayed units ("1 minute, 37 seconds").
    case duration(PlannedDuration)
    /// A file's display name, user text that is shown as is (bidi-isolated where needed).
    case fileName(String)
    /// A keyword for a `select` argument ("downloading").
    case keyword(String)
    /// A whole sentence nested into another ("{progress} — {timeRemaining}").
    case message(PlannedMessage)
}

/// A message key with its named arguments: one sentence, not yet in any language.
struct PlannedMessage: Hashable, Sendable {
    /// Which message of the string table.
    var key: MessageKey
    /// The values of its placeholders, by name.
    var arguments: ArgumentList

    init(_ key: MessageKey, _ arguments: ArgumentList = [:]) {
        self.key = key
        self.arguments = arguments
    }
}

/// A message's named arguments: at most a handful, so a small array searched by name beats a
/// dictionary on the per-update path (every name fits Swift's 15-byte small-string form, so
/// comparing names costs no hashing and no allocation). Order does not matter for equality.
struct ArgumentList: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private struct Entry: Hashable, Sendable {
        var name: String
        var value: PlannedValue
    }

    private var entries: [Entry] = []

    init(dictionaryLiteral elements: (String, PlannedValue)...) {
        entries.reserveCapacity(elements.count)
        for (name, value) in elements {
            self[name] = value
        }
    }

    /// The value named `name`, if any.
    subscript(name: String) -> PlannedValue? {
        get {
            for entry in entries where entry.name == name {
                return entry.value
            }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Entry(name: name, value: newValue))
            }
        }
    }

    static func == (lhs: ArgumentList, rhs: ArgumentList) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
    }
}

/// What one of the two output strings says.
enum PlannedText: Hashable, Sendable {
    /// Nothing: the string is `""`, as Foundation returns when it has nothing to say.
    case empty
    /// A sentence from the string table.
    case message(PlannedMessage)
    /// A bare value with no words around it ("50 kB/s").
    case value(PlannedValue)
}

/// The argument names the planner fills; the string tables use the same names.
enum ArgumentName {
    static let percent = "percent"
    static let operation = "operation"
    static let fileName = "fileName"
    static let fileCount = "fileCount"
    static let completed = "completed"
    static let total = "total"
    static let throughput = "throughput"
    static let completedFiles = "completedFiles"
    static let totalFiles = "totalFiles"
    static let duration = "duration"
    static let leadingUnit = "leadingUnit"
    static let leadingCount = "leadingCount"
    static let progress = "progress"
    static let timeRemaining = "timeRemaining"
    static let value = "value"
}
