
extension ProgressProblem {
    /// Writes the problem into a baked table: its case's number, then its fields in order.
    func write(to writer: inout BakedTableWriter) {
        switch self {
        case .invalidLocale(let locale, let reason):
            writer.integer(0); writer.text(locale); writer.text(reason)
        case .unknownLocale(let locale):
            writer.integer(1); writer.text(locale)
        case .unreadableTable(let file, let reason):
            writer.integer(2); writer.text(file); writer.text(reason)
        case .malformedMessage(let file, let key, let position, let reason):
            writer.integer(3); writer.text(file); writer.text(key); writer.integer(position); writer.text(reason)
        case .unknownPlaceholder(let file, let key, let placeholder, let position):
            writer.integer(4); writer.text(file); writer.text(key); writer.text(placeholder); writer.integer(position)
        case .missingPlaceholder(let file, let key, let placeholder):
            writer.integer(5); writer.text(file); writer.text(key); writer.text(placeholder)
        case .placeholderMisuse(let file, let key, let placeholder, let position, let reason):
            writer.integer(6); writer.text(file); writer.text(key); writer.text(placeholder); writer.integer(position)
            writer.text(reason)
        case .missingMessage(let file, let key):
            writer.integer(7); writer.text(file); writer.text(key)
        case .icuFailure(let call, let locale):
            writer.integer(8); writer.text(call); writer.text(locale)
        }
    }

    /// Reads a problem ``write(to:)`` wrote.
    init(reading reader: inout BakedTableReader) throws(BakedTableReader.Damaged) {
        switch try reader.integer() {
        case 0: self = .invalidLocale(try reader.text(), reason: try reader.text())
        case 1: self = .unknownLocale(try reader.text())
        case 2: self = .unreadableTable(file: try reader.text(), reason: try reader.text())
        case 3: self = .malformedMessage(file: try reader.text(), key: try reader.text(), position: try reader.integer(),
                                         reason: try reader.text())
        case 4: self = .unknownPlaceholder(file: try reader.text(), key: try reader.text(), placeholder: try reader.text(),
                                           position: try reader.integer())
        case 5: self = .missingPlaceholder(file: try reader.text(), key: try reader.text(), placeholder: try reader.text())
        case 6: self = .placeholderMisuse(file: try reader.text(), key: try reader.text(), placeholder: try reader.text(),
                                          position: try reader.integer(), reason: try reader.text())
        case 7: self = .missingMessage(file: try reader.text(), key: try reader.text())
        case 8: self = .icuFailure(call: try reader.text(), locale: try reader.text())
        default: throw BakedTableReader.Damaged(offset: 0)
        }
    }
}
