internal import ProgressTables

extension ProgressText {
    /// One of the two lines of a progress text.
    public enum Line: String, Hashable, Sendable, Codable, CaseIterable {
        /// ``ProgressText/description``: what is happening ("Downloading 9 files…").
        case description
        /// ``ProgressText/additionalDescription``: the numbers ("419 kB of 5.4 MB …").
        case additionalDescription
    }
}
