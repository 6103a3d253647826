import ProgressFormat
import Synchronization

/// One operation's presenter behind a lock, shared by the client's updates and console-kit's
/// frames: the updates feed it, each frame asks what to draw now.
final class ProgressFeed<C: Clock>: Sendable where C.Duration == Duration {
    /// What a frame draws: the latest redraw, or the end once there is one.
    struct Shown: Sendable {
        var redraw: ProgressPresenter<C>.Redraw?
        var end: ProgressPresenter<C>.End?
    }

    private struct State: Sendable {
        var presenter: ProgressPresenter<C>
        var shown = Shown()
        var deadline: C.Instant?
    }

    let clock: C
    private let state: Mutex<State>

    init(presenter: ProgressPresenter<C>) {
        self.clock = presenter.clock
        self.state = Mutex(State(presenter: presenter))
    }

    /// Runs `body` on the presenter and keeps what it says is due.
    ///
    /// - Returns: The end, when this call ended the operation.
    func feed(_ body: (inout ProgressPresenter<C>) -> ProgressPresenter<C>.Presentation) -> ProgressPresenter<C>.End? {
        state.withLock { state in
            let due = body(&state.presenter)
            keep(due, in: &state)
            return due.end
        }
    }

    /// What to draw at `instant`: the presenter is ticked first when its deadline has passed
    /// (the countdown of the time remaining, a stall), so time moves with no update.
    func shown(at instant: C.Instant) -> Shown {
        state.withLock { state in
            if let deadline = state.deadline, deadline <= instant {
                keep(state.presenter.tick(at: instant), in: &state)
            }
            return state.shown
        }
    }

    /// Whether the operation has ended.
    var hasEnded: Bool { state.withLock { $0.presenter.end != nil } }

    private func keep(_ due: ProgressPresenter<C>.Presentation, in state: inout State) {
        if let redraw = due.redraw { state.shown.redraw = redraw }
        if let end = due.end { state.shown.end = end }
        state.deadline = due.end == nil ? state.presenter.deadline : nil
    }
}
