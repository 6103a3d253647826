import ProgressFormat
import ProgressFormatTools

/// A bar of block characters and its percentage, as `simulate` draws it, the percentage written
/// as the locale writes it in "7% completed" (the formatter's own text, through its public
/// parts): "42%" in English, "42 %" in German, "٤٢٪؜" in Arabic.
///
///     let bar = ProgressBar(width: 10, formatter: try ProgressTextFormatter(locale: "de"))
///     bar.line(fraction: 0.42, style: .plain)
///     // "████░░░░░░  42\u{00A0}%"
///
/// The percentage is floored, so it reads 100% only when the work is done, and right-aligned
/// in the columns the widest one ("100 %") takes, so the line keeps its width.
struct ProgressBar {
    /// The bar's length in columns (the percentage takes ``percentColumns`` and a space more).
    var width: Int
    /// Writes the percentage.
    var formatter: ProgressTextFormatter
    /// The columns the widest percentage takes.
    let percentColumns: Int

    /// A bar `width` columns long, its percentage written by `formatter`.
    init(width: Int, formatter: ProgressTextFormatter) {
        self.width = width
        self.formatter = formatter
        percentColumns = DisplayWidth.columns(of: Self.percentText(100, formatter: formatter))
    }

    /// The bar's length in a line of `columns` columns beside a percentage of `percentColumns`:
    /// at most 50, and never more than the line leaves (none at all on a terminal too narrow for
    /// a bar and the percentage), so the line always fits — a wrapped line would make the
    /// redraw's cursor-up count wrong (the bar once kept 10 cells on any terminal).
    ///
    ///     ProgressBar.width(columns: 79, percentColumns: 4)   // 50
    ///     ProgressBar.width(columns: 14, percentColumns: 4)   // 9
    ///     ProgressBar.width(columns: 5, percentColumns: 4)    // 0
    static func width(columns: Int, percentColumns: Int) -> Int {
        max(0, min(50, columns - percentColumns - 1))
    }

    /// The bar for `fraction` (0…1) and its percentage; with a bar of no cells, the percentage
    /// alone, cut to `columns` when even it does not fit.
    func line(fraction: Double, style: TerminalStyle, columns: Int = .max) -> String {
        let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let filled = Int((clamped * Double(width)).rounded(.down))
        let percentText = Self.percentText(Int64((clamped * 100).rounded(.down)), formatter: formatter)
        guard width > 0 else { return DisplayWidth.truncate(percentText, toColumns: columns) }
        let padding = max(1, percentColumns + 1 - DisplayWidth.columns(of: percentText))
        return String(repeating: "█", count: filled)
            + style.dim(String(repeating: "░", count: width - filled))
            + String(repeating: " ", count: padding) + percentText
    }

    /// `percent` written as `formatter` writes it in "7% completed": the percentage part of
    /// the description of `percent` of 100 generic units, made safe for a terminal.
    static func percentText(_ percent: Int64, formatter: ProgressTextFormatter) -> String {
        let text = formatter.format(ProgressSnapshot(completedUnitCount: percent, totalUnitCount: 100))
        guard let range = text.ranges(of: .percent, in: .description).first else { return "\(percent)%" }
        return OutputPolicy.terminal(String(text.description[range]))
    }
}
