import ProgressFormat
import ProgressTables

/// The top of a review sheet, and one row of the index: how many messages are in each review
/// state, which are stale, which fail lint, which show the source text instead.
package struct ReviewSummary: Hashable, Sendable {
    /// One review state and how many messages are in it.
    package struct StateCount: Hashable, Sendable {
        /// The state as shown ("needs-review", "no state").
        package var label: String
        /// The style class of the state ("state-needs-review").
        package var styleClass: String
        /// How many messages are in it.
        package var count: Int
    }

    /// How many messages the source table has.
    package var messageCount: Int
    /// The four review states, always, then "no state", "invalid state", "missing" and
    /// "source" when any message is in them.
    package var states: [StateCount]
    /// Messages whose source changed since they were translated.
    package var staleKeys: [MessageKey]
    /// Messages with a lint error.
    package var failingKeys: [MessageKey]
    /// Messages with only lint warnings.
    package var warnedKeys: [MessageKey]
    /// Messages rendered from another table than this one (missing or broken here).
    package var borrowedKeys: [MessageKey]
    /// Every lint error, the table's own included.
    package var errorCount: Int
    /// Every lint warning, the table's own included.
    package var warningCount: Int

    /// The summary of `messages` in the table `tag`, with the findings that concern no
    /// message (`tableFindings`).
    package init(messages: [ReviewMessage], tag: String, isSource: Bool, tableFindings: [LintFinding]) {
        messageCount = messages.count
        var states = ReviewState.allCases.map { state in
            StateCount(label: state.rawValue, styleClass: ReviewSummary.styleClass(forState: state.rawValue),
                       count: messages.filter { $0.translation != nil && $0.state == state.rawValue }.count)
        }
        let extra: [(String, String, (ReviewMessage) -> Bool)] = [
            ("source", "state-source", { _ in isSource }),
            ("no state", "state-none", { !isSource && $0.translation != nil && $0.state == nil }),
            ("invalid state", "state-invalid", { message in
                message.translation != nil && message.state.map { ReviewState(rawValue: $0) == nil } == true
            }),
            ("missing", "state-missing", { !isSource && $0.translation == nil }),
        ]
        for (label, styleClass, test) in extra {
            let count = messages.filter(test).count
            if count > 0 {
                states.append(StateCount(label: label, styleClass: styleClass, count: count))
            }
        }
        self.states = states
        staleKeys = messages.filter(\.isStale).map(\.key)
        failingKeys = messages.filter { $0.errorCount > 0 }.map(\.key)
        warnedKeys = messages.filter { $0.errorCount == 0 && $0.warningCount > 0 }.map(\.key)
        borrowedKeys = messages.filter { $0.renderedFrom != tag }.map(\.key)
        let tableErrors = tableFindings.filter { $0.severity == .error }.count
        errorCount = messages.map(\.errorCount).reduce(tableErrors, +)
        warningCount = messages.map(\.warningCount).reduce(tableFindings.count - tableErrors, +)
    }

    /// The style class for an `x-state` as written: one of the four states, or `state-invalid`.
    package static func styleClass(forState state: String?) -> String {
        guard let state else { return "state-none" }
        return ReviewState(rawValue: state).map { "state-\($0.rawValue)" } ?? "state-invalid"
    }
}
