import CBenchBaseline
import ProgressFormat
import ProgressTables

/// A planned description as the C floors read it (see ``FloorPlan``): its template in the
/// floors' glue, the file name it shows and the number it holds.
///
///     // "Downloading “photos.zip”…": CBENCH_T_NAMED + 0 (downloading), name "photos.zip"
///     // "Uploading 289 files…": CBENCH_T_COUNTED + 1 × 6 (the floor adds the count's
///     //                         category), file count 289
///     // "7% completed": CBENCH_T_PERCENT, percent 7
struct FloorDescription: Sendable {
    /// The template: `CBENCH_T_NAMED`/`CBENCH_T_UNNAMED` + operation, `CBENCH_T_COUNTED` +
    /// operation × 6, `CBENCH_T_PERCENT`, or -1 for an empty line.
    var template: Int32 = -1
    /// The file name as planned, and whether it is shown isolated (U+2068 … U+2069) in the
    /// glue's locale, decided here as the library's parts decide it when they write a planned
    /// description.
    var name = ""
    var isolated = false
    /// The file count or the percentage, and its slot (-1: none).
    var number = cbench_number()
    var slot: Int32 = -1

    /// Reads the description `text` for `glue`'s locale; `nil` if the floors do not build it.
    init?(_ text: PlannedText, glue: FloorGlue) {
        switch text {
        case .empty:
            return
        case .message(let message):
            let arguments = message.arguments
            switch message.key {
            case .percentCompleted:
                guard let percent = FloorPlan.number(arguments[.percent]) else { return nil }
                template = CBENCH_T_PERCENT
                (number, slot) = (percent, CBENCH_SLOT_PERCENT)
            case .fileOperationNamed, .fileOperationUnnamed, .fileOperationCounted:
                guard let operation = Self.operation(arguments[.operation]) else { return nil }
                switch message.key {
                case .fileOperationNamed:
                    guard case .fileName(let shown)? = arguments[.fileName] else { return nil }
                    template = CBENCH_T_NAMED + operation
                    name = shown
                    var utf8 = shown
                    isolated = utf8.withUTF8 { buffer in
                        buffer.withMemoryRebound(to: CChar.self) {
                            cbench_glue_isolates_name(glue.pointer, $0.baseAddress, Int32($0.count)) != 0
                        }
                    }
                case .fileOperationUnnamed:
                    template = CBENCH_T_UNNAMED + operation
                default:
                    guard let count = FloorPlan.number(arguments[.fileCount]) else { return nil }
                    template = CBENCH_T_COUNTED + operation * Int32(CBENCH_CATEGORIES)
                    (number, slot) = (count, CBENCH_SLOT_FILE_COUNT)
                }
            default:
                return nil
            }
        case .value, .sentenceStart:
            return nil
        }
    }

    /// The index of an operation keyword in the tables' `operation` select.
    private static func operation(_ value: PlannedValue?) -> Int32? {
        guard case .keyword(let keyword)? = value,
              let index = FloorGlue.operations.firstIndex(of: keyword) else { return nil }
        return Int32(index)
    }

    /// The description's part of `plan` (its template, number and whether the name is isolated;
    /// the name itself is passed with the call, see ``RawICUFloor``).
    func fill(_ plan: inout cbench_plan) {
        plan.description = template
        plan.name_isolated = isolated ? 1 : 0
        if slot >= 0 { _ = plan.set(slot, number) }
    }
}
