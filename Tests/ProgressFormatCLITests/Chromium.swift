import Foundation

/// A headless Chromium, driven as a subprocess to load the review sheets as a reader's browser
/// does: `--screenshot` for a picture of the page, `--dump-dom` for the document it built.
///
///     let chromium = try #require(Chromium.installed)
///     let dom = try chromium.dumpDOM(of: page, profile: directory)
///
/// Found through `$CHROMIUM`, else `chromium`, `chromium-browser` or `google-chrome` on `$PATH`;
/// `installed` is `nil` when there is none (the test using it is then skipped, and
/// `Tests/review-sheet-chromium.sh` says so loudly).
struct Chromium {
    /// The browser's executable.
    let executable: URL

    /// The installed browser, if any.
    static let installed: Chromium? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return Chromium(executable: URL(fileURLWithPath: path))
        }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in directories {
                let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return Chromium(executable: candidate)
                }
            }
        }
        return nil
    }()

    /// The window every page is loaded in.
    static let windowSize = (width: 1280, height: 2000)

    /// A failed browser run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Saves a PNG of `page` (a file) as it first shows in the window, to `png`.
    func screenshot(of page: URL, to png: URL, profile: URL) throws {
        _ = try run(["--screenshot=\(png.path)", page.absoluteString], profile: profile)
    }

    /// The document Chromium built from `page`, serialized.
    func dumpDOM(of page: URL, profile: URL) throws -> String {
        try run(["--dump-dom", page.absoluteString], profile: profile)
    }

    /// Runs the browser headless with `arguments` and its own profile directory (so runs never
    /// share one), at most two minutes (through `timeout`, where there is one); its standard
    /// output.
    private func run(_ arguments: [String], profile: URL) throws -> String {
        let output = profile.appendingPathComponent("output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw Failure(description: "cannot create \(output.path)")
        }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let browserArguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--window-size=\(Self.windowSize.width),\(Self.windowSize.height)",
        ] + arguments
        let process = Process()
        let timeout = URL(fileURLWithPath: "/usr/bin/timeout")
        if FileManager.default.isExecutableFile(atPath: timeout.path) {
            process.executableURL = timeout
            process.arguments = ["120", executable.path] + browserArguments
        } else {
            process.executableURL = executable
            process.arguments = browserArguments
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.path) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}
