internal import ProgressTables

extension MeasureUnit {
    /// The precisions a number in this unit is shown with (see ``ByteCountPlanner``): bytes and
    /// kilobytes whole, megabytes with one fraction digit, larger units with two; a rate under
    /// 1 kB/s with up to three fraction digits (its first digit that is not zero); durations whole.
    package var shownPrecisions: [MeasurePrecision] {
        switch self {
        case .bytes(let unit): [ByteCountPlanner.precision(unit)]
        case .bytesPerSecond(.kilobyte): [.integer, ByteCountPlanner.slowRatePrecision]
        case .bytesPerSecond(let unit): [ByteCountPlanner.precision(unit)]
        case .duration: [.integer]
        }
    }

    /// Every format planning can ask for in this unit in wide text (a kB/s rate has two: whole
    /// numbers, and one optional fraction digit under 1 kB/s).
    package var plannedFormats: [PlannedMeasure.Format] {
        shownPrecisions.map { PlannedMeasure.Format(unit: self, precision: $0, width: UnitWidth.wide.unitWidth(for: self)) }
    }
}
