public import Foundation
import ProgressFormat

extension ProgressTerminal {
    /// Shows `progress` as one more operation until it ends, reading it at the presenter's pace
    /// (ten times a second: Foundation on Linux has no key-value observing) — children counted,
    /// as ``ProgressSnapshot/init(_:)`` counts them.
    ///
    ///     let copy = Progress(totalUnitCount: totalBytes)
    ///     async let shown: Void = terminal.show(copy)
    ///     try copyFiles(reporting: copy)
    ///     await shown   // "Copied 42 files" / "5.0 MB — done in 3 seconds"
    ///
    /// It returns when the progress is finished, cancelled (`progress.cancel()`: "… — cancelled")
    /// or failed — `Progress` cannot fail, so say it in its `userInfo`:
    /// `progress.setUserInfoObject("failed", forKey: .statusKey)` ("… — failed"). Cancelling the
    /// task that waits ends the display as the progress is then.
    public func show(_ progress: Progress) async {
        let bar = add(ProgressSnapshot(progress))
        while !Task.isCancelled {
            bar.update(ProgressSnapshot(progress))
            if group.hasEnded(bar.operation) { return }
            do {
                try await clock.sleep(until: clock.now.advanced(by: max(options.presenter.redrawInterval, .milliseconds(10))),
                                      tolerance: nil)
            } catch {
                break
            }
        }
        bar.update(ProgressSnapshot(progress))
    }
}
