public import ConsoleKitTerminal
import ProgressFormat

/// What console-kit's `ActivityIndicator` draws for a ``ConsoleProgressBar``: ProgressFormat's
/// text in the user's language, and console-kit's own bar filled to the fraction.
///
/// On a terminal, each frame (console-kit redraws it in place) is two lines fitted to the
/// console's width, read at each frame:
///
///     1 Datei wird heruntergeladen…
///     [============             ] 24,0 MB von 48,0 MB (12,0 MB/s) – noch 2 Sekunden
///
/// The bar is console-kit's `ProgressBar` at `console.activityBarWidth` (its `LoadingBar`
/// while the total is unknown); in Arabic and Hebrew it fills from the right. The end replaces
/// the frame: green when finished, red when failed or cancelled:
///
///     1 Datei wurde heruntergeladen
///     [=========================] 48,0 MB – fertig, Dauer: 3 Sekunden
///
/// Off a terminal console-kit draws no frames: it writes the ready state once when started and
/// the end when stopped. Both are then one whole line, as a log line reads:
///
///     1 Datei wird heruntergeladen: wird gestartet
///     1 Datei wurde heruntergeladen: 48,0 MB – fertig, Dauer: 3 Sekunden
public struct ProgressActivity<C: Clock>: ActivityIndicatorType where C.Duration == Duration {
    let feed: ProgressFeed<C>
    /// console-kit's bars, filled or moved at each frame.
    let progressBar: ProgressBar
    let loadingBar: LoadingBar

    /// An activity drawing `feed`'s operation on `console`, with console-kit's bars (whose
    /// initializers console-kit keeps to itself: they come from its factories).
    init(feed: ProgressFeed<C>, console: any Console) {
        self.feed = feed
        self.progressBar = console.progressBar(title: "").activity
        self.loadingBar = console.loadingBar(title: "").activity
    }

    /// Draws the operation to `console` in `state`: see the type's discussion. console-kit's
    /// `ActivityIndicator` calls it at each frame and at the end; call it yourself to draw one
    /// frame. Each frame first lets the presenter catch up with the time (its countdown, a stall).
    public func outputActivityIndicator(to console: any Console, state: ActivityIndicatorState) {
        let shown = feed.shown(at: feed.clock.now)
        switch state {
        case .ready:
            guard let redraw = shown.redraw else { return }
            console.output(redraw.line().consoleText(.plain))
        case .active(let tick):
            guard let redraw = shown.redraw else { return }
            console.output(frame(redraw, tick: tick, columns: console.size.width, barWidth: console.activityBarWidth,
                                 detailsStyle: .plain))
        case .success, .failure:
            guard shown.end != nil, let redraw = shown.redraw else { return }
            guard console.supportsANSICommands else {
                console.output(redraw.line().consoleText(.plain))
                return
            }
            let style: ConsoleStyle = shown.end?.outcome == .finished ? .success : .error
            console.output(frame(redraw, tick: 0, columns: console.size.width, barWidth: console.activityBarWidth,
                                 detailsStyle: style))
        }
    }

    /// Two lines: the description, then the bar and the details; each fitted to `columns`
    /// less one, so that no line reaches the last column and wraps (console-kit clears as many
    /// lines as it wrote), or whole when the width is unknown.
    func frame(_ redraw: ProgressPresenter<C>.Redraw, tick: UInt, columns: Int, barWidth: Int,
               detailsStyle: ConsoleStyle) -> ConsoleText {
        let usable = columns > 1 ? columns - 1 : nil
        // The bar takes at most a third of a narrow console; "[", the cells, "]" and a space.
        // Three cells at least: console-kit's LoadingBar needs two.
        let cells = max(3, min(barWidth, (usable ?? barWidth * 3) / 3))
        let description = redraw.text(columns: usable).description
        let details = redraw.text(columns: usable.map { max(1, $0 - cells - 3) }).additionalDescription
        return description.consoleText(.plain) + .newLine
            + bar(redraw, tick: tick, cells: cells) + " " + details.consoleText(detailsStyle)
    }

    /// console-kit's bar: a `ProgressBar` filled to the fraction, or a `LoadingBar` while the
    /// total is unknown; mirrored for a right-to-left language, so it fills from the right.
    func bar(_ redraw: ProgressPresenter<C>.Redraw, tick: UInt, cells: Int) -> ConsoleText {
        let drawn: ConsoleText
        if let fraction = redraw.fraction {
            var filled = progressBar
            filled.currentProgress = fraction
            drawn = filled.renderActiveBar(tick: tick, width: cells)
        } else {
            drawn = loadingBar.renderActiveBar(tick: tick, width: cells)
        }
        guard redraw.direction == .rightToLeft else { return drawn }
        let mirrored: [ConsoleTextFragment] = drawn.fragments.reversed().map { fragment in
            let characters = fragment.string.reversed().map { $0 == "[" ? "]" : $0 == "]" ? "[" : $0 }
            return ConsoleTextFragment(string: String(characters), style: fragment.style)
        }
        return ConsoleText(fragments: mirrored)
    }
}
