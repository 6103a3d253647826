import Foundation

/// Why a file operation failed, in a few plain words ("No such file or directory", "Permission
/// denied"), instead of Foundation's whole error description.
package enum FileErrorText {
    /// The system's reason when Foundation wraps a POSIX error, else Foundation's own sentence.
    package static func describe(_ error: any Error) -> String {
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
