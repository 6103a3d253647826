import ProgressFormat

/// The command line: `copy-with-progress [--locale L] [--units W] [--limit RATE] SOURCE DESTINATION`.
struct CopyOptions {
    /// The directory tree to copy.
    var source: String
    /// Where the copy goes; must not exist yet.
    var destination: String
    /// The locale of the lines; `nil` reads the POSIX environment.
    var locale: String?
    /// How wide the units are.
    var unitWidth = ProgressTextFormatter.UnitWidth.wide
    /// At most this many bytes per second (`nil`: as fast as the disk goes), to watch a fast
    /// copy advance.
    var bytesPerSecondLimit: Int64?

    static let usage = """
        usage: copy-with-progress [--locale L] [--units wide|short|narrow] [--limit RATE] SOURCE DESTINATION

        Copies the directory tree SOURCE to DESTINATION (which must not exist) under a
        Foundation.Progress, and shows its localized progress lines.

          --locale L     de, fr-CA, ja, de_DE.UTF-8… (default: LC_ALL, LC_MESSAGES, LANG)
          --units W      wide (default), short or narrow
          --limit RATE   copy at most RATE bytes per second: 500kB, 40MB, 1GB
        """

    /// Reads the arguments after the program name.
    init(_ arguments: [String]) throws(UsageError) {
        var positional: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--locale":
                locale = try Self.value(of: argument, from: &remaining)
            case "--units":
                let name = try Self.value(of: argument, from: &remaining)
                guard let width = ProgressTextFormatter.UnitWidth(name) else {
                    throw UsageError("--units takes wide, short or narrow, not \(Printable.quoted(name))")
                }
                unitWidth = width
            case "--limit":
                let rate = try Self.value(of: argument, from: &remaining)
                guard let bytes = Self.byteCount(rate), bytes > 0 else {
                    throw UsageError("--limit takes a rate such as 500kB or 40MB, not \(Printable.quoted(rate))")
                }
                bytesPerSecondLimit = bytes
            case "-h", "--help":
                throw UsageError(nil)
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw UsageError("unknown option \(Printable.quoted(argument))")
                }
                positional.append(argument)
            }
        }
        guard positional.count == 2 else {
            throw UsageError("expected SOURCE and DESTINATION")
        }
        source = positional[0]
        destination = positional[1]
    }

    private static func value(of option: String, from arguments: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = arguments.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
    }

    /// `500kB` → 500,000; `40MB` → 40,000,000; `1GB`; a plain number is bytes.
    static func byteCount(_ text: String) -> Int64? {
        let units: [(suffix: String, factor: Int64)] = [("GB", 1_000_000_000), ("MB", 1_000_000), ("kB", 1_000), ("B", 1)]
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            return Int64(text.dropLast(suffix.count)).flatMap { $0.multipliedReportingOverflow(by: factor).overflow ? nil : $0 * factor }
        }
        return Int64(text)
    }
}

/// A command line that cannot be run; `nil` message: print the usage and succeed (`--help`).
struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
