import ProgressFormat
import ProgressFormatTools

/// A grid of text laid out in terminal columns, every column lined up.
///
/// Widths are measured with ``DisplayWidth`` (East Asian wide characters take two columns,
/// combining marks and bidi controls none); a cell that does not fit its column shows the form
/// it is given for that width (a progress line fitted by the runtime, never a cut word), or,
/// when it has none, is cut with "…". When the columns do not fit the width even when cut to a
/// readable size, the table is split into blocks of columns, each repeating the leading header
/// columns:
///
///     var table = TextTable(columns: [.init(title: "scenario"), .init(title: "en")])
///     table.rows = [[[.init("plain-percent"), .init("7% completed")]]]
///     table.lines(width: 80, style: .plain)
///     // ["scenario      │ en",
///     //  "──────────────┼─────────────",
///     //  "plain-percent │ 7% completed"]
///
/// Columns line up, and no line ends in padding: the last column is not padded (the rules
/// show the table's full width).
///
/// Every cell's text passes through ``OutputPolicy/terminal(_:columns:)`` first (controls
/// visible, overrides removed, its own isolates balanced even when cut); then right-to-left
/// cells, and cells holding right-to-left letters or bidi controls, are wrapped in U+2068
/// FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE — right-to-left ones aligned to the
/// right — so a bidi-aware terminal keeps each cell inside its column.
struct TextTable: Sendable {
    /// Where a cell's text sits in its column.
    enum Alignment: Sendable {
        /// At the start (left): text.
        case leading
        /// At the end (right): numbers.
        case trailing
    }

    /// A column: its title and how its cells align.
    struct Column: Sendable {
        /// The header text.
        var title: String
        /// How cells align; right-to-left cells in a leading column align to the right.
        var alignment: Alignment = .leading
        /// Whether a cell too wide for the column continues on the row's next lines, broken
        /// after whole words (a word wider than the column is broken where it must: CJK names
        /// have no spaces), instead of being cut with "…": for names, where the cut part matters.
        var wraps = false
    }

    /// One cell's text and direction.
    struct Cell: Sendable {
        /// The text, as it came; the output policy is applied when the table is drawn. Its
        /// width is what the layout gives the column.
        var text: String
        /// Whether the text is right to left (it is isolated and aligned to the right).
        var isRightToLeft: Bool
        /// The text to show in a column narrower than ``text``, given the column's width: a
        /// form that fits, such as a progress line fitted by the runtime. Without it, the text
        /// is cut with "…".
        var fitted: (@Sendable (_ columns: Int) -> String)?

        /// Creates a cell.
        init(_ text: String, isRightToLeft: Bool = false, fitted: (@Sendable (_ columns: Int) -> String)? = nil) {
            self.text = text
            self.isRightToLeft = isRightToLeft
            self.fitted = fitted
        }
    }

    /// One row: one or more lines, each holding a cell per column.
    typealias Row = [[Cell]]

    /// The columns, header columns first.
    var columns: [Column]
    /// The rows.
    var rows: [Row] = []
    /// How many leading columns name the row; they are repeated in every block.
    var headerColumnCount = 1
    /// Whether a rule separates rows (useful when rows have several lines).
    var rulesBetweenRows = false

    /// The narrowest a data column is cut to before the table is split into blocks.
    static let minimumColumnWidth = 12
    /// What separates two columns.
    static let separator = " │ "
    /// The width of ``separator``.
    static let separatorWidth = 3

    /// The table as lines of text, each `width` columns wide or less, none ending in a space.
    func lines(width: Int, style: TerminalStyle) -> [String] {
        let layout = layout(width: width)
        var lines: [String] = []
        for (index, block) in layout.blocks.enumerated() {
            if index > 0 {
                lines.append(style.dim(String(repeating: "━", count: layout.tableWidth)))
            }
            lines += render(block: block, style: style)
        }
        return lines
    }

    // MARK: - Rendering

    private func render(block: Layout.Block, style: TerminalStyle) -> [String] {
        let header = block.columns.map { index in
            (text: Cell(columns[index].title, fitted: { Self.cutAfterWord(columns[index].title, columns: $0) }), index: index)
        }
        var lines = [line(header, block: block, style: style, header: true)]
        let rule = block.widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
        lines.append(style.dim(rule))
        for (rowIndex, row) in rows.enumerated() {
            if rulesBetweenRows && rowIndex > 0 {
                lines.append(style.dim(rule))
            }
            for cells in row {
                let picked = block.columns.map { index in
                    (text: index < cells.count ? cells[index] : Cell(""), index: index)
                }
                for wrapped in wrap(picked, block: block) {
                    lines.append(line(wrapped, block: block, style: style, header: false))
                }
            }
        }
        return lines
    }

