import Synchronization

/// The plural category of each count below 1,000 in one locale ("21 файл" is `one` in Russian),
/// as ICU selects it for the count as displayed, asked of ICU the first time that count needs
/// it and kept: a stream's plural counts (files, the leading unit of a time remaining) come back
/// to the same small numbers, and each selection is otherwise a format and a rule evaluation
/// inside ICU (in Arabic a print and a re-parse of the number).
///
/// Lock-free: one atomic byte per count (0 while not yet asked); two threads that ask at once
/// both ask ICU and store the same answer.
final class SmallCountCategories: Sendable {
    /// The counts kept are below this.
    static var limit: Int { 1_000 }
    /// For each count: 0 while not asked, else its category's raw value plus one.
    private let entries: InlineArray<1_000, Atomic<UInt8>> = InlineArray { _ in Atomic(0) }

    /// The category of `value` (0 ≤ `value` < ``limit``), selected by `select` the first time;
    /// `nil` if `select` fails (nothing is kept then) or `value` is out of range.
    func category(of value: Int, select: () -> PluralCategory?) -> PluralCategory? {
        guard value >= 0, value < Self.limit else { return nil }
        let stored = entries[value].load(ordering: .relaxed)
        if stored != 0 { return PluralCategory(rawValue: stored - 1) }
        guard let category = select() else { return nil }
        entries[value].store(category.rawValue + 1, ordering: .relaxed)
        return category
    }
}
