import ArgumentParser
import Foundation

/// The `--strings` directory: checked once, then handed to the library as a URL.
///
///     try TablesDirectory.url(for: "/nonexistent")
///     // throws "--strings: no directory at '/nonexistent'"
enum TablesDirectory {
    /// The directory at `path` as a URL, `nil` when no path is given.
    /// - Throws: `ValidationError` when nothing or a file is at `path`.
    static func url(for path: String?) throws -> URL? {
        guard let path else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--strings: no directory at '\(path)'")
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
