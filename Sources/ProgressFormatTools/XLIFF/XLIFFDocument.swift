/// An XLIFF 1.2 file as ``XLIFFReader`` reads it: its one `<file>` and its units.
package struct XLIFFDocument: Hashable, Sendable {
    /// The `original` attribute of `<file>`.
    package var original: String?
    /// The `source-language` attribute.
    package var sourceLanguage: String
    /// The `target-language` attribute.
    package var targetLanguage: String?
    /// The units, in file order.
    package var units: [XLIFFUnit]
}
