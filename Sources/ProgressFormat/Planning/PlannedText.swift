package import ProgressTables

/// What one of the two output strings says.
package enum PlannedText: Hashable, Sendable {
    /// Nothing: the string is `""`, as Foundation returns when it has nothing to say.
    case empty
    /// A sentence from the string table.
    case message(PlannedMessage)
    /// A bare value with no words around it ("50 kB/s"), becoming the given part of the line.
    case value(PlannedValue, field: ProgressText.Field?)
    /// A sentence that starts the line with a phrase the tables write for the middle of one
    /// ("noch 2 Stunden", "paused"): its first letter is capitalized by the locale's rules
    /// ("Noch 2 Stunden", "Paused"; Turkish "İ", Dutch "IJ"), where the script has case.
    case sentenceStart(PlannedMessage, field: ProgressText.Field?)
}

/// A message key with its named arguments: one sentence, not yet in any language.
package struct PlannedMessage: Hashable, Sendable {
    /// Which message of the string table.
    package var key: MessageKey
    /// The values of its placeholders, by name.
    package var arguments: ArgumentList

    package init(_ key: MessageKey, _ arguments: ArgumentList = []) {
        self.key = key
        self.arguments = arguments
    }
}

/// One named argument of a planned message: its value, and which part of the output line its
/// text becomes (`nil` for words that are no part of their own, such as a `select` keyword).
package struct PlannedArgument: Hashable, Sendable {
    /// The placeholder it fills.
    package var name: ArgumentName
    /// The decided value.
    package var value: PlannedValue
    /// The part of the line the formatted value becomes.
    package var field: ProgressText.Field?

    package init(_ name: ArgumentName, _ value: PlannedValue, field: ProgressText.Field? = nil) {
        self.name = name
        self.value = value
        self.field = field
    }
}

/// A message's named arguments: at most a handful, so a small array searched by name (one byte
/// each) beats a dictionary on the per-update path. Order does not matter for equality.
package struct ArgumentList: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var entries: [PlannedArgument] = []

    package init(arrayLiteral elements: PlannedArgument...) {
        // Planning names each argument once; a repeated name keeps the last value, as `set` does.
        var unique = true
        for later in elements.indices {
            for earlier in 0..<later where elements[earlier].name == elements[later].name {
                unique = false
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

/// A value a message shows, fully decided but not yet formatted in any locale.
///
/// Planning decides *what* each value is — a grouped count, a floored percent, a byte count in
/// the unit and digits it is shown with, a duration split into its units — so the number model
/// only writes a decided number in a locale's digits and words.
package enum PlannedValue: Hashable, Sendable {
    /// A count of things, shown as a grouped integer ("5,356,456"); can drive a plural.
    case count(Int64)
    /// A whole percentage, already floored ("7%").
    case percent(Int64)
    /// A plain decimal number, its digits decided (the "9.22" of "9.22 EB").
    case number(PlannedDecimal)
    /// A number in a unit, with the precision and unit width it is shown with ("5.4 MB",
    /// "50 kB/s", "37 seconds").
    case measure(PlannedMeasure)
    /// A duration already split into its displayed units ("1 minute, 37 seconds").
    case duration(PlannedDuration)
    /// A file's display name, already made safe: user text shown as is (bidi-isolated where
    /// needed).
    case fileName(String)
    /// A keyword for a `select` argument ("downloading").
    case keyword(String)
    /// A whole sentence nested into another ("{progress} — {timeRemaining}"), such as the
    /// exabyte message a huge byte count becomes.
    case message(PlannedMessage)
    /// A line already written in the locale, nested into a message that joins lines (a log
    /// line's description, without its final ellipsis).
    case text(String)
}
