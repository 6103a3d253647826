#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``ProgressTerminal`` writes: a file descriptor (standard error by default, as
/// indicatif and tqdm write), or a test's fake.
///
///     let terminal = ProgressTerminal(formatter: formatter, output: FileDescriptorOutput.standardOutput)
public protocol TerminalOutput: Sendable {
    /// Whether the output is a terminal (`isatty`): bars are redrawn in place only there.
    var isTerminal: Bool { get }
    /// The terminal's width in columns now (`ioctl(TIOCGWINSZ)`), `nil` when it does not say.
    var columns: Int? { get }
    /// Writes `text`, UTF-8, now (no buffering: a redraw must reach the screen).
    func write(_ text: String)
}

/// A file descriptor as a ``TerminalOutput``: `isatty` and `TIOCGWINSZ` on that descriptor,
/// `write(2)` until everything is written (a write error — a closed pipe, a full disk — drops
/// the text: a progress display never ends a program).
public struct FileDescriptorOutput: TerminalOutput {
    /// The descriptor written to.
    public let descriptor: Int32
    /// Whether the descriptor was a terminal when the output was made.
    public let isTerminal: Bool

    /// An output to `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    /// Standard error (descriptor 2), where progress bars go by default.
    public static var standardError: FileDescriptorOutput { FileDescriptorOutput(descriptor: 2) }
    /// Standard output (descriptor 1).
    public static var standardOutput: FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }

    public var columns: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, start + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}

/// `write(2)`, named apart from ``FileDescriptorOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
