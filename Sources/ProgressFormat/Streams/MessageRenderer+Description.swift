
extension MessageRenderer {
    /// The first line of `snapshot`, planned and rendered: what a description memory remembers,
    /// and what is rendered when no memory can be used.
    func description(of snapshot: ProgressSnapshot) -> Line {
        line(DescriptionPlanner.plan(snapshot))
    }
}
