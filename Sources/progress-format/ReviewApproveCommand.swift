import ArgumentParser
import Foundation
import ProgressFormatTools

/// `progress-format review approve`: a named reviewer marks translations reviewed.
struct ReviewApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Marks translations reviewed, recording who reviewed them, when, and against which English text.",
        discussion: """
            The explicit act that makes a translation `reviewed`: the table records x-reviewer \
            (the name), x-reviewed-at (now, ISO 8601 UTC; PROGRESS_FORMAT_NOW when set) and \
            x-source (the current English message it was checked against). If the English \
            changes later, lint reports the translation as stale until it is approved again.

            A key the table lacks, or whose message has a lint error, is refused (one line on \
            stderr) and the others are approved; the exit status is then 1. The table is read \
            from and written to --strings DIR (default Resources/Strings).

            Examples:
              progress-format review approve --locale de --key percentCompleted --reviewer "Anna Müller"
              progress-format review approve --locale ja --key timeRemaining --key statusPaused --reviewer "Sato Yuki"
            """
    )

    @Option(help: "The table, by its tag (de, pt-BR).")
    var locale: String

    @Option(name: .customLong("key"), help: "A message to approve (repeatable), e.g. --key percentCompleted --key timeRemaining.")
    var keys: [String] = []

    @Option(help: "Who reviewed the messages: a name, recorded in the table.")
    var reviewer: String

    @OptionGroup var tables: EditedTablesOption

    func validate() throws {
        guard !keys.isEmpty else { throw ValidationError("give at least one --key to approve") }
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
        let source = try tables.sourceDocument()
        guard let table = try StringTableFiles.document(for: locale, directory: try tables.directory()) else {
            throw ValidationError("no string table for '\(locale)'; `progress-format locales` lists them")
        }
        let approval = try ReviewApproval.approve(keys: keys, in: table, source: source, reviewer: reviewer, now: now)
        for line in approval.refusals {
            StandardError.write(OutputPolicy.terminal(line))
        }
        if !approval.approved.isEmpty {
            _ = try tables.write(approval.document, tag: locale, messageOrder: source.messageKeys)
            let name = approval.document.reviewRecord(approval.approved[0]).reviewer ?? reviewer
            let count = approval.approved.count
            StandardError.write(OutputPolicy.terminal("\(locale).json: \(count) message\(count == 1 ? "" : "s") marked reviewed by "
                + "\(name) at \(now): \(approval.approved.joined(separator: ", ")); wrote \(tables.displayPath(for: locale))"))
        }
        if !approval.refusals.isEmpty {
            throw ExitCode(1)
        }
    }
}
