
/// The formatters behind ``ProgressTextFormatStyle`` and `Progress.localizedText(locale:unitWidth:)`:
/// one per requested locale string and unit width, created on first use and shared by every
/// thread.
///
/// Bounded: past ``capacity`` entries the cache empties itself (formatters already handed out
/// stay alive through their references), so a program that formats in many locales, or is fed
/// locale strings from outside, cannot grow it without limit. A locale that fails is not kept.
enum SharedFormatters {
    /// The most formatters kept at once.
    package static let capacity = 32

    private struct Key: Hashable, Sendable {
        var locale: String
        var unitWidth: ProgressTextFormatter.UnitWidth
    }

    private static let cache = FormatterCache<Key, ProgressTextFormatter>(capacity: capacity)

    /// The shared formatter for `locale` and `unitWidth`.
    ///
    /// - Throws: as ``ProgressTextFormatter/init(locale:unitWidth:tablesDirectory:)-(String,_,_)``.
    static func formatter(locale: String, unitWidth: ProgressTextFormatter.UnitWidth) throws(ProgressFormatError) -> ProgressTextFormatter {
        var failure: ProgressFormatError?
        let formatter = cache.value(for: Key(locale: locale, unitWidth: unitWidth)) {
            do throws(ProgressFormatError) {
                return try ProgressTextFormatter(locale: locale, unitWidth: unitWidth)
            } catch {
                failure = error
                return nil
            }
        }
        if let formatter {
            return formatter
        }
        throw failure ?? ProgressFormatError(.unknownLocale(locale))
    }

    /// The shared formatter for `locale`, or English's when `locale` cannot be used; `nil` only
    /// if ICU cannot open even English.
    static func formatterOrEnglish(locale: String, unitWidth: ProgressTextFormatter.UnitWidth) -> ProgressTextFormatter? {
        if let formatter = try? formatter(locale: locale, unitWidth: unitWidth) {
            return formatter
        }
        return try? formatter(locale: "en", unitWidth: unitWidth)
    }

    /// The number of formatters kept now (for tests).
    package static var count: Int { cache.count }
}
