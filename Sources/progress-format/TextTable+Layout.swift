import ProgressFormat
import ProgressFormatTools

extension TextTable {
    /// The widths chosen for a table: which columns go in which block, and how wide each is.
    struct Layout: Sendable {
        /// The columns shown together, header columns first, and their widths.
        struct Block: Sendable {
            /// Indices into ``TextTable/columns``.
            var columns: [Int]
            /// One width per column in ``columns``.
            var widths: [Int]

            /// The block's width: its columns and the separators between them.
            var width: Int {
                widths.reduce(0, +) + TextTable.separatorWidth * max(0, widths.count - 1)
            }
        }

        /// The blocks, in column order.
        var blocks: [Block]
        /// The table's width: its rules', and the most any line takes.
        var tableWidth: Int
    }

    /// The natural width of each column: its widest cell or title.
    var naturalWidths: [Int] {
        columns.indices.map { index in
            let cells = rows.joined().compactMap { index < $0.count ? $0[index].text : nil }
            return ([columns[index].title] + cells).map { DisplayWidth.columns(of: OutputPolicy.terminal($0)) }.max() ?? 0
        }
    }

    /// Whether every column fits `width` at its natural width: no cell is cut.
    func fitsUncut(width: Int) -> Bool {
        let natural = naturalWidths
        return natural.reduce(0, +) + Self.separatorWidth * max(0, natural.count - 1) <= width
    }

    /// Chooses widths so the table is at most `width` columns wide where it can be.
    ///
    /// Columns keep their natural width when everything fits. Otherwise the header columns get
    /// at most a third of the width, and the other columns share the rest fairly (narrow
    /// columns keep their width, wide ones are cut equally); when that would cut a column below
    /// ``minimumColumnWidth``, the columns are split into the fewest blocks where none is. Every
    /// block is then widened to the widest, so all lines have the same width.
    func layout(width: Int) -> Layout {
        let natural = naturalWidths
        let headerCount = min(headerColumnCount, columns.count)
        let header = Array(0..<headerCount)
        let data = Array(headerCount..<columns.count)
        let allNatural = Layout.Block(columns: header + data, widths: natural)
        guard allNatural.width > width else {
            return Layout(blocks: [allNatural], tableWidth: allNatural.width)
        }

        let headerNatural = header.map { natural[$0] }
        let headerBudget = min(headerNatural.reduce(0, +), max(headerCount, width / 3 - Self.separatorWidth * max(0, headerCount - 1)))
        let headerWidths = Self.shareFairly(headerBudget, among: headerNatural)
        // What is left for data columns, each preceded by a separator (the first one only
        // when there are header columns).
        let dataBudget = width - headerWidths.reduce(0, +) - Self.separatorWidth * max(0, headerCount - 1)
            + (headerCount == 0 ? Self.separatorWidth : 0)
        // The fewest blocks in which no column is cut below the readable minimum.
        func widths(of members: [Int]) -> [Int] {
            Self.shareFairly(max(members.count, dataBudget - Self.separatorWidth * members.count),
                             among: members.map { natural[$0] })
        }
        func isReadable(_ members: [Int]) -> Bool {
            zip(members, widths(of: members)).allSatisfy { $1 >= min(natural[$0], Self.minimumColumnWidth) }
        }
        var chunks = [data]
        for blockCount in 1...max(1, data.count) {
            let size = (data.count + blockCount - 1) / blockCount
            chunks = stride(from: 0, to: data.count, by: max(size, 1)).map { Array(data[$0..<min($0 + size, data.count)]) }
            if chunks.allSatisfy(isReadable) { break }
        }
        var blocks = chunks.map { Layout.Block(columns: header + $0, widths: headerWidths + widths(of: $0)) }
        if blocks.isEmpty {
            blocks = [Layout.Block(columns: header, widths: headerWidths)]
        }
        let tableWidth = blocks.map(\.width).max() ?? 0
        for index in blocks.indices {
            let missing = tableWidth - blocks[index].width
            if missing > 0, let last = blocks[index].widths.indices.last {
                blocks[index].widths[last] += missing
            }
        }
        return Layout(blocks: blocks, tableWidth: tableWidth)
    }

    /// Widths for columns of the given natural widths within `budget`: max-min fair, so narrow
    /// columns keep their width and wide ones share what is left equally.
    ///
    ///     TextTable.shareFairly(20, among: [4, 30, 30])   // [4, 8, 8]
    static func shareFairly(_ budget: Int, among natural: [Int]) -> [Int] {
        var widths = natural
        var remaining = max(0, budget)
        let order = natural.indices.sorted { natural[$0] < natural[$1] }
        for (position, index) in order.enumerated() {
            let share = remaining / (order.count - position)
            widths[index] = min(natural[index], share)
            remaining -= widths[index]
        }
        return widths
    }
}
