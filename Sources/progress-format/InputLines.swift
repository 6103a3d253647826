import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a file or of standard input, read as they arrive, in bounded memory.
///
///     var lines = try InputLines(path: "-")        // standard input
///     while let event = try lines.next() {
///         switch event {
///         case .line(let number, let bytes): …     // without its "\n" (or "\r\n")
///         case .tooLong(let number): …             // reported once, the rest of it skipped
///         }
///     }
///
/// Each `read(2)` returns what is there, so a line is handed on as soon as its newline
/// arrives — a program can write a line and wait for the answer. A line longer than
/// ``maximumLength`` bytes is reported when it grows past the limit, and skipped up to its
/// newline; memory never holds more than one line and one read.
struct InputLines {
    /// What the reader finds.
    enum Event: Equatable {
        /// Line `number` (from 1), without its line end.
        case line(number: Int, bytes: [UInt8])
        /// Line `number` is longer than ``InputLines/maximumLength`` bytes; it is skipped.
        case tooLong(number: Int)
    }

    /// A failure to open or read the input, worded for an `error:` line.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The longest line read, in bytes without its line end: 64 KiB, far more than any
    /// snapshot needs.
    static let maximumLength = 65_536

    private let descriptor: Int32
    private let closesDescriptor: Bool
    private let name: String
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var chunkStart = 0
    private var chunkEnd = 0
    private var pending: [UInt8] = []
    private var lineNumber = 0
    private var skipping = false
    private var atEnd = false

    /// Opens `path`, or standard input for `-`.
    /// - Throws: ``ReadError`` when the file cannot be opened or is a directory.
    init(path: String) throws(ReadError) {
        name = path
        if path == "-" {
            descriptor = STDIN_FILENO
            closesDescriptor = false
        } else {
            let opened = open(path, O_RDONLY)
            guard opened >= 0 else {
                throw ReadError(description: "--input: cannot open '\(path)': \(String(cString: strerror(errno)))")
            }
            var status = stat()
            if fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                close(opened)
                throw ReadError(description: "--input: '\(path)' is a directory")
            }
            descriptor = opened
            closesDescriptor = true
        }
    }

    /// Closes the file (standard input stays open).
    func closeFile() {
        if closesDescriptor {
            _ = close(descriptor)
        }
    }

    /// The next line or problem, `nil` at the end of the input.
    /// - Throws: ``ReadError`` when reading fails.
    mutating func next() throws(ReadError) -> Event? {
        while true {
            if chunkStart < chunkEnd {
                let newline = newlineIndex()
                let end = newline ?? chunkEnd
                let wasSkipping = skipping
                take(chunk[chunkStart..<end])
                chunkStart = newline.map { $0 + 1 } ?? chunkEnd
                // A line is reported too long as soon as it is, not when (if ever) it ends.
                let startsSkipping = skipping && !wasSkipping
                let number = lineNumber + 1
                if newline != nil, let event = finishLine() {
                    return event
                }
                if startsSkipping {
                    return .tooLong(number: number)
                }
                continue
            }
            if atEnd {
                return pending.isEmpty && !skipping ? nil : finishLine()
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(description: "--input: cannot read '\(name)': \(String(cString: strerror(errno)))")
            }
            chunkStart = 0
            chunkEnd = count
            atEnd = count == 0
        }
    }

    /// The index of the next "\n" in the unread part of the chunk (`memchr`: fast even when a
    /// long line is skipped).
    private func newlineIndex() -> Int? {
        let start = chunkStart, count = chunkEnd - chunkStart
        return chunk.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Adds `bytes` to the line being read, or starts skipping it when it grows too long.
    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        guard !skipping else { return }
        if pending.count + bytes.count > Self.maximumLength + 1 {   // + 1: a "\r" before the "\n"
            pending = []
            skipping = true
        } else {
            pending += bytes
        }
    }

    /// Ends the current line: its event, or `nil` when it was skipped (and already reported).
    private mutating func finishLine() -> Event? {
        lineNumber += 1
        defer {
            pending = []
            skipping = false
        }
        if skipping { return nil }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        if pending.count > Self.maximumLength { return .tooLong(number: lineNumber) }
        return .line(number: lineNumber, bytes: pending)
    }
}
