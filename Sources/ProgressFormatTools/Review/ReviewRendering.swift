/// One grid of a message rendered with sample arguments on the review sheet: a row per select
/// branch (or one row), a column per plural category (or one column), each cell one or two
/// renderings.
///
///                   one            other
///     downloading   1 Datei wird…  0 Dateien werden…  2 Dateien werden…
///     uploading     …
package struct ReviewRendering: Hashable, Sendable {
    /// What varies down the rows ("operation", "leadingUnit"), or `nil` for a single row.
    package var rowTitle: String?
    /// The plural argument that varies across the columns ("fileCount"), or `nil`.
    package var columnTitle: String?
    /// The column headers: exact values ("=0") and plural categories ("one", "few"); one
    /// column, "text", when nothing varies across.
    package var columns: [String]
    /// The rows, top to bottom.
    package var rows: [Row]

    package init(rowTitle: String?, columnTitle: String?, columns: [String], rows: [Row]) {
        self.rowTitle = rowTitle
        self.columnTitle = columnTitle
        self.columns = columns
        self.rows = rows
    }

    /// One row: its select keywords and one cell per column.
    package struct Row: Hashable, Sendable {
        /// The select keywords of the row ("downloading"; "day · downloading" for two selects),
        /// or `nil` for the single row of a message without selects.
        package var label: String?
        /// One cell per column, each with its samples (none when no sample number of the
        /// column's category fits the row).
        package var cells: [[Sample]]

        package init(label: String?, cells: [[Sample]]) {
            self.label = label
            self.cells = cells
        }
    }

    /// One rendering: the sample number it was made with, if any, and the text.
    package struct Sample: Hashable, Sendable {
        /// The number given to the column's plural argument.
        package var number: Int64?
        /// The rendered message.
        package var text: String

        package init(number: Int64?, text: String) {
            self.number = number
            self.text = text
        }
    }
}
