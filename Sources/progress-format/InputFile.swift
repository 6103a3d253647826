import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file `render --input` reads, or standard input, in pieces as they arrive.
///
///     var file = try InputFile(path: "-")            // standard input
///     defer { file.closeFile() }
///     while try file.readNext({ bytes in reader.read(bytes, answer) }) {}
///
/// Each `read(2)` hands on what is there, so a line is answered as soon as it arrives — a
/// program can write a line and wait for the answer. Memory holds one piece of 64 KiB.
struct InputFile {
    /// A failure to open or read the input, worded for an `error:` line.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    private let closesDescriptor: Bool
    private let name: String
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// Opens `path`, or standard input for `-`.
    /// - Throws: ``ReadError`` when the file cannot be opened or is a directory.
    init(path: String) throws(ReadError) {
        name = path
        if path == "-" {
            descriptor = STDIN_FILENO
            closesDescriptor = false
            return
        }
        let opened = open(path, O_RDONLY | O_CLOEXEC)
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

    /// Closes the file (standard input stays open).
    func closeFile() {
        if closesDescriptor {
            _ = close(descriptor)
        }
    }

    /// Reads the next piece and hands it to `body`; `false` at the end of the input.
    /// - Throws: ``ReadError`` when reading fails, or what `body` throws.
    mutating func readNext(_ body: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(description: "--input: cannot read '\(name)': \(String(cString: strerror(errno)))")
            }
            if count == 0 { return false }
            try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            return true
        }
    }
}
