import Foundation
@testable import ProgressFormat
import Testing

/// The renderer walks messages in their compiled form (``MessageProgram``): the choices ICU
/// MessageFormat makes — an exact `=N` before a category, `offset:` for `#` and the category,
/// `other` for an unknown keyword, nesting — rendered from a translator's table.
@Suite struct CompiledMessageRenderingTests {
    static func german(_ changes: [String: Any]) throws -> ProgressTextFormatter {
        let directory = try MessageCatalogTests.overrideDirectory(germanChanges: changes)
        let formatter = try ProgressTextFormatter(locale: "de", tablesDirectory: directory)
        #expect(formatter.tableProblems.isEmpty)
        return formatter
    }

    static func files(_ completed: Int, of total: Int) -> ProgressSnapshot {
        ProgressSnapshot(completedUnitCount: 0, totalUnitCount: 0, kind: .file, fileTotalCount: total,
                         fileCompletedCount: completed)
    }

    @Test func anExactNumberWinsOverItsCategoryAndOffsetShiftsTheNumberShown() throws {
        let formatter = try Self.german([
            "filesCompletedOfTotal":
                "{completedFiles} von {totalFiles, plural, offset:1 =1 {einer Datei} =5 {genau fünf} one {# weiteren und einer} other {# weiteren und einer}}",
        ])
        let lines = [(1, 1), (2, 5), (1, 3), (3, 1_001)].map { formatter.format(Self.files($0.0, of: $0.1)).additionalDescription }
        #expect(lines == ["1 von einer Datei", "2 von genau fünf", "1 von 2 weiteren und einer", "3 von 1.000 weiteren und einer"])
    }

    @Test func aKeywordWithoutAVariantTakesOtherAndNestedMessagesRenderInPlace() throws {
        let formatter = try Self.german([
            "fileOperationUnnamed":
                "{operation, select, copying {Kopieren} other {{operation, select, downloading {nie} other {Sonstiges}}}}",
        ])
        func description(_ operation: ProgressSnapshot.FileOperationKind) -> String {
            formatter.format(ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 10, kind: .file,
                                              fileOperationKind: operation)).description
        }
        // "downloading" has no variant at the outer level: `other`, whose inner select has one.
        #expect([description(.copying), description(.downloading), description(.uploading)] == ["Kopieren", "nie", "Sonstiges"])
    }

    /// `#` is the plural's own number, as displayed, with its part marked; text around it and
    /// repeated words come from the compiled text, byte for byte.
    @Test func poundIsTheNumberAsDisplayedAndAPartOfItsOwn() throws {
        let formatter = try Self.german([
            "filesCompletedOfTotal": "{completedFiles} von {totalFiles, plural, one {# Datei [#]} other {# Dateien [#]}}",
        ])
        let text = formatter.format(Self.files(3, of: 12_345))
        #expect(text.additionalDescription == "3 von 12.345 Dateien [12.345]")
        #expect(text.parts.filter { $0.line == .additionalDescription }.map { "\($0.field):\(text[$0])" } == ["completedFileCount:3", "totalFileCount:12.345", "totalFileCount:12.345"])
    }
}
