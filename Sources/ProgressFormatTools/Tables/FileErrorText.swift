import Foundation

/// Why a file operation failed, in a few plain words for an `error:` line ("No such file or
/// directory", "Permission denied"), instead of Foundation's whole error description: what the
/// tools and the CLI say when a table, a sheet or an XLIFF file cannot be read or written.
public enum FileErrorText {
    /// The system's reason when Foundation wraps a POSIX error, else Foundation's own sentence.
    ///
    ///     FileErrorText.describe(error)   // "No such file or directory"
    public static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        for candidate in [nsError, underlying] {
            if let candidate, candidate.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(candidate.code)) {
                return String(cString: reason)
            }
        }
        return nsError.localizedDescription
    }
}
