/// A unit a duration is shown in.
@usableFromInline package enum DurationUnit: String, CaseIterable, Hashable, Sendable {
    case day, hour, minute, second

    /// Seconds in one of this unit.
    package var seconds: Int64 {
        switch self {
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }
}
