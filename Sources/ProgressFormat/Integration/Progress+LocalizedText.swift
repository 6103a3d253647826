public import Foundation

extension Progress {
    /// Both localized lines for this progress, in `locale`: what Apple's
    /// `localizedDescription` and `localizedAdditionalDescription` say, which are `""` on Linux.
    ///
    ///     let progress = Progress(totalUnitCount: 5_356_456)
    ///     progress.kind = .file
    ///     progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
    ///     progress.setUserInfoObject(9, forKey: .fileTotalCountKey)
    ///     progress.setUserInfoObject(50_000, forKey: .throughputKey)
    ///     progress.completedUnitCount = 419_431
    ///     let text = try progress.localizedText(locale: "de")
    ///     // text.description           == "9 Dateien werden heruntergeladen…"
    ///     // text.additionalDescription == "419 kB von 5,4 MB (50 kB/s)"
    ///
    /// The facts are read as ``ProgressSnapshot/init(_:)`` reads them. The formatter comes from
    /// a small cache shared by the whole process, one per locale string and width, so calling
    /// this on every redraw costs a formatting, not a formatter. To add an estimator's
    /// throughput and time remaining, format ``ProgressSnapshot/init(_:)``
    /// after ``ProgressSnapshot/apply(_:)`` instead.
    ///
    /// - Parameters:
    ///   - locale: A BCP 47 tag or a POSIX locale name (`de`, `de_DE.UTF-8`); on Linux use this
    ///     or ``ProgressTextFormatter/environmentLocale(_:)``, not `Locale.current` (always `en_001`).
    ///   - unitWidth: How wide the units are.
    /// - Throws: `ProgressFormatError` for a locale string that is malformed,
    ///   or one ICU has no data for (its ``ProgressFormatError/locale`` names it).
    public func localizedText(locale: String, unitWidth: ProgressTextFormatter.UnitWidth = .wide) throws(ProgressFormatError) -> ProgressText {
        try SharedFormatters.formatter(locale: locale, unitWidth: unitWidth).format(ProgressSnapshot(self))
    }

    /// Both localized lines for this progress, in a Foundation `Locale` (by its BCP 47
    /// identifier); see ``localizedText(locale:unitWidth:)-(String,_)``.
    ///
    ///     try progress.localizedText(locale: Locale(identifier: "fr_CA")).description
    ///
    /// - Throws: as ``localizedText(locale:unitWidth:)-(String,_)``.
    public func localizedText(locale: Locale, unitWidth: ProgressTextFormatter.UnitWidth = .wide) throws(ProgressFormatError) -> ProgressText {
        try localizedText(locale: locale.identifier(.bcp47), unitWidth: unitWidth)
    }
}
