extension MessagePattern {
    /// Text an apostrophe quotes in a pattern (ICU's rules: `'` before `{ } # |` starts a
    /// quotation up to the next single `'`): where it starts, whether it ends, and the literal
    /// text it makes — what the renderer shows in its place.
    ///
    ///     MessagePattern.quotations(in: "„'{'fileName'}'“")
    ///     // [Quotation(position: 1, isClosed: true, text: "{"), Quotation(position: 13, isClosed: true, text: "}")]
    ///     MessagePattern.quotations(in: "{percent} '{ abgeschlossen")
    ///     // [Quotation(position: 10, isClosed: false, text: "{ abgeschlossen")]
    package struct Quotation: Hashable, Sendable {
        /// The UTF-16 offset of the apostrophe that opens it.
        package var position: Int
        /// Whether a closing apostrophe ends it; an open one quotes the rest of the pattern.
        package var isClosed: Bool
        /// The literal text it stands for.
        package var text: String

        /// A quotation opened at `position`.
        package init(position: Int, isClosed: Bool, text: String) {
            self.position = position
            self.isClosed = isClosed
            self.text = text
        }
    }

    /// Every quotation in `text`, in order, as the parser reads them (up to a syntax error, if
    /// there is one). For lint, which reports what quoting makes the renderer show.
    package static func quotations(in text: String) -> [Quotation] {
        var parser = MessagePatternParser(text)
        _ = try? parser.parseMessage(inPlural: false, nested: false)
        return parser.quotations
    }
}
