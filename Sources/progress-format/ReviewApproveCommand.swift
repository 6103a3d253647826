import ProgressFormat
import ArgumentParser
import Foundation
import ProgressFormatTools

/// `progress-format review approve`: a named reviewer marks translations reviewed.
struct ReviewApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Marks translations reviewed, recording who, when and against which English.",
        usage: "progress-format review approve --locale <tag> --reviewer <name> <keys>",
        discussion: """
            The explicit act that makes a translation `reviewed`: the table records \
            x-reviewer (the name), x-reviewed-at (now, ISO 8601 UTC; PROGRESS_FORMAT_NOW \
            when set) and x-source (the current English message it was checked against). If \
            the English changes later, lint reports the translation as stale until it is \
            approved again.

            <keys> are the keys given with --key, those listed in a file (--keys-from FILE, one \
            key per line, # starts a comment, - reads stdin), or every message of the table \
            (--all: what a reviewer who checked the whole review sheet approves). A key the \
            table lacks, or whose message has a lint error, is refused (one line on stderr) \
            and the others are approved; the exit status is then 1. The name may hold no \
            control, separator, bidi or other invisible character.

            The table is read from and written to --strings DIR (default Resources/Strings) \
            under a lock on that directory, so two runs at once never lose an approval (a run \
            waits up to 30 s for another); a table over 1 MiB is never written.

            Examples:
              progress-format review approve --locale de --key percentCompleted \\
                --reviewer "Anna Müller"
              progress-format review approve --locale ja --key timeRemaining \\
                --key statusPaused --reviewer "Sato Yuki"
              progress-format review approve --locale de --all --reviewer "Anna Müller"
              progress-format review approve --locale de --keys-from checked.txt \\
                --reviewer "Anna Müller"
            """
    )

    @Option(help: "The table, by its tag (de, pt-BR).")
    var locale: String

    @Option(name: .customLong("key"), help: "A message to approve (repeatable).")
    var keys: [String] = []

    @Option(name: .customLong("keys-from"),
            help: "A file of keys to approve, one per line (# comments; - is stdin).",
            completion: .file())
    var keysFile: String?

    @Flag(name: .customLong("all"), help: "Approve every message of the table.")
    var all = false

    @Option(help: "Who reviewed the messages: a name, recorded in the table.")
    var reviewer: String

    @OptionGroup var tables: EditedTablesOption

    func validate() throws {
        guard !keys.isEmpty || keysFile != nil || all else {
            throw ValidationError("say what to approve: --key KEY, --keys-from FILE or --all")
        }
        if all, !keys.isEmpty || keysFile != nil {
            throw ValidationError("--all approves every message; leave out --key and --keys-from")
        }
        guard StringTableFiles.isTableTag(locale) else {
            throw ValidationError("--locale: '\(OutputPolicy.terminal(locale))' is not a table tag such as de or pt-BR")
        }
        guard locale != "en" else { throw ValidationError("en is the source table; it has no review states") }
        do {
            _ = try ReviewerName.validated(reviewer)
        } catch {
            throw ValidationError("--reviewer: \(error)")
        }
        _ = try tables.directory()
    }

    func run() throws {
        let now = try ReviewClock.now(environment: ProcessInfo.processInfo.environment)
        let requested = try keys + (keysFile.map(Self.keys(inFile:)) ?? [])
        // Read, approve and write under the directory's lock: a run approving other keys of
        // the same table at the same time waits, and neither approval is lost.
        let (approval, wrote) = try tables.locked { () throws -> (ReviewApproval, Bool) in
            let source = try tables.sourceDocument()
            guard let table = try StringTableFiles.document(for: locale, directory: try tables.directory()) else {
                throw ValidationError("no string table for '\(locale)'; `progress-format locales` lists them")
            }
            let keys = all ? table.messageKeys.filter { source.message($0) != nil } : requested
            let approval = try ReviewApproval.approve(keys: keys, in: table, source: source, reviewer: reviewer, now: now)
            let wrote = approval.approved.isEmpty
                ? false : try tables.write(approval.document, tag: locale, messageOrder: source.messageKeys)
            return (approval, wrote)
        }
        for line in approval.refusals {
            StandardError.write(OutputPolicy.terminal(line))
        }
        if !approval.approved.isEmpty {
            let name = approval.document.reviewRecord(approval.approved[0]).reviewer ?? reviewer
            let count = approval.approved.count
            let outcome = wrote ? "wrote \(tables.displayPath(for: locale))" : "\(tables.displayPath(for: locale)) already said so"
            StandardError.write(OutputPolicy.terminal("\(locale).json: \(count) message\(count == 1 ? "" : "s") marked reviewed by "
                + "\(name) at \(now): \(approval.approved.joined(separator: ", ")); \(outcome)"))
        }
        if !approval.refusals.isEmpty {
            throw ExitCode(1)
        }
    }

    /// The keys listed in `path` (`-`: standard input), one per line; blank lines and lines
    /// starting with `#` are skipped, white space around a key is ignored. At most 1 MiB is read,
    /// and only from a regular file or standard input.
    static func keys(inFile path: String) throws -> [String] {
        let limit = 1 << 20
        let data: Data
        if path == "-" {
            data = (try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data()
            guard data.count <= limit else { throw ValidationError("--keys-from: standard input holds more than 1 MiB") }
        } else {
            do {
                guard let contents = try CheckedFile.contents(of: path, limit: limit) else {
                    throw ValidationError("--keys-from: no file at '\(OutputPolicy.terminal(path))'")
                }
                data = contents
            } catch let error as CheckedFile.Unreadable {
                throw ValidationError("--keys-from: \(OutputPolicy.terminal(error.description))")
            }
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
