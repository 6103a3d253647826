/// A message's named arguments: at most a handful, so a small array searched by name beats a
/// dictionary on the per-update path (every name fits Swift's 15-byte small-string form, so
/// comparing names costs no hashing and no allocation). Order does not matter for equality.
package struct ArgumentList: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var entries: [PlannedArgument] = []

    package init(arrayLiteral elements: PlannedArgument...) {
        // Planning names each argument once; a repeated name keeps the last value, as `set` does.
        var unique = true
        elements.withUnsafeBufferPointer { buffer in
            for later in buffer.indices {
                // In place (no copy of either argument), the lengths first (no call into the
                // string runtime for names of different lengths, the usual case).
                let name = buffer[later].name
                for earlier in 0..<later where buffer[earlier].name.utf8.count == name.utf8.count && buffer[earlier].name == name {
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
    package func argument(named name: String) -> PlannedArgument? {
        for entry in entries where entry.name == name {
            return entry
        }
        return nil
    }

    /// Calls `body` with the argument named `name` in place (no copy of it, and of the values
    /// it holds, is made) and returns what it returns; `nil` if there is no such argument.
    package func withArgument<Result>(named name: String, _ body: (PlannedArgument) -> Result) -> Result? {
        for index in entries.indices where entries[index].name == name {
            return body(entries[index])
        }
        return nil
    }

    /// Every argument's value, in the order they were added.
    package var values: [PlannedValue] { entries.map(\.value) }

    /// The value named `name`, if any.
    package subscript(name: String) -> PlannedValue? {
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
