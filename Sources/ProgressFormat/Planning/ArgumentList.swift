package import ProgressTables

/// A message's named arguments: at most a handful, so a small array searched by name (one byte
/// each) beats a dictionary on the per-update path. Order does not matter for equality.
package struct ArgumentList: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var entries: [PlannedArgument] = []

    package init(arrayLiteral elements: PlannedArgument...) {
        // Planning names each argument once; a repeated name keeps the last value, as `set` does.
        var unique = true
        elements.withUnsafeBufferPointer { buffer in
            // In place: no copy of either argument.
            for later in buffer.indices {
                for earlier in 0..<later where buffer[earlier].name == buffer[later].name {
                    unique = false
                }
            }
        }
        if unique {
            entries = elements
        } else {
            for element in elements {
                set(element)
            }
        }
    }

    /// The argument named `name`, if any.
    package func argument(named name: ArgumentName) -> PlannedArgument? {
        for entry in entries where entry.name == name {
            return entry
        }
        return nil
    }

    /// Calls `body` with the argument named `name` in place (no copy of it, and of the values
    /// it holds, is made) and returns what it returns; `nil` if there is no such argument.
    func withArgument<Result>(named name: ArgumentName, _ body: (PlannedArgument) -> Result) -> Result? {
        for index in entries.indices where entries[index].name == name {
            return body(entries[index])
        }
        return nil
    }

    /// Every argument, in the order they were added.
    package var all: [PlannedArgument] { entries }

    /// Every argument's value, in the order they were added.
    package var values: [PlannedValue] { entries.map(\.value) }

    /// The value named `name`, if any.
    package subscript(name: ArgumentName) -> PlannedValue? {
        argument(named: name)?.value
    }

    /// Adds `argument`, replacing one of the same name.
    package mutating func set(_ argument: PlannedArgument) {
        if let index = entries.firstIndex(where: { $0.name == argument.name }) {
            entries[index] = argument
        } else {
            entries.append(argument)
        }
    }

    package static func == (lhs: ArgumentList, rhs: ArgumentList) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs.argument(named: $0.name) == $0 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
    }
}
