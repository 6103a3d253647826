internal import ProgressMessages
internal import ProgressParts

extension ProgressTextFormatter {
    /// The text of one planned message, exactly as ``format(_:)`` renders it inside a line —
    /// for tools that show a message with chosen arguments (the review sheet).
    package func render(_ message: PlannedMessage) -> String {
        renderer.render(message)
    }

    /// The tag of the table whose pattern renders `key` ("de"; "en" when the translation is
    /// missing or broken and the source text is used); `nil` when no table has the key.
    package func origin(of key: MessageKey) -> String? {
        renderer.catalog.origins[key]
    }

    /// The ICU locale ID the message `key` is formatted in: the formatter's own, or the source
    /// language's for a message that fell back to the source text.
    package func formattingLocaleID(for key: MessageKey) -> String {
        renderer.catalog.fallbackKeys.contains(key) ? renderer.sourceParts.locale : renderer.parts.locale
    }

    /// The plural categories whole numbers reach in the language `key` is formatted in, each
    /// with its first integers (ICU: `uplrules_select` over 0…220 and some large numbers).
    package func integerPluralSamples(for key: MessageKey) -> [String: [Int]] {
        ICUPluralRules.cached(locale: formattingLocaleID(for: key))?.integerSamples ?? ["other": [0, 2]]
    }
}
