/// What the two progress strings say for one snapshot, before any locale is involved.
///
/// All of Apple's decision rules live in ``DescriptionPlanner`` and
/// ``AdditionalDescriptionPlanner``; this type only pairs their results.
package struct ProgressPlan: Hashable, Sendable {
    /// The plan for `description` ("Downloading 9 files…", "7% completed").
    package var description: PlannedText
    /// The plan for `additionalDescription` ("419 kB of 5.4 MB (50 kB/s) — …").
    package var additionalDescription: PlannedText

    /// Plans both strings for a snapshot, with units of `width`.
    package init(_ snapshot: ProgressSnapshot, width: TextWidth = .wide) {
        description = DescriptionPlanner.plan(snapshot)
        additionalDescription = AdditionalDescriptionPlanner.plan(snapshot, width: width)
    }
}
