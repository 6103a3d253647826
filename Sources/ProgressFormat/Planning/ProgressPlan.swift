/// What the two progress strings say for one snapshot, before any locale is involved.
///
/// All of Apple's decision rules live in ``DescriptionRule`` and ``AdditionalDescriptionRule``;
/// this type only pairs their results.
struct ProgressPlan: Hashable, Sendable {
    /// The plan for `description` ("Downloading 9 files…", "7% completed").
    var description: PlannedText
    /// The plan for `additionalDescription` ("419 kB of 5.4 MB (50 kB/s) — …").
    var additionalDescription: PlannedText

    /// Plans both strings for a snapshot.
    init(_ snapshot: ProgressSnapshot) {
        description = DescriptionRule.plan(snapshot)
        additionalDescription = AdditionalDescriptionRule.plan(snapshot)
    }
}
