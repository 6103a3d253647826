import ProgressFormatTerminal

/// Standard output as the terminal product writes to it: a terminal or not and its width as
/// descriptor 1 says, each write through ``StandardStreams/writeOutput(_:)`` — so a write error
/// (a full disk, a closed pipe) ends the command with one `error:` line and status 2, as every
/// command's output does.
struct StandardOutput: TerminalOutput {
    private let descriptor = FileDescriptorOutput.standardOutput

    var isTerminal: Bool { descriptor.isTerminal }
    var columns: Int? { descriptor.columns }

    func write(_ text: String) {
        StandardStreams.writeOutput(text)
    }
}
