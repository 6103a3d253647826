import Foundation

/// A recorded cellular link in mahimahi's trace format: the capacity of a real network, packet
/// by packet.
///
/// Each line of the file is one opportunity for a 1,500-byte packet to cross the link, written
/// as the millisecond since the start of the recording; a millisecond that carried several
/// packets is written several times. mm-link repeats the file when it reaches its end; a replay
/// here never does (see ``Download/replays(of:sampling:)``).
///
///     let trace = try MahimahiTrace(name: "Verizon-LTE-short.down", text: "0\n0\n5\n")
///     // trace.bytes(through: 0) == 3_000, trace.bytes(through: 5) == 4_500, trace.lastMillisecond == 5
///
/// The traces themselves are not part of this package (they are GPL-3): the benchmark reads them
/// from the directory given with `--traces` (the `traces/` folder of ravinet/mahimahi).
struct MahimahiTrace: Sendable {
    /// The bytes one line stands for.
    static let packetBytes: Int64 = 1_500

    /// The file name, such as `Verizon-LTE-short.down`.
    var name: String
    /// Each packet's millisecond, in file order (never decreasing).
    var milliseconds: [Int64]

    /// The last millisecond of the recording: where mm-link would start the file again.
    var lastMillisecond: Int64 { milliseconds.last ?? 0 }

    /// Reads a trace from its text; throws for a line that is not a millisecond, for
    /// milliseconds that go backwards, and for a file without a single packet.
    init(name: String, text: String) throws(TraceError) {
        var milliseconds: [Int64] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let field = line.trimmingCharacters(in: .whitespaces)
            if field.isEmpty { continue }
            guard let value = Int64(field), value >= 0 else {
                throw TraceError("\(name): line \(index + 1) is not a millisecond: '\(field.prefix(40))'")
            }
            if let last = milliseconds.last, value < last {
                throw TraceError("\(name): line \(index + 1) goes back in time (\(value) after \(last))")
            }
            milliseconds.append(value)
        }
        guard !milliseconds.isEmpty else {
            throw TraceError("\(name): no packets (a placeholder? check the file's size)")
        }
        self.name = name
        self.milliseconds = milliseconds
    }

    /// Every `*.up` and `*.down` trace in `directory`, sorted by name, and why each file that is
    /// not a trace was skipped (a placeholder or a Git LFS pointer, say); throws when the
    /// directory cannot be read or holds no trace at all.
    static func load(directory: String) throws(TraceError) -> (traces: [MahimahiTrace], skipped: [TraceError]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw TraceError("cannot read the trace directory \(directory)")
        }
        var traces: [MahimahiTrace] = []
        var skipped: [TraceError] = []
        for name in names.sorted() where name.hasSuffix(".up") || name.hasSuffix(".down") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                skipped.append(TraceError("\(name): cannot be read as text"))
                continue
            }
            do {
                traces.append(try MahimahiTrace(name: name, text: text))
            } catch {
                skipped.append(error)
            }
        }
        guard !traces.isEmpty else { throw TraceError("no readable *.up or *.down traces in \(directory)") }
        return (traces, skipped)
    }

    /// Packets delivered at or before `millisecond`.
    func packets(through millisecond: Int64) -> Int {
        // The first index whose millisecond is later (binary search).
        var low = 0
        var high = milliseconds.count
        while low < high {
            let middle = (low + high) / 2
            if milliseconds[middle] <= millisecond {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Bytes delivered at or before `millisecond`.
    func bytes(through millisecond: Int64) -> Int64 {
        Int64(packets(through: millisecond)) * Self.packetBytes
    }
}

/// Why a trace could not be read, in one sentence.
package struct TraceError: Error, CustomStringConvertible {
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}
