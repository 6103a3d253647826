
/// A built-in string table as the build bakes it: read and checked once, by the build tool,
/// against the built-in source table, and kept as what a catalog needs — the usable messages
/// compiled (``MessageProgram``), the problems of the others, and the usable `@@x-units` words.
/// At run time a catalog composes the baked tables of a locale's chain without parsing JSON or
/// checking a message; only tables read from files (`--strings`) and the tools parse.
///
/// Every message of the source table has one of four fates in a table:
/// - usable: its compiled message is in ``program``;
/// - refused: it breaks a check (a placeholder the source does not declare, one it drops, a
///   character no translation may show), with the problems in ``refusals``;
/// - missing: the table lacks it (``missingKeys``, which a translation reports);
/// - failed: it did not load (already one of ``loadProblems``), so it is neither reported again
///   nor used.
///
///     let baked = BakedTable(table: german, source: english)
///     baked.program.message(.percentCompleted) != nil  // the German message is usable
package struct BakedTable: Hashable, Sendable {
    /// The table's locale tag (`@@locale`), such as `de`.
    package var locale: String
    /// How problems name the table: `built-in de.json`.
    package var file: String
    /// The problems found while reading the table (messages that did not parse, unknown keys).
    package var loadProblems: [ProgressProblem]
    /// The usable messages, by ``MessageKey/ordinal``.
    package var program: MessageProgram
    /// The problems of each refused message.
    package var refusals: [MessageKey: [ProgressProblem]]
    /// The source's keys the table lacks and did not fail to load.
    package var missingKeys: Set<MessageKey>
    /// The problems of each usable message a screen reader cannot say
    /// (``StringTable/speechProblem(of:file:)``): the screen uses it, speech does not.
    package var unspoken: [MessageKey: [ProgressProblem]]
    /// The usable `@@x-units` overrides (``UnitOverride/isUsable``), by key as written, sorted;
    /// their run-time checks need ICU's plural rules, so a catalog runs them.
    package var unitOverrides: [UnitOverride]

    /// A baked table of exactly these parts.
    package init(locale: String, file: String, loadProblems: [ProgressProblem], program: MessageProgram,
                 refusals: [MessageKey: [ProgressProblem]], missingKeys: Set<MessageKey>, unitOverrides: [UnitOverride],
                unspoken: [MessageKey: [ProgressProblem]] = [:]) {
        self.locale = locale
        self.file = file
        self.loadProblems = loadProblems
        self.program = program
        self.refusals = refusals
        self.missingKeys = missingKeys
        self.unitOverrides = unitOverrides
        self.unspoken = unspoken
    }

    /// How problems and lint name a built-in table: `built-in de.json` — the copy compiled into
    /// this program, which is not the file of that name in a checkout once that is edited.
    package static func builtInName(_ name: String) -> String {
        "built-in \(name)"
    }
}
