import ProgressFormat
import ProgressPlanning

// The planners read a snapshot's facts (`snapshot.facts`); the tests hand them snapshots, as
// the formatter does.

extension DescriptionPlanner {
    static func plan(_ snapshot: ProgressSnapshot, nameLength: Int? = nil) -> PlannedText {
        plan(snapshot.facts, nameLength: nameLength)
    }
}

extension AdditionalDescriptionPlanner {
    static func plan(_ snapshot: ProgressSnapshot, width: UnitWidth = .wide) -> PlannedText {
        plan(snapshot.facts, width: width)
    }
}

extension DescriptionFacts {
    convenience init(_ snapshot: ProgressSnapshot) {
        self.init(snapshot.facts)
    }

    func describe(_ snapshot: ProgressSnapshot) -> Bool {
        describe(snapshot.facts)
    }
}
