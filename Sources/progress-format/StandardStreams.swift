#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's three standard descriptors, and the one place where a failed write to
/// standard output ends the command.
///
///     StandardStreams.prepare()                 // first thing in main
///     StandardStreams.writeOutput("7% completed\n")
///     // to /dev/full: "error: cannot write to standard output: No space left on device" on
///     // stderr, exit status 2
///
/// Every byte the CLI writes goes through `write(2)` here: no buffer holds output back (a pipe
/// reader sees each line at once) and no Foundation call traps on a write error. A write that
/// fails — the reader of a pipe has gone (`EPIPE`), the disk is full (`ENOSPC`), standard
/// output was closed (`EBADF`) — prints one line on standard error and exits with status 2,
/// like every other error.
enum StandardStreams {
    /// The exit status after a failed write: the status of every error.
    static let failureStatus: Int32 = 2

    /// Makes the standard descriptors safe to use, before anything else opens a file:
    ///
    /// - `SIGPIPE` is ignored, so a write to a pipe nobody reads fails with `EPIPE` and is
    ///   reported, instead of killing the process without a word;
    /// - a descriptor among 0, 1 and 2 that was closed when the process started (`>&-`) is
    ///   taken by `/dev/null`, opened so that using it fails (standard input write-only,
    ///   standard output read-only): a file the command opens later can never become its
    ///   standard output, and a write there fails with `EBADF` and is reported. A closed
    ///   standard error is opened write-only: there is nowhere to report anything.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_WRONLY)] {
            guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
            let opened = open("/dev/null", flags)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Writes `text` to standard output, all of it, as UTF-8; on a write error, reports it on
    /// standard error and exits with ``failureStatus``.
    static func writeOutput(_ text: String) {
        if let failure = writeAll(text, to: STDOUT_FILENO) {
            writeError("error: cannot write to standard output: \(String(cString: strerror(failure)))\n")
            exit(failureStatus)
        }
    }

    /// Writes `text` to standard error, all of it, as UTF-8; a failure is ignored (there is
    /// nowhere left to report it).
    static func writeError(_ text: String) {
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Writes every byte of `text` to `descriptor`, resuming after signals and short writes and
    /// waiting when a non-blocking descriptor is full; the `errno` of a failure, `nil` on success.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, base + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                default:
                    return errno
                }
            }
            return nil
        }
    }
}
