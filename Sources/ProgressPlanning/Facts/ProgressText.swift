/// The two strings shown under a progress bar, in one locale.
///
/// They match Foundation's `Progress.localizedDescription` and
/// `localizedAdditionalDescription`; either may be `""` when there is nothing to say
/// (an indeterminate generic progress has no percentage).
public struct ProgressText: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What is happening: "Downloading 9 files…", "7% completed".
    public var description: String
    /// The numbers: "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining".
    public var additionalDescription: String

    /// Creates a text from its two strings.
    public init(description: String, additionalDescription: String) {
        self.description = description
        self.additionalDescription = additionalDescription
    }
}
