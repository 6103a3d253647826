public import struct Foundation.URL
public import struct Foundation.Locale
internal import ProgressTables

/// Formats progress snapshots as the two localized lines shown under a progress bar.
///
/// Create one formatter per locale and keep it: creating resolves the locale, loads and checks
/// its string tables and opens its ICU formatters; ``format(_:)`` then only formats. A formatter
/// is immutable and `Sendable`: share it across threads and tasks freely.
///
///     let formatter = try ProgressTextFormatter(locale: "en")
///     let text = formatter.format(ProgressSnapshot(
///         completedUnitCount: 419_431, totalUnitCount: 5_356_456,
///         kind: .file, fileOperationKind: .downloading, fileTotalCount: 9,
///         throughput: 50_000, estimatedTimeRemaining: 97))
///     // text.description           == "Downloading 9 files…"
///     // text.additionalDescription == "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
///
/// Numbers and unit words are written from the locale's number symbols and CLDR's unit words
/// as ICU has them, read once per locale and width and shared, so an update makes no ICU call
/// but for choosing plural categories. A formatter remembers the description its last updates
/// rendered (it does not change during a transfer); for many operations formatted in turn, give
/// each a ``ProgressTextStream``.
///
/// The words come from the first string table along the locale's chain (`de-CH` → `de` → `en`);
/// numbers and units follow the requested locale's conventions when the words are in its
/// language, and the table's language otherwise, so one text never mixes two languages.
public final class ProgressTextFormatter: Sendable {
    /// The locale string as it was requested ("de_DE.UTF-8").
    public let locale: String
    /// The BCP 47 tag of the locale the text is written in ("de-DE"; "en" when no table of the
    /// requested language exists).
    public let resolvedLocale: String
    /// The tag of the string table whose words are used ("de").
    public let tableLocale: String
    /// Problems found in the string tables; each affected message uses the source text instead.
    public let tableProblems: [ProgressFormatError]
    /// How wide the units are (``ProgressUnitWidth/wide`` unless asked otherwise).
    public let unitWidth: UnitWidth

    package let renderer: MessageRenderer
    /// The descriptions the formatter's callers rendered last.
    private let memories = DescriptionMemories()
    /// Renderers of the narrower widths, for lines fitted to a terminal (made when first asked for).
    let narrowerRenderers: NarrowerRenderers

    /// Creates a formatter for `locale`.
    ///
    /// - Parameters:
    ///   - locale: A BCP 47 tag (`de`, `zh-Hant-TW`, `ar-u-nu-latn`) or a POSIX locale name
    ///     (`de_DE.UTF-8`, `C`), or a pseudo-locale (``pseudoLocales``: `en-XA`, `ar-XB`).
    ///   - unitWidth: How wide the units are: ``ProgressUnitWidth/wide`` (Apple's), `.short` or `.narrow`.
    ///   - tablesDirectory: A directory of `<locale>.json` tables that replace the built-in ones
    ///     file by file, so a translator sees an edit without rebuilding.
    /// - Throws: `ProgressFormatError` for a locale string that is malformed or that ICU has no
    ///   data for, and if ICU cannot open a formatter (its ``ProgressFormatError/locale``
    ///   names the locale).
    ///   A broken table does not throw: see ``tableProblems``.
    public convenience init(locale: String, unitWidth: UnitWidth = .wide, tablesDirectory: URL? = nil) throws(ProgressFormatError) {
        try self.init(locale: locale, unitWidth: unitWidth, store: StringTableStore(overrideDirectory: tablesDirectory))
    }

    /// What a locale's number model asks ICU for, named when ICU refuses one of them (the model is
    /// read once per locale and width: number symbols, plural rules, number and list formatters).
    static let numberModelCalls = "the number model (DecimalFormatSymbols, NumberingSystem::createInstance, PluralRules::forLocale, NumberFormatter::forSkeleton, ulistfmt_openForType)"

