internal import ProgressTables

extension ProgressText {
    /// A marked part of one line: which field it is and where it stands.
    ///
    ///     let text = formatter.format(snapshot)
    ///     for part in text.parts where part.field == .throughput {
    ///         print(text[part])   // "50 kB/s"
    ///     }
    public struct Part: Hashable, Sendable, Codable {
        /// What the part shows.
        public var field: Field
        /// The line it is in.
        public var line: Line
        /// Its position as UTF-8 byte offsets into the line (what a program in another
        /// language, or one that writes to a terminal byte by byte, needs).
        public var utf8Offsets: Range<Int>

        /// Creates a part.
        public init(field: Field, line: Line, utf8Offsets: Range<Int>) {
            self.field = field
            self.line = line
            self.utf8Offsets = utf8Offsets
        }
    }
}
