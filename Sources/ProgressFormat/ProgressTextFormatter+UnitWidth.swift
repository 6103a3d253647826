internal import ProgressPlanning

extension ProgressTextFormatter {
    /// How wide the units of the text are: Apple's full words, or shorter forms from CLDR for
    /// narrow terminals. The words of the sentence are the same in every width.
    ///
    ///     .wide    // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    ///     .short   // "419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining"
    ///     .narrow  // "419kB of 5.4MB (50kB/s) — 1m 37s remaining"
    ///
    /// Each locale has its own forms (German short "1 Min., 37 Sek.", Japanese narrow "1分37秒").
    public struct UnitWidth: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Planning's width of the text (the same concept: this is its public face).
        let width: ProgressPlanning.UnitWidth

        /// Full unit names, as Apple writes them: "1 minute, 37 seconds", "999 bytes".
        public static let wide = UnitWidth(width: .wide)
        /// Abbreviated durations: "1 min, 37 sec"; bytes and rates as in ``wide``.
        public static let short = UnitWidth(width: .short)
        /// The narrowest forms: "1m 37s", "419kB", "50kB/s".
        public static let narrow = UnitWidth(width: .narrow)

        /// `wide`, `short` or `narrow`.
        public var description: String {
            switch width {
            case .wide: "wide"
            case .short: "short"
            case .narrow: "narrow"
            }
        }

        /// The width named `wide`, `short` or `narrow`.
        public init?(_ name: String) {
            switch name {
            case "wide": self = .wide
            case "short": self = .short
            case "narrow": self = .narrow
            default: return nil
            }
        }

        private init(width: ProgressPlanning.UnitWidth) {
            self.width = width
        }

        public init(from decoder: any Decoder) throws {
            let name = try decoder.singleValueContainer().decode(String.self)
            guard let width = UnitWidth(name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "expected wide, short or narrow, not '\(name)'"))
            }
            self = width
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
