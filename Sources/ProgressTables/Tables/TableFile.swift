// Unsafe code here: lstat/fstat/read through the C library, so a table file is checked (a regular
// file, of bounded size) before a byte of it is read — Foundation can neither open it without
// blocking on a FIFO (O_NONBLOCK) nor fstat what it opened. The module's only unsafe file.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import struct Foundation.Data

/// Reads a table file from a directory a translator gave, checking what it is before reading
/// a byte: the one place the store touches the file system to read.
///
/// - A name with nothing behind it is no table (`nil`): the built-in one is used.
/// - Anything but a regular file — a directory, a FIFO, a device such as `/dev/zero` behind a
///   symbolic link, a symbolic link to nothing — is a problem naming the file ("not a regular
///   file (a FIFO)"), never read: a FIFO would block the reader, a device never end.
/// - A file larger than the limit is refused from its size, before it is read; and at most
///   `limit + 1` bytes are ever read, so a file that grows meanwhile cannot either.
///
/// POSIX: `lstat`, `stat`, `open(O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)`, `fstat`, `read`.
package enum TableFile {
    /// The bytes of the file at `path`, or `nil` if there is none.
    /// - Throws: ``ProgressProblem/unreadableTable(file:reason:)`` for anything that is not
    ///   a regular file of at most `limit` bytes, or that cannot be read.
    package static func contents(of path: String, limit: Int) throws(ProgressProblem) -> Data? {
        var status = stat()
        guard unsafe lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadableTable(file: path, reason: "cannot be read (\(errorText()))")
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard unsafe stat(path, &status) == 0 else {
                let reason = errno == ENOENT ? "a symbolic link to nothing" : "a symbolic link that cannot be followed: \(errorText())"
                throw .unreadableTable(file: path, reason: "not a regular file (\(reason))")
            }
        }
        try checkRegular(status, path: path, limit: limit)
        let descriptor = unsafe open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadableTable(file: path, reason: "cannot be read (\(errorText()))")
        }
        defer { close(descriptor) }
        // What was opened may not be what was checked (the file could have been replaced).
        guard unsafe fstat(descriptor, &status) == 0 else {
            throw .unreadableTable(file: path, reason: "cannot be read (\(errorText()))")
        }
        try checkRegular(status, path: path, limit: limit)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
        let chunk = 64 * 1024
        while bytes.count <= limit {
            let wanted = min(chunk, limit + 1 - bytes.count)
            let count = unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: wanted) { buffer -> Int in
                let count = unsafe read(descriptor, buffer.baseAddress, wanted)
                if count > 0 { unsafe bytes.append(contentsOf: buffer[0..<count]) }
                return count
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw .unreadableTable(file: path, reason: "cannot be read (\(errorText()))")
            }
            if count == 0 { break }
        }
        guard bytes.count <= limit else {
            throw .unreadableTable(file: path, reason: tooLarge(limit))
        }
        return Data(bytes)
    }

    /// The reason for a file over `limit` bytes ("larger than 1024 KiB").
    package static func tooLarge(_ limit: Int) -> String {
        "larger than \(limit / 1024) KiB"
    }

    private static func checkRegular(_ status: stat, path: String, limit: Int) throws(ProgressProblem) {
        let kind: String? = switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
        if let kind {
            throw .unreadableTable(file: path, reason: "not a regular file (\(kind))")
        }
        guard status.st_size <= limit else {
            throw .unreadableTable(file: path, reason: tooLarge(limit))
        }
    }

    private static func errorText() -> String {
        unsafe String(cString: strerror(errno))
    }
}
