import struct Foundation.URL

/// Which name a file is shown by: a non-empty display name, or the URL's last path component.
enum FileNameRule {
    /// The display name if it has any visible content, else `nil`.
    static func displayName(_ name: String?) -> String? {
        guard let name, name.contains(where: { !$0.isWhitespace }) else { return nil }
        return name
    }

    /// The last path component of `url`, or `nil` for an empty path or the root directory.
    static func lastPathComponent(of url: URL) -> String? {
        let component = url.lastPathComponent
        guard component != "/", component != "." else { return nil }
        return displayName(component)
    }
}
