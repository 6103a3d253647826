/// One `<trans-unit>` of an XLIFF 1.2 file, as read.
package struct XLIFFUnit: Hashable, Sendable {
    /// A `<note>`: who it is from and its text.
    package struct Note: Hashable, Sendable {
        /// The `from` attribute (`developer`, `x-reviewer`), if any.
        package var from: String?
        /// The note's text.
        package var text: String
    }

    /// The `id` attribute.
    package var id: String
    /// The `resname` attribute (the key, for tools that renumber ids).
    package var resname: String?
    /// The `approved` attribute (`yes`, `no`).
    package var approved: String?
    /// The `<source>` text.
    package var source: String?
    /// The `<target>` text; `nil` when the unit has no target.
    package var target: String?
    /// The `state` attribute of `<target>`.
    package var state: String?
    /// The notes, in file order.
    package var notes: [Note] = []
    /// The line the unit starts on.
    package var line: Int
    /// Why the unit cannot be used (inline markup, a second target…), found while reading.
    package var problem: String?

    /// The message key: `resname` when present (tools may renumber `id`), else `id`.
    package var key: String {
        resname ?? id
    }

    /// The text of the last note from `from`.
    package func note(from: String) -> String? {
        notes.last { $0.from == from }?.text
    }
}
