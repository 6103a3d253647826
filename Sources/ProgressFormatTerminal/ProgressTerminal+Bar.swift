import ProgressFormat

extension ProgressTerminal {
    /// One operation on a ``ProgressTerminal``: feed it updates from any thread or task.
    ///
    ///     let copy = terminal.add(ProgressSnapshot(totalUnitCount: 42, kind: .file, fileOperationKind: .copying))
    ///     copy.update(ProgressSnapshot(completedUnitCount: 7, totalUnitCount: 42, kind: .file,
    ///                                  fileOperationKind: .copying, fileTotalCount: 42, fileCompletedCount: 7))
    ///     copy.finish()   // "Copied 42 files" / "5.0 MB — done in 3 seconds"
    ///
    /// A bar that is dropped without an end stays on screen as it was last drawn and no longer
    /// keeps the cursor hidden.
    public final class Bar: Sendable {
        let terminal: ProgressTerminal<C>
        let operation: ProgressPresenterGroup<C>.Operation

        init(terminal: ProgressTerminal<C>, operation: ProgressPresenterGroup<C>.Operation) {
            self.terminal = terminal
            self.operation = operation
        }

        deinit {
            terminal.abandon(operation)
        }

        /// Takes the operation's facts at `instant` (the clock's now when `nil`).
        public func update(_ snapshot: ProgressSnapshot, at instant: C.Instant? = nil) {
            terminal.present(terminal.group.update(operation, snapshot, at: instant))
        }

        /// Takes new counts at `instant`; the other facts stay.
        public func update(completed: Int64, total: Int64? = nil, at instant: C.Instant? = nil) {
            terminal.present(terminal.group.update(operation, completed: completed, total: total, at: instant))
        }

        /// Ends the operation as finished: "Downloaded “photos.zip”" / "5.4 MB — done in 14 seconds".
        public func finish(at instant: C.Instant? = nil) {
            terminal.present(terminal.group.finish(operation, at: instant))
        }

        /// Ends the operation as failed: "419 kB of 5.4 MB — failed".
        public func fail(at instant: C.Instant? = nil) {
            terminal.present(terminal.group.fail(operation, at: instant))
        }

        /// Ends the operation as cancelled: "419 kB of 5.4 MB — cancelled".
        public func cancel(at instant: C.Instant? = nil) {
            terminal.present(terminal.group.cancel(operation, at: instant))
        }
    }

    /// A bar dropped without an end: it no longer counts as running.
    func abandon(_ operation: ProgressPresenterGroup<C>.Operation) {
        group.abandon(operation)
        present(ProgressPresenterGroup<C>.Presentation())
    }
}
