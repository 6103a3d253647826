package import ProgressTables

extension ProgressSnapshot.Status {
    /// The message that says this status; `nil` for a status the tables have no words for.
    package var messageKey: MessageKey? {
        switch self {
        case .paused: .statusPaused
        case .cancelled: .statusCancelled
        case .failed: .statusFailed
        case .stalled: .statusStalled
        case .estimating: .statusEstimating
        default: nil
        }
    }
}
