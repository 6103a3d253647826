public import Foundation

/// Formats one line of a `ProgressSnapshot` as a `String`, for APIs that take a `String`
/// style (SwiftUI's `Text(_:format:)` among them):
///
///     snapshot.formatted(.progressDescription.locale(Locale(identifier: "de")))
///     // "9 Dateien werden heruntergeladen…"
///     snapshot.formatted(.progressAdditionalDescription.locale(Locale(identifier: "de")))
///     // "419 kB von 5,4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden"
///
/// The line is `""` when there is nothing to say, as Foundation's `localizedDescription` is,
/// never `nil`. Locale, width, default and fallback are those of ``ProgressTextFormatStyle``;
/// to show both lines, format once with that style rather than twice with this one.
public struct ProgressLineFormatStyle: FormatStyle, Sendable {
    /// Which line.
    public var line: ProgressText.Line
    /// The style of both lines, whose locale and width this one uses.
    public var textStyle: ProgressTextFormatStyle

    /// A style for `line` in `textStyle`'s locale and width.
    public init(_ line: ProgressText.Line, textStyle: ProgressTextFormatStyle = ProgressTextFormatStyle()) {
        self.line = line
        self.textStyle = textStyle
    }

    /// The line for `snapshot`; never fails and never traps.
    public func format(_ snapshot: ProgressSnapshot) -> String {
        textStyle.format(snapshot)[line]
    }

    /// A copy of the style in `locale`.
    public func locale(_ locale: Locale) -> ProgressLineFormatStyle {
        ProgressLineFormatStyle(line, textStyle: textStyle.locale(locale))
    }

    /// A copy of the style with units of `unitWidth`.
    public func unitWidth(_ unitWidth: ProgressTextFormatter.UnitWidth) -> ProgressLineFormatStyle {
        ProgressLineFormatStyle(line, textStyle: textStyle.unitWidth(unitWidth))
    }
}

extension FormatStyle where Self == ProgressLineFormatStyle {
    /// The description alone ("Downloading 9 files…"), in the POSIX environment's locale until
    /// `.locale(_:)` says otherwise.
    public static var progressDescription: ProgressLineFormatStyle { ProgressLineFormatStyle(.description) }

    /// The additional description alone ("419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds
    /// remaining"), in the POSIX environment's locale until `.locale(_:)` says otherwise.
    public static var progressAdditionalDescription: ProgressLineFormatStyle { ProgressLineFormatStyle(.additionalDescription) }
}
