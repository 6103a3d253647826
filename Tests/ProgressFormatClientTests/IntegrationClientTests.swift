import Foundation
import ProgressFormat
import Testing

/// The Foundation integration as a client writes it, with the `ProgressFormat` product alone:
/// the bridge, `localizedText`, the format styles and the estimator beside Foundation's names.
@Suite struct IntegrationClientTests {
    @Test func bridgeStylesAndEstimatorBesideFoundation() throws {
        let progress: Progress = Progress(totalUnitCount: 5_356_456)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.downloading, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(9, forKey: .fileTotalCountKey)
        progress.completedUnitCount = 419_431

        var snapshot: ProgressSnapshot = ProgressSnapshot(progress)
        var estimator: ProgressEstimator = ProgressEstimator(totalUnitCount: progress.totalUnitCount)
        estimator.record(completed: progress.completedUnitCount, at: .seconds(0))
        snapshot.apply(estimator.estimate(at: .seconds(0)))

        let style: ProgressTextFormatStyle = .progressText.locale(Locale(identifier: "de"))
        let line: ProgressLineFormatStyle = .progressDescription.locale(Locale(identifier: "de"))
        let text: ProgressText = snapshot.formatted(style)
        #expect(text.description == "9 Dateien werden heruntergeladen…")
        #expect(text.additionalDescription == "419 kB von 5,4 MB – Restzeit wird ermittelt…")
        #expect(snapshot.formatted(line) == "9 Dateien werden heruntergeladen…")
        #expect(try progress.localizedText(locale: "de").additionalDescription == "419 kB von 5,4 MB")
    }
}
