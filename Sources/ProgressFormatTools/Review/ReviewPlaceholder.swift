/// A placeholder as the source table declares it: what the review sheet lists under each
/// message, and what its sample values are made from.
///
///     ReviewPlaceholder(name: "fileCount", type: "count", example: "9")
package struct ReviewPlaceholder: Hashable, Sendable {
    /// The name used in patterns (`fileCount`).
    package var name: String
    /// The declared `type` (`count`, `byteCount`…), as written.
    package var type: String?
    /// The declared `example` ("9", "419 kB").
    package var example: String?
    /// The declared `x-values`: the keywords a `select` placeholder takes.
    package var values: String?
    /// The declared `x-shown-in`: the placeholder that already shows this one's number.
    package var shownIn: String?

    package init(name: String, type: String?, example: String?, values: String? = nil, shownIn: String? = nil) {
        self.name = name
        self.type = type
        self.example = example
        self.values = values
        self.shownIn = shownIn
    }
}
