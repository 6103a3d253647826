import Foundation
import ProgressFormat
import Testing

/// A client as every progress library is: it imports Foundation and ProgressFormat in one file
/// and names every public type of the runtime by explicit annotation. If any public name
/// clashed with a Foundation type (as a top-level `ProgressKind` once did), this file would not
/// compile. The target depends on the `ProgressFormat` product's target alone.
@Suite struct ClientCompileTests {
    @Test func everyPublicTypeIsNamedBesideFoundation() throws {
        let kind: ProgressSnapshot.Kind = .file
        let operation: ProgressSnapshot.FileOperationKind = .downloading
        // Foundation's own names still mean Foundation's types.
        let foundationKind: ProgressKind = .file
        let foundationOperation: Progress.FileOperationKind = .downloading
        #expect(foundationKind.rawValue == "NSProgressKindFile")
        #expect(foundationOperation.rawValue == "NSProgressFileOperationKindDownloading")

        var snapshot: ProgressSnapshot = ProgressSnapshot(completedUnitCount: 419_431, totalUnitCount: 5_356_456)
        snapshot.kind = kind
        snapshot.fileOperationKind = operation
        snapshot.fileTotalCount = 9
        snapshot.throughput = 50_000
        snapshot.estimatedTimeRemaining = 97

        let formatter: ProgressTextFormatter = try ProgressTextFormatter(locale: Locale(identifier: "de_CH"))
        let text: ProgressText = formatter.format(snapshot)
        #expect(formatter.resolvedLocale == "de-CH")
        #expect(text.description == "9 Dateien werden heruntergeladen…")
        #expect(text.additionalDescription == "419 kB von 5.4 MB (50 kB/s) – noch 1 Minute, 37 Sekunden")  // de-CH: CLDR's decimal point

        let scenario: ProgressScenario? = ProgressScenario.named("everything")
        #expect(scenario?.snapshot.fileOperationKind == operation)

        let error = #expect(throws: ProgressFormatError.self) { try ProgressTextFormatter(locale: "xx") }
        #expect(error?.description == "unknown locale 'xx': ICU has no data for it")
        #expect(error?.locale == "xx")
        #expect(error?.file == nil)
    }
}
