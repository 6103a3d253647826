import ProgressFormat
import ArgumentParser
import Foundation
import ProgressFormatTools

/// `progress-format import`: an XLIFF 1.2 file back into its string table, unit by unit.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Reads an XLIFF 1.2 file into its table, checking every unit as lint does.",
        usage: "progress-format import <file> [<options>]",
        discussion: """
            The table is the file's target-language, read from and written to --strings DIR \
            (default Resources/Strings) in the tables' own style. --locale names the table \
            when the file has no target-language; naming another than the file's is refused \
            unless --ignore-target-language says so. Every unit is checked as lint checks a \
            message, unchanged ones too; a unit with an error is refused — one line on \
            stderr, `de.xlf: unit timeRemaining: position 6: unknown placeholder '{dauer}'` \
            — and the rest are imported. Units of unit words (@@x-units/<unit>/<category>) \
            are imported unit by unit.

            An approved unit (approved="yes", state final or signed-off) is marked reviewed \
            only with a named reviewer: --reviewer NAME, or the unit's own <note \
            from="x-reviewer">; the table records who, when and the English text it was \
            reviewed against. Without a reviewer it is imported as needs-review, and stderr \
            says so. The time is now, or PROGRESS_FORMAT_NOW (ISO 8601) when set. A unit's \
            <note from="x-note"> becomes the message's x-note, the translator's note for the \
            reviewer; a unit without one leaves the table's note alone.

            The file is read only as UTF-8 (UTF-16 and UTF-32 are refused by name), with no \
            DOCTYPE or entity. The table is changed under a lock on its directory (a run \
            waits up to 30 s for another), and a table over 1 MiB is never written.

            Exits with 1 when a unit was refused, 2 when nothing could be imported.

            Examples:
              progress-format import de.xlf
              progress-format import de.xlf --reviewer "Anna Müller"
              progress-format import translated/pt_BR.xlf --locale pt-BR \\
                --strings ~/translations
            """
    )

    @Argument(help: "The XLIFF 1.2 file (at most 4 MiB).", completion: .file(extensions: ["xlf", "xliff"]))
    var file: String

    @OptionGroup var tables: EditedTablesOption

    @Option(help: "Who reviewed the approved units; without it they are imported as needs-review.")
    var reviewer: String?

    @Option(help: "The table to import into; default: the file's target-language.")
    var locale: String?

    @Flag(name: .customLong("ignore-target-language"),
          help: "Import into --locale although the file's target-language differs.")
    var ignoreTargetLanguage = false

    func validate() throws {
        _ = try tables.directory()
        if let reviewer {
            do {
                _ = try ReviewerName.validated(reviewer)
            } catch {
                throw ValidationError("--reviewer: \(error)")
            }
        }
    }

    func run() throws {
        let now = try ReviewClock.now(environment: ProcessInfo.processInfo.environment)
        let name = OutputPolicy.terminal(file)
        let xliff: XLIFFDocument
        do {
            xliff = try XLIFFReader.document(contentsOf: URL(fileURLWithPath: file), name: file)
        } catch {
            throw ValidationError(OutputPolicy.terminal(error.description))
        }
        let tag = try tableTag(for: xliff)
        let reviewerName = try reviewer.map { try ReviewerName.validated($0) }
        // Read, merge and write under the directory's lock, so a run changing the same table
        // at the same time (another import, an approval) never loses its change or ours.
        let (result, written) = try tables.locked { () throws -> (XLIFFImport, Result<Bool, any Error>) in
            let source = try tables.sourceDocument()
            guard let table = try StringTableFiles.document(for: tag, directory: try tables.directory()) else {
                throw ValidationError("no string table for '\(OutputPolicy.terminal(tag))'; `progress-format locales` lists them")
            }
            let result: XLIFFImport
            do {
                result = try XLIFFImporter.merge(xliff, file: file, into: table, source: source, reviewer: reviewerName, now: now)
            } catch {
                throw ValidationError(OutputPolicy.terminal("\(error)"))
            }
            // The units' lines are printed before a write error, which ends the run.
            do {
                return (result, .success(try tables.write(result.document, tag: tag, messageOrder: source.messageKeys)))
            } catch {
                return (result, .failure(error))
            }
        }
        for line in result.refusals + result.notes {
            StandardError.write(OutputPolicy.terminal(line))
        }
        let wrote = try written.get()
        var counts = ["\(result.changed.count) changed", "\(result.unchanged) unchanged"]
        if result.withoutTarget > 0 { counts.append("\(result.withoutTarget) without target") }
        if !result.refusedKeys.isEmpty { counts.append("\(result.refusedKeys.count) refused") }
        let units = xliff.units.count
        StandardError.write("\(name): \(units) unit\(units == 1 ? "" : "s"): \(counts.joined(separator: ", ")); "
            + (wrote ? "wrote \(tables.displayPath(for: tag))" : "\(tables.displayPath(for: tag)) left as it was"))
        if !result.refusedKeys.isEmpty {
            throw ExitCode(1)
        }
    }

    /// The table the file is for: `--locale`, else its target-language, matched to a table tag
    /// (`pt_BR` and `PT-br` find `pt-BR`).
    func tableTag(for xliff: XLIFFDocument) throws -> String {
        guard let language = locale ?? xliff.targetLanguage else {
            throw ValidationError("\(OutputPolicy.terminal(file)): <file> has no target-language; pass --locale")
        }
        if let locale, let target = xliff.targetLanguage, !ignoreTargetLanguage,
           Self.normalized(locale) != Self.normalized(target) {
            throw ValidationError("\(OutputPolicy.terminal(file)): its target-language is '\(OutputPolicy.terminal(target))', "
                + "but --locale is '\(OutputPolicy.terminal(locale))'; nothing was imported. Import it into its own table "
                + "(leave out --locale), or pass --ignore-target-language to import it into '\(OutputPolicy.terminal(locale))' anyway")
        }
        let wanted = language.replacingOccurrences(of: "_", with: "-")
        guard StringTableFiles.isTableTag(wanted) else {
            throw ValidationError("'\(OutputPolicy.terminal(language))' is not a table tag such as de or pt-BR")
        }
        let directory = try tables.directory()
        let present = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) } ?? []
        let known = Set(StringTableFiles.builtInTags + present)
        return known.first { $0.lowercased() == wanted.lowercased() } ?? wanted
    }

    /// A tag as compared with another: `pt_BR`, `PT-br` and `pt-BR` are one.
    static func normalized(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
