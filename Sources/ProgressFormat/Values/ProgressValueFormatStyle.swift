public import Foundation

/// Formats one value of a progress line on its own, the Foundation way, exactly as the
/// sentences write it (see ``ProgressTextFormatter/byteCount(_:)`` and its neighbours):
///
///     Int64(5_356_456).formatted(.progressByteCount.locale(Locale(identifier: "de")))   // "5,4 MB"
///     50_000.0.formatted(.progressThroughput.locale(Locale(identifier: "fr")))           // "50 ko/s"
///     97.0.formatted(.progressTimeRemaining.locale(Locale(identifier: "en")))            // "1 minute, 37 seconds"
///     97.0.formatted(.progressTimeRemaining.locale(Locale(identifier: "en")).unitWidth(.narrow))  // "1m 37s"
///     0.0783.formatted(.progressPercent.locale(Locale(identifier: "ar")))               // "٧٪؜"
///
/// Like ``ProgressTextFormatStyle``: a small `Codable`, `Hashable`, `Sendable` value whose
/// formatter comes from a process-wide cache; without a locale, the POSIX environment's, read
/// when the style is made (never `Locale.current`); a locale the library cannot use gives
/// English. A value the sentences would leave out (a negative count or rate, a time beyond a
/// year, NaN) formats as the empty string.
///
/// A kind exists only for the input types it writes, so a style that could only write "" does
/// not compile: byte counts take `Int64` or `Int`, rates, times and fractions `Double`, a time
/// remaining also a `Duration`.
///
///     ProgressValueFormatStyle<Int>(.byteCount)            // compiles
///     ProgressValueFormatStyle<Duration>(.timeRemaining)   // compiles
///     ProgressValueFormatStyle<Int64>(.throughput)         // does not: a rate is a Double
public struct ProgressValueFormatStyle<Value: Hashable & Sendable & Codable>: FormatStyle, Sendable {
    /// Which value of a progress line the style writes; each kind is declared only for the
    /// input types it takes (see the extensions below).
    public struct Kind: Hashable, Sendable, Codable {
        let name: String
    }

    /// The value the style writes.
    public let kind: Kind
    /// The locale of the text.
    public var locale: Locale
    /// How wide the units are.
    public var unitWidth: ProgressTextFormatter.UnitWidth

    /// A style for `kind` in `locale` (by default the POSIX environment's, read now).
    public init(_ kind: Kind, locale: Locale? = nil, unitWidth: ProgressTextFormatter.UnitWidth = .wide) {
        self.kind = kind
        self.locale = locale ?? ProgressTextFormatStyle.environmentLocale()
        self.unitWidth = unitWidth
    }

    /// The value's text; the empty string for a value the sentences leave out.
    public func format(_ value: Value) -> String {
        guard let formatter = SharedFormatters.formatterOrEnglish(locale: locale.identifier(.bcp47), unitWidth: unitWidth)
        else { return "" }
        let text: String? = switch (kind.name, value) {
        case ("byteCount", let bytes as Int64): formatter.byteCount(bytes)
        case ("byteCount", let bytes as Int): formatter.byteCount(bytes)
        case ("throughput", let rate as Double): formatter.throughput(rate)
        case ("timeRemaining", let seconds as Double): formatter.timeRemaining(seconds)
        case ("timeRemaining", let duration as Duration): formatter.timeRemaining(duration)
        case ("percent", let fraction as Double): formatter.percent(fraction)
        default: nil
        }
        return text ?? ""
    }

    /// A copy of the style in `locale`.
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.locale = locale
        return copy
    }

    /// A copy of the style with units of `unitWidth`.
    public func unitWidth(_ unitWidth: ProgressTextFormatter.UnitWidth) -> Self {
        var copy = self
        copy.unitWidth = unitWidth
        return copy
    }
}

extension ProgressValueFormatStyle.Kind where Value == Int64 {
    /// A byte count: "5.4 MB".
    public static var byteCount: Self { Self(name: "byteCount") }
}

extension ProgressValueFormatStyle.Kind where Value == Int {
    /// A byte count: "5.4 MB".
    public static var byteCount: Self { Self(name: "byteCount") }
}

extension ProgressValueFormatStyle.Kind where Value == Double {
    /// A rate in bytes per second: "50 kB/s".
    public static var throughput: Self { Self(name: "throughput") }
    /// A time remaining in seconds: "1 minute, 37 seconds".
    public static var timeRemaining: Self { Self(name: "timeRemaining") }
    /// A fraction completed, as a floored percentage: "7%".
    public static var percent: Self { Self(name: "percent") }
}

extension ProgressValueFormatStyle.Kind where Value == Duration {
    /// A time remaining: "1 minute, 37 seconds" for `.seconds(97)`.
    public static var timeRemaining: Self { Self(name: "timeRemaining") }
}

extension FormatStyle where Self == ProgressValueFormatStyle<Int> {
    /// A byte count as the sentences write it: `5_356_456.formatted(.progressByteCount)` → "5.4 MB".
    public static var progressByteCount: Self { ProgressValueFormatStyle(.byteCount) }
}

extension FormatStyle where Self == ProgressValueFormatStyle<Duration> {
    /// A time remaining as the sentences write it: `Duration.seconds(97).formatted(.progressTimeRemaining)`
    /// → "1 minute, 37 seconds".
    public static var progressTimeRemaining: Self { ProgressValueFormatStyle(.timeRemaining) }
}

extension FormatStyle where Self == ProgressValueFormatStyle<Int64> {
    /// A byte count as the sentences write it: `Int64(5_356_456).formatted(.progressByteCount)` → "5.4 MB".
    public static var progressByteCount: Self { ProgressValueFormatStyle(.byteCount) }
}

extension FormatStyle where Self == ProgressValueFormatStyle<Double> {
    /// A rate in bytes per second as the sentences write it: `50_000.0.formatted(.progressThroughput)` → "50 kB/s".
    public static var progressThroughput: Self { ProgressValueFormatStyle(.throughput) }
    /// A time remaining in seconds as the sentences write it: `97.0.formatted(.progressTimeRemaining)`
    /// → "1 minute, 37 seconds".
    public static var progressTimeRemaining: Self { ProgressValueFormatStyle(.timeRemaining) }
    /// A fraction completed as a floored percentage: `0.0783.formatted(.progressPercent)` → "7%".
    public static var progressPercent: Self { ProgressValueFormatStyle(.percent) }
}