    /// A formatter of the tables `store` gives: with ``StringTableStore/servesDrafts``, a
    /// draft's, for its review sheet (the runtime never serves a draft).
    package init(locale: String, unitWidth: UnitWidth = .wide, store: StringTableStore) throws(ProgressFormatError) {
        let resolution: LocaleResolution
        let catalog: MessageCatalog
        do {
            resolution = try LocaleResolution(locale)
            catalog = try MessageCatalog(chain: resolution.tableChain, store: store)
        } catch {
            throw ProgressFormatError(error)
        }
        // Numbers follow the request only when the words are in the requested language.
        let requestedLanguage = ICULocale.language(of: resolution.requestedID)
        let tableLanguage = ICULocale.language(of: ICULocale.localeID(forLanguageTag: catalog.primaryLocale) ?? "en")
        let formattingID = if resolution.pseudoLocale != nil {
            PseudoLocale.formattingLocaleID(for: resolution.requestedID)
        } else if requestedLanguage == tableLanguage {
            resolution.requestedID
        } else {
            ICULocale.localeID(forLanguageTag: catalog.primaryLocale) ?? "en"
        }
        // ICU sees only the locale whose data it uses (a fixed set), never the request itself.
        let dataID = resolution.pseudoLocale != nil || requestedLanguage == tableLanguage
            ? resolution.dataID : ICULocale.dataLocale(for: formattingID) ?? "en"
        // The table's words for CLDR units apply to its own messages; fallback messages use none.
        guard let numbers = NumberModel.shared(locale: dataID, width: unitWidth,
                                             unitWords: catalog.unitWords(forTextOf: unitWidth),
                                             pseudoLocale: resolution.pseudoLocale) else {
            throw ProgressFormatError(.icuFailure(call: Self.numberModelCalls, locale: dataID))
        }
        // Source numbers for a line that falls back (a spoken one too, see MessageCatalog.unspokenKeys).
        let fallsBack = !catalog.fallbackKeys.isEmpty || !catalog.unspokenKeys.isEmpty
        guard let sourceNumbers = !fallsBack ? numbers : NumberModel.shared(locale: "en", width: unitWidth) else {
            throw ProgressFormatError(.icuFailure(call: Self.numberModelCalls, locale: "en"))
        }
        self.locale = locale
        self.unitWidth = unitWidth
        // A pseudo-locale is named as requested (`ar-XB`), though its numbers are formatted as `en`.
        self.resolvedLocale = ICULocale.languageTag(forLocaleID: resolution.pseudoLocale == nil ? formattingID
                                                        : resolution.requestedID)
        self.tableLocale = catalog.primaryLocale
        self.tableProblems = catalog.problems.map(ProgressFormatError.init)
        self.renderer = MessageRenderer(catalog: catalog, numbers: numbers, sourceNumbers: sourceNumbers)
        narrowerRenderers = NarrowerRenderers(locale: dataID, unitWords: { catalog.unitWords(forTextOf: $0) },
                                              pseudoLocale: resolution.pseudoLocale, usesSourceNumbers: fallsBack)
    }

    /// Creates a formatter for a Foundation `Locale`, by its BCP 47 identifier
    /// (`Locale(identifier: "de_CH")` → `de-CH`).
    ///
    ///     let formatter = try ProgressTextFormatter(locale: Locale(identifier: "de_CH"))
    ///     formatter.resolvedLocale  // "de-CH"
    ///
    /// Pass an explicit locale: on Linux, `Locale.current` is always `en_001` (see
    /// ``init(environment:unitWidth:tablesDirectory:)`` for the POSIX environment's).
    /// - Throws: as ``init(locale:unitWidth:tablesDirectory:)-(String,_,_)``.
    public convenience init(locale: Locale, unitWidth: UnitWidth = .wide, tablesDirectory: URL? = nil) throws(ProgressFormatError) {
        try self.init(locale: locale.identifier(.bcp47), unitWidth: unitWidth, tablesDirectory: tablesDirectory)
    }

    /// The two lines for `snapshot`. Never fails and never traps, whatever the snapshot holds.
    public func format(_ snapshot: ProgressSnapshot) -> ProgressText {
        let description = memories.description(of: snapshot, renderer: renderer)
        return text(snapshot, description: description)
    }

    /// The text of `snapshot` with the description `memory` remembers when its facts are the
    /// same (a stream's own memory), else rendered. The renderer is read where the formatter
    /// keeps it: a copy would count references to the locale's objects, which the formatter
    /// shares with every stream and thread.
    func format(_ snapshot: ProgressSnapshot, remembering memory: DescriptionMemory) -> ProgressText {
        if let description = memory.description(of: snapshot, renderer: renderer) {
            return text(snapshot, description: description)
        }
        return text(snapshot, description: renderer.description(of: snapshot))
    }

    /// The text of `snapshot` with its description already rendered.
    func text(_ snapshot: ProgressSnapshot, description: MessageRenderer.RenderedLine) -> ProgressText {
        let additional = renderer.line(AdditionalDescriptionPlanner.plan(snapshot, width: unitWidth))
        return ProgressText(description: description.text, descriptionParts: description.parts,
                            additionalDescription: additional.text, additionalDescriptionParts: additional.parts)
    }

    /// The version of the ICU library linked, such as "72.1" (numbers and units follow its CLDR data).
    public static var icuVersion: String { ICULocale.icuVersion }

    /// The tags of every string table the formatter can use, built in or in `tablesDirectory`
    /// (the generated ``pseudoLocales`` are not listed).
    public static func availableTableLocales(tablesDirectory: URL? = nil) -> [String] {
        StringTableStore(overrideDirectory: tablesDirectory).availableLocales
    }
}

extension ProgressTextFormatter {
    /// How wide the units of the text are (``ProgressUnitWidth``): `.wide` (Apple's words),
    /// `.short`, `.narrow` or `.spelledOut`. The name the formatter's API has used since 0.1.0.
    public typealias UnitWidth = ProgressUnitWidth
}
