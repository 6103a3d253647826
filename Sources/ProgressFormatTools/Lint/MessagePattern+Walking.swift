import ProgressFormat
import ProgressTables

extension MessagePattern {
    /// Every `plural` in the pattern, however deeply nested.
    var plurals: [(name: String, exact: MessageVariants<Int64>, cases: MessageVariants<String>)] {
        var result: [(String, MessageVariants<Int64>, MessageVariants<String>)] = []
        Self.walk(nodes) { node in
            if case .plural(let name, _, let exact, let cases) = node {
                result.append((name, exact, cases))
            }
        }
        return result
    }

    /// Every literal text piece in the pattern.
    var texts: [String] {
        var result: [String] = []
        Self.walk(nodes) { node in
            if case .text(let text) = node { result.append(text) }
        }
        return result
    }

    /// The text right before and right after each use of `{name}`, within its own variant
    /// ("“" and "”…" around `{fileName}` in `Downloading “{fileName}”…`).
    func neighbours(of name: String) -> [(before: String, after: String)] {
        var result: [(String, String)] = []
        func visit(_ nodes: [MessageNode], depth: Int) {
            guard depth <= Self.maximumNesting else { return }
            for (index, node) in nodes.enumerated() {
                switch node {
                case .argument(let argument) where argument == name:
                    let before = index > 0 ? Self.textOf(nodes[index - 1]) : ""
                    let after = index + 1 < nodes.count ? Self.textOf(nodes[index + 1]) : ""
                    result.append((before, after))
                case .select(_, let cases):
                    cases.keys.sorted().forEach { cases[$0].map { visit($0, depth: depth + 1) } }
                case .plural(_, _, let exact, let cases):
                    cases.keys.sorted().forEach { cases[$0].map { visit($0, depth: depth + 1) } }
                    exact.keys.sorted().forEach { exact[$0].map { visit($0, depth: depth + 1) } }
                default:
                    break
                }
            }
        }
        visit(nodes, depth: 0)
        return result
    }

    /// Whether `nodes` show the number of the plural argument `name` (`#` or `{name}`),
    /// not counting nested plurals over other arguments' `#`.
    static func showsNumber(_ nodes: [MessageNode], of name: String) -> Bool {
        var shows = false
        walk(nodes, enteringPlurals: false) { node in
            switch node {
            case .pound: shows = true
            case .argument(let argument) where argument == name: shows = true
            default: break
            }
        }
        return shows
    }

    private static func textOf(_ node: MessageNode) -> String {
        if case .text(let text) = node { return text }
        return ""
    }

    /// Calls `visit` on every node, depth first. Like every walk over a pattern, it goes no
    /// deeper than the parser lets a pattern nest (``MessagePattern/maximumNesting``).
    static func walk(
        _ nodes: [MessageNode], enteringPlurals: Bool = true, depth: Int = 0, _ visit: (MessageNode) -> Void
    ) {
        guard depth <= maximumNesting else { return }
        for node in nodes {
            visit(node)
            switch node {
            case .select(_, let cases):
                for key in cases.keys.sorted() {
                    walk(cases[key] ?? [], enteringPlurals: enteringPlurals, depth: depth + 1, visit)
                }
            case .plural(_, _, let exact, let cases) where enteringPlurals:
                for key in cases.keys.sorted() { walk(cases[key] ?? [], depth: depth + 1, visit) }
                for key in exact.keys.sorted() { walk(exact[key] ?? [], depth: depth + 1, visit) }
            default:
                break
            }
        }
    }
}
