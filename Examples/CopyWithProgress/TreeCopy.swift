import Foundation

/// Copies a directory tree under a Foundation `Progress`, as a progress library's user would
/// set one up: a parent counting every byte, with a child per file, and the file facts in
/// `userInfo` under Foundation's keys.
///
///     let copy = try TreeCopy(from: source, to: destination)
///     copy.progress        // kind .file, 0 of 312 MB, fileTotalCount 301, operation copying
///     try copy.run()       // on any thread; the progress advances chunk by chunk
final class TreeCopy: Sendable {
    /// One entry of the source tree, in the order it is created in the copy.
    enum Entry: Sendable {
        case directory(relativePath: String)
        case file(relativePath: String, size: Int64)
        case symbolicLink(relativePath: String, target: String)
    }

    /// The parent progress: units are bytes; read it from any thread.
    let progress: Progress
    let source: URL
    let destination: URL
    let entries: [Entry]
    /// At most this many bytes per second, or `nil`.
    let bytesPerSecondLimit: Int64?

    /// How much of a file is read and written at a time (and so how often the progress moves).
    static let chunkSize = 1 << 20

    /// Walks `source` and prepares the progress; nothing is written yet.
    init(from source: URL, to destination: URL, bytesPerSecondLimit: Int64? = nil) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CopyError("\(Printable.quoted(source.path)) is not a directory")
        }
        guard !fileManager.fileExists(atPath: destination.path) else {
            throw CopyError("\(Printable.quoted(destination.path)) exists already")
        }
        let root = source.standardizedFileURL.path
        var entries: [Entry] = []
        var totalBytes: Int64 = 0
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey, .fileSizeKey]
        guard let enumerator = fileManager.enumerator(at: source, includingPropertiesForKeys: keys) else {
            throw CopyError("cannot read \(Printable.quoted(source.path))")
        }
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root + "/") else { continue }
            let relativePath = String(path.dropFirst(root.count + 1))
            let values = try url.resourceValues(forKeys: Set(keys))
            if values.isSymbolicLink == true {
                entries.append(.symbolicLink(relativePath: relativePath,
                                             target: try fileManager.destinationOfSymbolicLink(atPath: path)))
            } else if values.isDirectory == true {
                entries.append(.directory(relativePath: relativePath))
            } else if values.isRegularFile == true {
                let size = Int64(values.fileSize ?? 0)
                entries.append(.file(relativePath: relativePath, size: size))
                totalBytes += size
            }
        }

        let progress = Progress(totalUnitCount: totalBytes)
        progress.kind = .file
        progress.setUserInfoObject(Progress.FileOperationKind.copying, forKey: .fileOperationKindKey)
        progress.setUserInfoObject(NSNumber(value: entries.filter(\.isFile).count), forKey: .fileTotalCountKey)
        progress.setUserInfoObject(NSNumber(value: 0), forKey: .fileCompletedCountKey)
        progress.isCancellable = true

        self.progress = progress
        self.source = source
        self.destination = destination
        self.entries = entries
        self.bytesPerSecondLimit = bytesPerSecondLimit
    }

    /// Copies every entry; throws ``CopyError`` on the first failure or when the progress is
    /// cancelled. Blocks: run it on its own thread.
    func run() throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: false)
        let started = ContinuousClock.now
        var copiedBytes: Int64 = 0
        var completedFiles = 0
        for entry in entries {
            switch entry {
            case .directory(let relativePath):
                try fileManager.createDirectory(at: destination.appendingPathComponent(relativePath),
                                                withIntermediateDirectories: true)
            case .symbolicLink(let relativePath, let target):
                try fileManager.createSymbolicLink(atPath: destination.appendingPathComponent(relativePath).path,
                                                   withDestinationPath: target)
            case .file(let relativePath, let size):
                // A child per file: the parent's fractionCompleted (and so the bytes the bridge
                // reads) moves with every chunk, its completedUnitCount with every file.
                let child = Progress(totalUnitCount: size, parent: progress, pendingUnitCount: size)
                progress.setUserInfoObject(source.appendingPathComponent(relativePath), forKey: .fileURLKey)
                try copyFile(relativePath, under: child) { bytes in
                    copiedBytes += bytes
                    try self.throttle(copiedBytes, since: started)
                }
                child.completedUnitCount = size
                completedFiles += 1
                progress.setUserInfoObject(NSNumber(value: completedFiles), forKey: .fileCompletedCountKey)
            }
        }
    }

    private func copyFile(_ relativePath: String, under child: Progress, copied: (Int64) throws -> Void) throws {
        let from = source.appendingPathComponent(relativePath)
        let to = destination.appendingPathComponent(relativePath)
        let fileManager = FileManager.default
        guard fileManager.createFile(atPath: to.path, contents: nil) else {
            throw CopyError("cannot create \(Printable.quoted(to.path))")
        }
        let input = try FileHandle(forReadingFrom: from)
        defer { try? input.close() }
        let output = try FileHandle(forWritingTo: to)
        defer { try? output.close() }
        while let chunk = try input.read(upToCount: Self.chunkSize), !chunk.isEmpty {
            if progress.isCancelled {
                throw CopyError.cancelled
            }
            try output.write(contentsOf: chunk)
            // Never past the size counted when the tree was walked (a file may have grown).
            child.completedUnitCount = min(child.totalUnitCount, child.completedUnitCount + Int64(chunk.count))
            try copied(Int64(chunk.count))
        }
        if let permissions = try fileManager.attributesOfItem(atPath: from.path)[.posixPermissions] {
            try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: to.path)
        }
    }

    /// Sleeps long enough to keep the average rate under the limit.
    private func throttle(_ copiedBytes: Int64, since started: ContinuousClock.Instant) throws {
        guard let limit = bytesPerSecondLimit else { return }
        let due = started + .seconds(Double(copiedBytes) / Double(limit))
        let now = ContinuousClock.now
        if due > now {
            Thread.sleep(forTimeInterval: Self.seconds(due - now))
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

extension TreeCopy.Entry {
    var isFile: Bool {
        if case .file = self { return true }
        return false
    }
}

/// Why a copy stopped.
struct CopyError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }

    /// The progress was cancelled (Ctrl-C).
    static let cancelled = CopyError("cancelled")
}
