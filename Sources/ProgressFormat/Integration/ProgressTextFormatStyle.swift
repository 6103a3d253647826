public import Foundation

/// Formats a `ProgressSnapshot` as its two localized lines, the Foundation way:
///
///     snapshot.formatted(.progressText.locale(Locale(identifier: "de")))
///     // ProgressText: "9 Dateien werden heruntergeladen…",
///     //               "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden"
///     snapshot.formatted(.progressText.locale(Locale(identifier: "en")).unitWidth(.narrow)).additionalDescription
///     // "419kB of 5.4MB (50kB/s) — 1m 37s remaining"
///
/// The style is a small value (a locale and a unit width): `Codable`, `Hashable` and
/// `Sendable`. The formatter behind it comes from a cache shared by the process (one per
/// locale and width, bounded), so formatting with a style on every redraw costs a formatting,
/// not a formatter.
///
/// **Default locale.** A style made without a locale (``init(locale:unitWidth:)`` with no
/// argument, ``FoundationEssentials/FormatStyle/progressText``,
/// ``ProgressSnapshot/formatted()``) uses the locale
/// of the POSIX environment *at the moment the style is made*: `LC_ALL`, then `LC_MESSAGES`,
/// then `LANG` (`LANGUAGE` first for the language), `en` when none is set
/// (``ProgressTextFormatter/environmentLocale(_:)``). It
/// does not use `Locale.current`, which is always `en_001` on Linux. Pass a locale to be
/// independent of the environment.
///
/// **Unusable locales.** `format(_:)` cannot throw, so a locale the library cannot use (no
/// ICU data, `Locale(identifier: "xx")`) gives the English text, as Foundation's own styles
/// fall back instead of failing. To find out, create a ``ProgressTextFormatter``, which throws.
public struct ProgressTextFormatStyle: FormatStyle, Sendable {
    /// The locale of the text.
    public var locale: Locale {
        didSet { languageTag = locale.identifier(.bcp47) }
    }
    /// How wide the units are.
    public var unitWidth: ProgressTextFormatter.UnitWidth

    /// The locale's BCP 47 tag, worked out once rather than on every `format(_:)`.
    private var languageTag: String

    /// A style for `locale` (by default the POSIX environment's, read now) with units of
    /// `unitWidth`.
    public init(locale: Locale? = nil, unitWidth: ProgressTextFormatter.UnitWidth = .wide) {
        let locale = locale ?? Self.environmentLocale()
        self.locale = locale
        self.unitWidth = unitWidth
        self.languageTag = locale.identifier(.bcp47)
    }

    /// Both lines for `snapshot`; never fails and never traps.
    public func format(_ snapshot: ProgressSnapshot) -> ProgressText {
        guard let formatter = SharedFormatters.formatterOrEnglish(locale: languageTag, unitWidth: unitWidth) else {
            return ProgressText(description: "", additionalDescription: "")
        }
        return formatter.format(snapshot)
    }

    /// A copy of the style in `locale`.
    public func locale(_ locale: Locale) -> ProgressTextFormatStyle {
        var copy = self
        copy.locale = locale
        return copy
    }

    /// A copy of the style with units of `unitWidth`.
    public func unitWidth(_ unitWidth: ProgressTextFormatter.UnitWidth) -> ProgressTextFormatStyle {
        var copy = self
        copy.unitWidth = unitWidth
        return copy
    }

    /// The POSIX environment's locale, as ``ProgressTextFormatter/environmentLocale(_:)`` reads it.
    static func environmentLocale() -> Locale {
        Locale(identifier: ProgressTextFormatter.environmentLocale(ProcessInfo.processInfo.environment))
    }

    private enum CodingKeys: String, CodingKey {
        case locale, unitWidth
    }

    /// Reads a style: `{"locale": {…Foundation's Locale…}, "unitWidth": "narrow"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(locale: try container.decode(Locale.self, forKey: .locale),
                  unitWidth: try container.decode(ProgressTextFormatter.UnitWidth.self, forKey: .unitWidth))
    }

    /// Writes the style's locale and unit width.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale, forKey: .locale)
        try container.encode(unitWidth, forKey: .unitWidth)
    }
}

extension FormatStyle where Self == ProgressTextFormatStyle {
    /// Both lines of a snapshot, in the POSIX environment's locale until `.locale(_:)` says
    /// otherwise: `snapshot.formatted(.progressText.locale(Locale(identifier: "de")))`.
    public static var progressText: ProgressTextFormatStyle { ProgressTextFormatStyle() }
}

extension ProgressSnapshot {
    /// The snapshot formatted with `style`, Foundation's idiom:
    ///
    ///     snapshot.formatted(.progressText.locale(Locale(identifier: "de"))).description
    ///     // "9 Dateien werden heruntergeladen…"
    ///     snapshot.formatted(.progressAdditionalDescription.locale(Locale(identifier: "en")).unitWidth(.short))
    ///     // "419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining"
    public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == ProgressSnapshot {
        style.format(self)
    }

    /// Both lines in the POSIX environment's locale (see ``ProgressTextFormatStyle``).
    public func formatted() -> ProgressText {
        ProgressTextFormatStyle().format(self)
    }
}
