internal import ProgressTables

extension NumberModel {
    /// Whether the words of a duration unit hold a Latin letter (A–Z, a–z). CLDR 42's Japanese
    /// and Persian narrow durations do ("残り 7s", "۱m ۳۷s"), where their wider ones do not
    /// ("残り 7 秒"): fitting a line to a terminal does not narrow a line into them
    /// (``ProgressTextFormatter/format(_:columns:)``).
    var durationWordsHaveLatinLetters: Bool {
        for (index, unit) in MeasureUnit.allCases.enumerated() {
            guard case .duration = unit, index < units.count else { continue }
            for category in 0..<6 {
                let pattern = units[index].patterns[category]
                for span in [pattern.prefix, pattern.suffix] {
                    let end = Int(span.start) + Int(span.count)
                    guard span.count > 0, end <= words.bytes.count else { continue }
                    if words.bytes[Int(span.start)..<end].contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
                        return true
                    }
                }
            }
        }
        return false
    }
}
