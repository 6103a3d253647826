public import struct Foundation.Locale
internal import ProgressTables

extension ProgressTextFormatter {
    /// One self-contained line for a log, a pipe or a CI console: the description and the
    /// details together, with no carriage return, no escape sequence and no ellipsis that
    /// promises more (file names are made safe as in ``format(_:)``).
    ///
    ///     formatter.logLine(for: snapshot)
    ///     // "Downloading 6 files: 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    ///     // finished, elapsedTime 14:
    ///     // "Downloaded 6 files: 5.4 MB — done in 14 seconds"
    ///
    /// Which snapshots deserve a line is ``ProgressCadence``'s decision (`.log`): the start,
    /// milestones, each status change and the end, not every update.
    public func logLine(for snapshot: ProgressSnapshot) -> String {
        joined(DescriptionPlanner.plan(snapshot, wholeName: true), AdditionalDescriptionPlanner.plan(snapshot, width: unitWidth), by: .logLine,
               renderer: renderer, spoken: false)
    }

    /// What a screen reader should say about `snapshot`: words, not symbols. Every unit is
    /// spelled out (``ProgressUnitWidth/spelledOut``), the pieces are joined with the
    /// table's pause (``spokenValue(for:)`` has the short form), and there is no "…", "/", "—" or
    /// parenthesis.
    ///
    ///     formatter.spokenText(for: snapshot)
    ///     // "Downloading 9 files, 419 kilobytes of 5.4 megabytes, 50 kilobytes per second,
    ///     //  1 minute, 37 seconds remaining"
    ///
    /// When to say it is ``ProgressCadence``'s decision (`.speech`): the start, milestones,
    /// status changes and the end, never more often than every few seconds.
    public func spokenText(for snapshot: ProgressSnapshot) -> String {
        joined(DescriptionPlanner.plan(snapshot, wholeName: true), AdditionalDescriptionPlanner.plan(snapshot, width: .spelledOut, spoken: true),
               by: .spokenWith, renderer: narrowerRenderers.renderer(renderer, in: .spelledOut), spoken: true)
    }

    /// The short spoken form, for a progress bar's accessibility value (ARIA's
    /// `aria-valuetext`, `NSAccessibilityProgressIndicator`'s value): the percentage and what
    /// ends the line, spelled out.
    ///
    ///     formatter.spokenValue(for: snapshot)   // "7 percent, 1 minute, 37 seconds remaining"
    ///     // paused: "7 percent, paused"; finished: "100 percent, done in 14 seconds"
    ///
    /// The percentage is floored from ``ProgressSnapshot/fractionCompleted`` and never reads
    /// 100 before the work is done. Without a fraction, the phrase alone ("Starting"); `""`
    /// when there is nothing to say.
    public func spokenValue(for snapshot: ProgressSnapshot) -> String {
        let spoken = narrowerRenderers.renderer(renderer, in: .spelledOut)
        var percent: Int64?
        if let fraction = snapshot.fractionCompleted, let floored = PercentRounding.flooredPercent(fraction: fraction) {
            percent = snapshot.isFinished ? floored : min(floored, 99)
        }
        let tail = AdditionalDescriptionPlanner.tailMessage(snapshot, width: .spelledOut)
        let text: PlannedText = switch (percent, tail) {
        case let (percent?, tail?):
            .message(PlannedMessage(.spokenWith, [PlannedArgument(ArgumentName.progress, .percent(percent)),
                                                  PlannedArgument(ArgumentName.detail, .message(tail))]))
        case let (percent?, nil): .value(.percent(percent), field: nil)
        case let (nil, tail?): .sentenceStart(tail, field: nil)
        case (nil, nil): .empty
        }
        let inSource = spoken.needsSourceLanguage(spoken: true, text)
        let flattened = ChannelPlanner.withoutInnerEllipses(text) { spoken.render(.message($0), inSource: inSource) }
        return ChannelPlanner.withoutFinalEllipsis(spoken.render(flattened, inSource: inSource))
    }

    /// The description and the details joined by `key` into one line, in one language (the
    /// source's when any message of it fell back, or, `spoken`, cannot be said), with no
    /// message's final ellipsis.
    func joined(_ description: PlannedText, _ details: PlannedText, by key: MessageKey, renderer: MessageRenderer,
                        spoken: Bool) -> String {
        let inSource = renderer.needsSourceLanguage(spoken: spoken, description, details, .message(PlannedMessage(key)))
        let write = { (message: PlannedMessage) in renderer.render(.message(message), inSource: inSource) }
        let written = ChannelPlanner.withoutFinalEllipsis(
            renderer.render(ChannelPlanner.withoutInnerEllipses(description, write: write), inSource: inSource))
        let line = ChannelPlanner.joined(description: written, details: details, by: key)
        return ChannelPlanner.withoutFinalEllipsis(renderer.render(ChannelPlanner.withoutInnerEllipses(line, write: write), inSource: inSource))
    }

    /// The direction the text runs in: `.rightToLeft` for Arabic, Hebrew, Persian and the
    /// other right-to-left scripts (and the `ar-XB` pseudo-locale), `.leftToRight` otherwise —
    /// which way a bar beside it fills.
    public var direction: Locale.LanguageDirection {
        renderer.numbers.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
