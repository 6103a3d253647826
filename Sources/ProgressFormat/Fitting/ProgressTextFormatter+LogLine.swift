extension ProgressTextFormatter {
    /// One self-contained line, as ``logLine(for:)`` writes it, fitted to `columns` terminal
    /// columns: for a one-line bar, a row of a dashboard, a log that has a width.
    ///
    ///     formatter.logLine(for: snapshot, columns: 100)
    ///     // "Downloading 9 files: 419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    ///     formatter.logLine(for: snapshot, columns: 47)
    ///     // "Downloading: 419kB of 5.4MB — 1m 37s remaining"
    ///
    /// Tried in this order until one fits, as the two lines are fitted
    /// (``format(_:columns:)``):
    /// 1. the whole line in the formatter's unit width, then each narrower one;
    /// 2. in the narrowest width, the rate left out;
    /// 3. the description in its short form (the verb alone: "Downloading: 419kB of 5.4MB — 1m
    ///    37s remaining"), with the rate, without it, then without the time remaining (a status
    ///    such as paused stays);
    /// 4. the details alone, fitted as the second line is (the amounts, then a status, cut
    ///    after a whole word as a last resort); the description alone when there are no details.
    ///
    /// A line that fits comes back exactly as ``logLine(for:)`` gives it. Fewer than one column
    /// fits nothing: `""`.
    public func logLine(for snapshot: ProgressSnapshot, columns: Int) -> String {
        guard columns >= 1 else { return "" }
        let whole = logLine(for: snapshot)
        if DisplayWidth.columns(of: whole) <= columns { return whole }
        let widths = unitWidth == .spelledOut ? [UnitWidth.wide, .short, .narrow]
            : unitWidth == .wide ? [UnitWidth.short, .narrow] : [UnitWidth.narrow]
        let description = DescriptionPlanner.plan(snapshot)
        var narrowest = renderer
        var width = unitWidth
        for candidate in widths where candidate != unitWidth {
            width = candidate
            narrowest = narrowerRenderers.renderer(renderer, in: candidate)
            let line = joined(description, AdditionalDescriptionPlanner.plan(snapshot, width: candidate), by: .logLine,
                              renderer: narrowest, spoken: false)
            if DisplayWidth.columns(of: line) <= columns { return line }
        }
        // The rate left out; then the description's short form (the verb alone), with the rate,
        // without it, and without the time remaining (a status such as paused stays).
        var withoutRate = snapshot
        withoutRate.throughput = nil
        var amounts = withoutRate
        amounts.estimatedTimeRemaining = nil
        if amounts.status == .estimating { amounts.status = nil }
        let short = snapshot.kind == .file ? DescriptionPlanner.plan(snapshot, short: true) : description
        let candidates: [(PlannedText, ProgressSnapshot)] = [
            (description, withoutRate), (short, snapshot), (short, withoutRate), (short, amounts),
        ]
        for (form, facts) in candidates {
            let line = joined(form, AdditionalDescriptionPlanner.plan(facts, width: width), by: .logLine, renderer: narrowest,
                              spoken: false)
            if DisplayWidth.columns(of: line) <= columns { return line }
        }
        let fitted = format(snapshot, columns: columns)
        return fitted.additionalDescription.isEmpty ? ChannelPlanner.withoutFinalEllipsis(fitted.description)
            : fitted.additionalDescription
    }
}
