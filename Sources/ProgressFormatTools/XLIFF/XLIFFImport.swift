/// What an XLIFF import did: the table with the accepted units merged in, and one line for
/// every unit refused and every unit imported otherwise than the file asked.
package struct XLIFFImport: Hashable, Sendable {
    /// The table, with every accepted unit in it.
    package var document: StringTableDocument
    /// The keys whose message or review record changed, in file order.
    package var changed: [String] = []
    /// Units equal to the table (same text, same state): left as they were.
    package var unchanged = 0
    /// Units without a `<target>`: nothing to import.
    package var withoutTarget = 0
    /// One line per problem of a refused unit: `de.xlf: unit timeRemaining: position 6: unknown placeholder '{dauer}'`.
    package var refusals: [String] = []
    /// Units imported, but not as the file said: `de.xlf: unit percentCompleted: approved, but no reviewer is named …`.
    package var notes: [String] = []
    /// The keys of refused units, in file order.
    package var refusedKeys: [String] = []
}
