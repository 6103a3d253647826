extension ProgressTextFormatter {
    /// The two lines for `snapshot`, each fitted to `columns` terminal columns (as
    /// ``DisplayWidth`` counts them): the widest form that fits, never a word or a number cut.
    ///
    ///     let formatter = try ProgressTextFormatter(locale: "en")
    ///     formatter.format(snapshot, columns: 80).additionalDescription
    ///     // "419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining"
    ///     formatter.format(snapshot, columns: 45).additionalDescription
    ///     // "419kB of 5.4MB (50kB/s) — 1m 37s remaining"
    ///     formatter.format(snapshot, columns: 35).additionalDescription
    ///     // "419kB of 5.4MB — 1m 37s remaining"
    ///     formatter.format(snapshot, columns: 20).additionalDescription
    ///     // "419 kB of 5.4 MB"
    ///
    /// Each line is tried, in this order, until it fits:
    /// 1. in the formatter's unit width, then each narrower one (wide, short, narrow);
    /// 2. with parts left out, each form again in the widest width it fits in: the file name
    ///    shortened in the middle (to 16 characters at least), then left out ("Downloading
    ///    files…"), then the verb alone ("Downloading…"); the rate, then the time remaining;
    ///    then, so that a status ("paused", "failed", "done in 14s", "estimating time
    ///    remaining…") is never lost while it fits, the total ("22.6 MB — paused"), then the
    ///    amounts ("Paused") — but "estimating", which only says the time remaining is not
    ///    known yet, gives way to the amounts ("6.3 MB of 89.1 MB") instead; a narrower width
    ///    whose duration words are in Latin letters where the formatter's own are not
    ///    (Japanese narrow "7s" beside "7 秒") writes no time remaining;
    /// 3. the short description, or the additional description without speed and time
    ///    remaining, cut after the last whole word that fits (by ICU's word rules, so also in Japanese,
    ///    Chinese and Thai), with "…" — never inside a part ("5.4 MB", a file name), never
    ///    inside a word or a number, and with any bidi isolate it opened closed.
    ///
    /// A line that fits as it is comes back exactly as ``format(_:)`` gives it. The parts of
    /// the fitted lines (`ProgressText.parts`) are those of the text shown. Fitting a line that
    /// does not fit renders it again in other forms: a few times the cost of ``format(_:)``.
    /// Fewer than one column fits nothing: both lines are empty.
    public func format(_ snapshot: ProgressSnapshot, columns: Int) -> ProgressText {
        fitted(format(snapshot), snapshot: snapshot, columns: columns)
    }

    /// `text` (the full text of `snapshot`) with each line fitted to `columns`.
    func fitted(_ text: ProgressText, snapshot: ProgressSnapshot, columns: Int) -> ProgressText {
        guard columns >= 1 else { return ProgressText(description: "", additionalDescription: "") }
        let limit = columns
        let description = DisplayWidth.columns(of: text.description) <= limit
            ? MessageRenderer.RenderedLine(text.description, text.descriptionParts) : fittedDescription(snapshot, columns: limit)
        let additional = DisplayWidth.columns(of: text.additionalDescription) <= limit
            ? MessageRenderer.RenderedLine(text.additionalDescription, text.additionalDescriptionParts)
            : fittedAdditionalDescription(snapshot, columns: limit)
        return ProgressText(description: description.text, descriptionParts: description.parts,
                            additionalDescription: additional.text, additionalDescriptionParts: additional.parts)
    }

    /// The unit widths tried, the formatter's own first.
    private var widthsToTry: [UnitWidth] {
        switch unitWidth {
        case .spelledOut: [.spelledOut, .wide, .short, .narrow]
        case .wide: [.wide, .short, .narrow]
        case .short: [.short, .narrow]
        case .narrow: [.narrow]
        }
    }

    private func fits(_ line: MessageRenderer.RenderedLine, _ columns: Int) -> Bool {
        DisplayWidth.columns(of: line.text) <= columns
    }

    /// The most of the additional description that fits, each form in the widest units it
    /// fits in: the whole line, then without the rate, then without the time remaining, then a
    /// status with the completed amount, then the status alone — or, for "estimating", which
    /// only says that the time remaining is not known yet, the amounts without it — last the
    /// narrowest of these cut after a whole word.
    private func fittedAdditionalDescription(_ snapshot: ProgressSnapshot, columns: Int) -> MessageRenderer.RenderedLine {
        let renderers = widthsToTry.map { narrowerRenderers.renderer(renderer, in: $0) }
        // A narrower width whose duration words bring Latin letters into a line whose own have
        // none (Japanese narrow "残り 7s" beside "残り 7 秒") writes no duration: parts go first.
        let ownLatin = renderer.numbers.durationWordsHaveLatinLetters
        let foreignDurations = renderers.map { !ownLatin && $0.numbers.durationWordsHaveLatinLetters }
        // The widest rendering of `plan` that fits, and the narrowest tried.
        var line = MessageRenderer.RenderedLine("", PartList())
        func widest(_ plan: (UnitWidth) -> PlannedText?) -> MessageRenderer.RenderedLine? {
            for (index, renderer) in renderers.enumerated() {
                guard let planned = plan(renderer.numbers.width),
                      !(foreignDurations[index] && planned.holdsDuration) else { continue }
                line = renderer.line(planned)
                if fits(line, columns) { return line }
            }
            return nil
        }
        var reduced = snapshot
        let leaveOut: [(inout ProgressSnapshot) -> Void] = [
            { _ in },
            { $0.throughput = nil },
            { $0.estimatedTimeRemaining = nil },
        ]
        for leave in leaveOut {
            leave(&reduced)
            if let fitted = widest({ AdditionalDescriptionPlanner.plan(reduced, width: $0) }) { return fitted }
        }
        let estimating = reduced.status == .estimating && Moment(reduced) == .running
        let unfitted = line
        // A status stays while it fits: with the completed amount, then alone (estimating:
        // with the amount only).
        let forms = Dictionary(renderers.map {
            ($0.numbers.width, AdditionalDescriptionPlanner.statusKeepingForms(reduced, width: $0.numbers.width))
        }, uniquingKeysWith: { first, _ in first })
        let formCount = estimating ? min(forms[unitWidth]?.count ?? 0, 1) : forms[unitWidth]?.count ?? 0
        for index in 0..<formCount {
            if let fitted = widest({ width in forms[width].flatMap { index < $0.count ? $0[index] : nil } }) { return fitted }
        }
        if estimating {
            reduced.status = nil
            if let fitted = widest({ AdditionalDescriptionPlanner.plan(reduced, width: $0) }) { return fitted }
            return cut(line, to: columns, locale: renderers[renderers.count - 1].numbers.locale)
        }
        return cut(unfitted, to: columns, locale: renderers[renderers.count - 1].numbers.locale)
    }

    private func fittedDescription(_ snapshot: ProgressSnapshot, columns: Int) -> MessageRenderer.RenderedLine {
        var line = renderer.description(of: snapshot)
        if snapshot.kind == .file, let name = ProgressText.fileName(in: line) {
            // The longest shortened name whose line fits: a longer name never makes a narrower
            // line, so a binary search over the lengths finds it (a name's characters are not
            // its columns: a CJK character takes two).
            var low = Self.shortestName
            var high = name.count - 1
            var longest: MessageRenderer.RenderedLine?
            while low <= high {
                let length = (low + high) / 2
                let candidate = renderer.line(DescriptionPlanner.plan(snapshot, nameLength: length))
                if fits(candidate, columns) {
                    longest = candidate
                    low = length + 1
                } else {
                    high = length - 1
                }
            }
            if let longest { return longest }
            var unnamed = snapshot
            unnamed.fileURL = nil
            unnamed.fileDisplayName = nil
            line = renderer.line(DescriptionPlanner.plan(unnamed))
            if fits(line, columns) { return line }
        }
        if snapshot.kind == .file {
            // The verb alone ("Herunterladen…") before anything is cut: a cut after a whole word
            // is still a fragment where the verb comes last ("Dateien werden…").
            let short = renderer.line(DescriptionPlanner.plan(snapshot, short: true))
            if fits(short, columns) { return short }
            line = short
        }
        return cut(line, to: columns, locale: renderer.numbers.locale)
    }

    /// The shortest a file name is shortened to before it is left out.
    static let shortestName = 16

    /// `line` cut after its last whole word that fits in `columns` with "…", at a word end
    /// outside every part; the isolates it opened are closed. Just "…" when no word fits.
    ///
    /// Linear in the line: the columns and the isolates of every prefix that ends a character
    /// are counted in one pass, so each word end is weighed in constant time (it once measured
    /// the whole prefix again at every word end: 10 s for a 45 KB message).
    private func cut(_ line: MessageRenderer.RenderedLine, to columns: Int, locale: String) -> MessageRenderer.RenderedLine {
        let utf8 = Array(line.text.utf8)
        let parts = line.parts
        // At each UTF-8 offset that ends a character: the columns before it and the isolates
        // left open there.
        var prefixColumns = [Int?](repeating: nil, count: utf8.count + 1)
        var prefixOpen = [Int](repeating: 0, count: utf8.count + 1)
        prefixColumns[0] = 0
        var offset = 0, width = 0, open = 0
        for character in line.text {
            width += DisplayWidth.columns(of: character)
            for scalar in character.unicodeScalars {
                if (0x2066...0x2068).contains(scalar.value) { open += 1 } else if scalar.value == 0x2069 { open -= 1 }
            }
            offset += character.utf8.count
            prefixColumns[offset] = width
            prefixOpen[offset] = open
        }
        // Parts sorted by start, so "inside a part" is one look per word end.
        let spans = (0..<parts.count).map { (Int(parts[$0].start), Int(parts[$0].end)) }
        var insidePart = [Bool](repeating: false, count: utf8.count + 1)
        for (start, end) in spans where start < end {
            for position in (start + 1)..<min(end, utf8.count + 1) { insidePart[position] = true }
        }
        for end in ICUWordBoundaries.wordEnds(in: line.text, locale: locale).reversed() {
            guard end >= 0, end <= utf8.count, !insidePart[end] else { continue }
            // "…" takes one column; the closing isolates none.
            guard let before = prefixColumns[end], before + 1 <= columns else { continue }
            var kept = String(decoding: utf8[..<end], as: UTF8.self)
            kept += String(repeating: "\u{2069}", count: max(prefixOpen[end], 0)) + "…"
            var keptParts = PartList()
            for index in 0..<parts.count where Int(parts[index].end) <= end {
                keptParts.append(parts[index].field, Int(parts[index].start)..<Int(parts[index].end))
            }
            return MessageRenderer.RenderedLine(kept, keptParts)
        }
        return MessageRenderer.RenderedLine(columns >= 1 ? "…" : "", PartList())
    }
}

