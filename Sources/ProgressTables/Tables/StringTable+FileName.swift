
extension StringTable {
    /// Whether `tag` is a plain locale tag, the only names table files have (`de`, `pt-BR`,
    /// `es-419`, `zh-Hant`, `sr-Latn-RS`, `ca-ES-valencia`): a language of 2–3 lowercase
    /// letters, then optionally a script (`Hant`), a region (`BR`, `419`) and variants, in
    /// BCP 47's canonical case; no extensions, no private use.
    ///
    /// A tag is checked before it becomes part of a path, so `../x`, `a/b`, `de.bak` or an
    /// empty tag never reach the file system; and a file in a tables directory that is not
    /// named after such a tag (`notes.json`, `README.json`, `de-ch.json`) is not a table.
    package static func isTableTag(_ tag: String) -> Bool {
        guard tag.utf8.count <= 64 else { return false }
        var subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)[...]
        let lower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let upper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        let digit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let language = subtags.popFirst(), (2...3).contains(language.count), language.allSatisfy(lower) else { return false }
        if let script = subtags.first, script.count == 4, let first = script.first, upper(first),
           script.dropFirst().allSatisfy(lower) {
            subtags.removeFirst()
        }
        if let region = subtags.first,
           (region.count == 2 && region.allSatisfy(upper)) || (region.count == 3 && region.allSatisfy(digit)) {
            subtags.removeFirst()
        }
        return subtags.allSatisfy { variant in
            let alphanumeric = variant.allSatisfy { lower($0) || digit($0) }
            let startsWithDigit = variant.first.map(digit) ?? false
            return alphanumeric && ((5...8).contains(variant.count) || (variant.count == 4 && startsWithDigit))
        }
    }

    /// The tag a table file is named after (`de.json` → `de`), or `nil` for a name that is not
    /// `<plain locale tag>.json`.
    package static func tag(ofFileNamed name: String) -> String? {
        guard name.hasSuffix(".json") else { return nil }
        let tag = String(name.dropLast(".json".count))
        return isTableTag(tag) ? tag : nil
    }
}

extension StringTable {
    /// Refuses a table whose `@@locale` is not the tag its file `name` is named after (`"ar"`
    /// in `de.json`): its words and its numbers would disagree.
    package func checkNamed(_ name: String) throws(ProgressProblem) {
        guard "\(locale).json" == name else {
            throw .unreadableTable(file: file, reason: "@@locale is '\(locale)' but the file is named \(name); the table is not used")
        }
    }
}
