import ProgressFormat
import Foundation

/// The one JSON style of every command: compact (a whole document on one line, so a stream of
/// results is JSON Lines), keys sorted, slashes not escaped, UTF-8 (nothing but what JSON
/// requires escaped), a newline at the end — and every string from outside passed through the
/// output policy first (``JSONOutputValue``).
///
///     try JSONOutput.line(RenderOutput(locale: "en", resolvedLocale: "en",
///                                      description: "7% completed", additionalDescription: "7 of 100"))
///     // {"additionalDescription":"7 of 100","description":"7% completed","locale":"en","resolvedLocale":"en"}\n
///     try JSONOutput.line([LintFinding]())   // "[]\n"
enum JSONOutput {
    /// `value`, made safe, as one line of JSON.
    static func line<Value: JSONOutputValue>(_ value: Value) throws -> String {
        try encode(value.applyingOutputPolicy())
    }

    /// `values`, each made safe, as one line holding a JSON array (`[]` when empty).
    static func line<Value: JSONOutputValue>(_ values: [Value]) throws -> String {
        try encode(values.map { $0.applyingOutputPolicy() })
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}

/// A value the CLI writes as JSON: it says which of its strings came from outside and makes
/// them safe with ``OutputPolicy/terminal(_:)``, so the JSON holds exactly the text the
/// terminal form shows (JSON escapes controls itself, but not bidi overrides or U+2028).
protocol JSONOutputValue: Encodable {
    /// The value with every outside string passed through the output policy.
    func applyingOutputPolicy() -> Self
}