extension ProgressText {
    /// The file name a rendered description shows, if it marks one.
    static func fileName(in line: MessageRenderer.RenderedLine) -> String? {
        for index in 0..<line.parts.count where line.parts[index].field == .fileName {
            let utf8 = Array(line.text.utf8)
            let start = Int(line.parts[index].start)
            let end = Int(line.parts[index].end)
            guard start >= 0, start <= end, end <= utf8.count else { return nil }
            return String(decoding: utf8[start..<end], as: UTF8.self)
                .trimmingCharacters(in: ["\u{2068}", "\u{2069}"])
        }
        return nil
    }
}

extension PlannedText {
    /// Whether the text writes a duration ("7 seconds remaining", "done in 14s").
    fileprivate var holdsDuration: Bool {
        switch self {
        case .empty: false
        case .message(let message), .sentenceStart(let message, _): message.holdsDuration
        case .value(let value, _): value.holdsDuration
        }
    }
}

extension PlannedMessage {
    fileprivate var holdsDuration: Bool {
        arguments.values.contains { $0.holdsDuration }
    }
}

extension PlannedValue {
    fileprivate var holdsDuration: Bool {
        switch self {
        case .duration: true
        case .measure(let measure): if case .duration = measure.unit { true } else { false }
        case .message(let message): message.holdsDuration
        default: false
        }
    }
}

extension ProgressTextStream {
    /// The two lines for `snapshot`, each fitted to `columns` terminal columns, as
    /// ``ProgressTextFormatter/format(_:columns:)`` fits them: a live bar's text for one
    /// operation, redrawn in a terminal of any width.
    ///
    ///     let stream = ProgressTextStream(try ProgressTextFormatter(locale: "en"))
    ///     stream.format(snapshot, columns: 45).additionalDescription
    ///     // "419kB of 5.4MB (50kB/s) — 1m 37s remaining"
    ///
    /// The text is always exactly the formatter's for the same snapshot and width; the stream
    /// keeps the cost of the full description down, as ``format(_:)`` does. A line that fits as
    /// it is costs nothing more than ``format(_:)``.
    public func format(_ snapshot: ProgressSnapshot, columns: Int) -> ProgressText {
        formatter.fitted(format(snapshot), snapshot: snapshot, columns: columns)
    }
}
