import Foundation
import ProgressFormat

/// How a terminal lays out one operation's redraw: two lines of text with a bar between them,
/// or one line led by a short bar; colours where the terminal takes them.
///
///     Downloading “photos.zip”…                        (the description)
///     ████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░  7%   (the bar; from the right in Arabic)
///     419 kB of 5.4 MB (50 kB/s) — 1 minute, 37 seconds remaining
///
///     ███░░░░░░░  30% Downloading a.zip: 1.5 MB of 5.0 MB — 7s left   (one line each, several operations)
struct BarLayout {
    let formatter: ProgressTextFormatter
    let style: ProgressBar.Style
    let colors: Bool
    let maximumCells: Int
    /// Percentages written so far, by value.
    var percents: [Int: String]

    /// The cells of the bar in a line with a percentage.
    static let oneLineCells = 10

    /// The description, the bar (when the fraction is known) and the details, each fitted to
    /// `columns`; empty lines left out.
    mutating func twoLines(_ redraw: ProgressRedraw, columns: Int) -> [String] {
        let text = redraw.text(columns: columns)
        var lines: [String] = []
        if !text.description.isEmpty { lines.append(coloured(text, .description, status: redraw.snapshot.status)) }
        if let fraction = redraw.fraction {
            lines.append(bar(fraction, direction: redraw.direction, cells: min(maximumCells, columns - percentColumns - 1),
                             columns: columns))
        }
        if !text.additionalDescription.isEmpty {
            lines.append(coloured(text, .additionalDescription, status: redraw.snapshot.status))
        }
        return lines
    }

    /// One line: a short bar and the percentage (when the fraction is known and they leave
    /// room), then the description and details together, fitted to what is left.
    mutating func oneLine(_ redraw: ProgressRedraw, columns: Int) -> [String] {
        let barColumns = Self.oneLineCells + 1 + percentColumns
        guard let fraction = redraw.fraction, columns - barColumns - 1 >= 20 else {
            return [redraw.line(columns: columns)]
        }
        return [bar(fraction, direction: redraw.direction, cells: Self.oneLineCells, columns: columns) + " "
                + redraw.line(columns: columns - barColumns - 1)]
    }

    /// The bar and its percentage: the percentage after the bar, or before it where the text
    /// runs right to left; padded to the widest percentage, so the line keeps its width. With
    /// no room for a cell, the percentage alone (cut to `columns` if even it does not fit).
    mutating func bar(_ fraction: Double, direction: Locale.LanguageDirection, cells: Int, columns: Int) -> String {
        let percent = percentText(fraction)
        guard cells > 0 else { return DisplayWidth.truncate(percent, toColumns: columns) }
        let padding = String(repeating: " ", count: max(0, percentColumns - DisplayWidth.columns(of: percent)))
        let parts = ProgressBar(cells: cells, style: style).split(fraction: fraction)
        let empty = colors ? Escape.styled(parts.empty, "2") : parts.empty
        return direction == .rightToLeft
            ? percent + padding + " " + empty + parts.filled
            : parts.filled + empty + " " + padding + percent
    }

    /// The columns the widest percentage takes ("100%", "100 %").
    var percentColumns: Int {
        DisplayWidth.columns(of: formatter.percent(1) ?? "100%")
    }

    /// The percentage of `fraction` as the sentences write it, floored.
    mutating func percentText(_ fraction: Double) -> String {
        let value = Int((min(1, max(0, fraction.isFinite ? fraction : 0)) * 100).rounded(.down))
        if let known = percents[value] { return known }
        let text = OutputPolicy.terminal(formatter.percent(fraction) ?? "\(value)%")
        percents[value] = text
        return text
    }

    /// `line` of `text` with a colour around each of its parts, when colours are on.
    func coloured(_ text: ProgressText, _ line: ProgressText.Line, status: ProgressSnapshot.Status?) -> String {
        guard colors else { return text[line] }
        let bytes = Array(text[line].utf8)
        var result = ""
        var position = 0
        for part in text.parts where part.line == line && part.utf8Offsets.lowerBound >= position {
            let range = part.utf8Offsets.clamped(to: 0..<bytes.count)
            result += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
            result += Escape.styled(String(decoding: bytes[range], as: UTF8.self), Self.colour(of: part.field, status: status))
            position = range.upperBound
        }
        return result + String(decoding: bytes[position...], as: UTF8.self)
    }

    /// The SGR parameters of a field: what is done in bold cyan, totals in cyan, the speed in
    /// green, the time remaining in yellow, names in magenta, a status by its weight.
    static func colour(of field: ProgressText.Field, status: ProgressSnapshot.Status?) -> String {
        switch field {
        case .percent, .completedBytes, .completedCount, .completedFileCount: "1;36"
        case .totalBytes, .totalCount, .totalFileCount, .fileCount: "36"
        case .throughput: "32"
        case .timeRemaining: "33"
        case .fileName: "35"
        case .status:
            switch status {
            case .cancelled?, .failed?: "1;31"
            case .paused?, .stalled?: "33"
            default: "2"
            }
        }
    }
}
