extension String {
    /// The string without the spaces (U+0020) at its end: no line the CLI prints ends in
    /// padding.
    ///
    ///     "plain-percent   ".trimmingTrailingSpaces   // "plain-percent"
    var trimmingTrailingSpaces: String {
        var result = Substring(self)
        while result.hasSuffix(" ") { result = result.dropLast() }
        return String(result)
    }
}
