internal import ProgressTables

/// A formatter's renderers in the unit widths other than its own, made the first time a line
/// fitted to a terminal (or a spoken text, in ``ProgressUnitWidth/spelledOut``) needs one: most
/// formatters never fit a line, and a locale's number model in a width costs a few hundred
/// microseconds to build.
final class NarrowerRenderers: Sendable {
    /// What the number models of another width are built from: the formatter's own.
    private let locale: String
    /// The table's unit words for text of each width.
    private let unitWords: [UnitWidth: [MeasureUnit: UnitWords]]
    private let pseudoLocale: PseudoLocale?
    private let usesSourceNumbers: Bool
    /// The renderers made so far, one per width.
    private let renderers = FormatterCache<UnitWidth, MessageRenderer>(capacity: 4)

    init(locale: String, unitWords: (UnitWidth) -> [MeasureUnit: UnitWords], pseudoLocale: PseudoLocale?,
         usesSourceNumbers: Bool) {
        self.locale = locale
        self.unitWords = Dictionary(uniqueKeysWithValues: UnitWidth.allCases.map { ($0, unitWords($0)) })
        self.pseudoLocale = pseudoLocale
        self.usesSourceNumbers = usesSourceNumbers
    }

    /// `renderer`'s messages rendered in `width`; `renderer` itself if the number model of that
    /// width cannot be built.
    func renderer(_ renderer: MessageRenderer, in width: UnitWidth) -> MessageRenderer {
        if renderer.numbers.width == width { return renderer }
        return renderers.value(for: width) {
            guard let numbers = NumberModel.shared(locale: locale, width: width, unitWords: unitWords[width] ?? [:],
                                                 pseudoLocale: pseudoLocale),
                  let sourceNumbers = usesSourceNumbers ? NumberModel.shared(locale: "en", width: width) : numbers
            else { return nil }
            return MessageRenderer(sharing: renderer, numbers: numbers, sourceNumbers: sourceNumbers)
        } ?? renderer
    }
}