    /// The line of `cells` as one or more lines: a cell of a wrapping column that is too wide
    /// goes on over the next lines, where the other columns are empty.
    private func wrap(_ cells: [(text: Cell, index: Int)], block: Layout.Block) -> [[(text: Cell, index: Int)]] {
        let pieces = zip(cells, block.widths).map { cell, width -> [String]? in
            let safe = OutputPolicy.terminal(cell.text.text)
            guard columns[cell.index].wraps, cell.text.fitted == nil, DisplayWidth.columns(of: safe) > width else { return nil }
            return Self.wrapped(safe, columns: width)
        }
        let count = pieces.map { $0?.count ?? 1 }.max() ?? 1
        return (0..<count).map { lineIndex in
            zip(cells, pieces).map { cell, lines in
                guard let lines else { return lineIndex == 0 ? cell : (text: Cell(""), index: cell.index) }
                let text = lineIndex < lines.count ? lines[lineIndex] : ""
                return (text: Cell(text, isRightToLeft: cell.text.isRightToLeft), index: cell.index)
            }
        }
    }

    /// `text` broken into lines of at most `columns` columns after whole words; a word wider
    /// than a line is broken between its characters.
    ///
    ///     TextTable.wrapped("English (United Kingdom)", columns: 16)   // ["English (United", "Kingdom)"]
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.columns(of: candidate) <= columns {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in word {
                if DisplayWidth.columns(of: current + String(character)) > columns, !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private func line(_ cells: [(text: Cell, index: Int)], block: Layout.Block, style: TerminalStyle, header: Bool) -> String {
        var texts = zip(cells, block.widths).map { cell, width in
            Self.fit(cell.text, width: width, alignment: columns[cell.index].alignment)
        }
        // No line ends in padding: the last cell keeps no trailing spaces, and when it is
        // empty the separator before it ends at its bar.
        if let last = texts.indices.last {
            texts[last] = texts[last].trimmingTrailingSpaces
        }
        var line = ""
        for (position, text) in texts.enumerated() {
            if position > 0 {
                let isLastAndEmpty = position == texts.count - 1 && text.isEmpty
                line += style.dim(isLastAndEmpty ? String(Self.separator.dropLast()) : Self.separator)
            }
            line += header ? style.bold(text) : text
        }
        return line
    }

    /// `title` cut after its last whole word (at a space) that fits `columns` with "…", as a
    /// header too narrow for it shows it; cut with "…" anywhere when not even its first word fits.
    ///
    ///     TextTable.cutAfterWord("additional description (en)", columns: 16)   // "additional…"
    static func cutAfterWord(_ title: String, columns: Int) -> String {
        var words = title.split(separator: " ", omittingEmptySubsequences: false)
        while words.count > 1 {
            words.removeLast()
            let kept = words.joined(separator: " ") + "…"
            if DisplayWidth.columns(of: kept) <= columns { return kept }
        }
        return title
    }

    /// `cell` in `width` columns: its own text, or when that is too wide its fitted form (else
    /// the text cut); made safe (``OutputPolicy/terminal(_:columns:)``, whose cut is then only
    /// a guard), isolated when it is right to left or holds bidi characters, and padded with
    /// spaces to exactly `width` columns.
    ///
    /// The policy comes first, so the cell's own isolates are balanced before the cell is
    /// wrapped in its isolate: a PDI inside a message cannot close the cell's isolate early.
    static func fit(_ cell: Cell, width: Int, alignment: Alignment) -> String {
        var shown = cell.text
        if let fitted = cell.fitted, DisplayWidth.columns(of: OutputPolicy.terminal(shown)) > width {
            shown = fitted(width)
        }
        var text = OutputPolicy.terminal(shown, columns: width)
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.columns(of: text)))
        if !text.isEmpty {
            text = BidiIsolation.isolate(text, inRightToLeftText: cell.isRightToLeft)
        }
        let trailing = alignment == .trailing || cell.isRightToLeft
        return trailing ? padding + text : text + padding
    }
}
