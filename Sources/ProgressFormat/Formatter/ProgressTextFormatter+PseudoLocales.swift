internal import ProgressTables

extension ProgressTextFormatter {
    /// The pseudo-locales every formatter accepts: `en-XA` (accented, about 40 % longer,
    /// bracketed) and `ar-XB` (right to left, each word mirrored), generated from the English
    /// source table when asked for, so a progress library can test truncation and bidi layout
    /// before any translation exists. Numbers and units are formatted as in `en`.
    ///
    ///     let formatter = try ProgressTextFormatter(locale: "en-XA")
    ///     formatter.format(ProgressSnapshot(kind: .file, fileOperationKind: .downloading, fileTotalCount: 9)).description
    ///     // "[Ðöŵñļöåðîñĝ 9 ƒîļéš one two]…"
    ///
    /// They are not string tables, so ``availableTableLocales(tablesDirectory:)`` does not list
    /// them and lint does not check them.
    public static var pseudoLocales: [String] { PseudoLocale.allCases.map(\.tag) }
}
