import ArgumentParser

/// `--channel`: where the text goes.
enum OutputChannel: String, ExpressibleByArgument, CaseIterable {
    /// Two lines under a bar, redrawn.
    case terminal
    /// One self-contained line for a log or a pipe.
    case log
    /// What a screen reader says, and its short value.
    case speech
}
