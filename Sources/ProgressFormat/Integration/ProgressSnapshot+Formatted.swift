public import Foundation

extension ProgressSnapshot {
    /// The snapshot formatted with `style`, Foundation's idiom:
    ///
    ///     snapshot.formatted(.progressText.locale(Locale(identifier: "de"))).description
    ///     // "9 Dateien werden heruntergeladen…"
    ///     snapshot.formatted(.progressAdditionalDescription.locale(Locale(identifier: "en")).unitWidth(.short))
    ///     // "419 kB of 5.4 MB (50 kB/s) — 1 min, 37 sec remaining"
    public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == ProgressSnapshot {
        style.format(self)
    }

    /// Both lines in the POSIX environment's locale (see ``ProgressTextFormatStyle``).
    public func formatted() -> ProgressText {
        ProgressTextFormatStyle().format(self)
    }
}
