// Two ways to run the fuzz input:
//
// - as a libFuzzer target, built with `-sanitize=fuzzer` and `-D FUZZING` (see
//   `Tests/fuzz.sh`): libFuzzer provides `main` and calls `LLVMFuzzerTestOneInput`;
// - as a plain executable (every normal build): `progress-format-fuzz FILE…` replays corpus
//   files, so a crash found by the fuzzer stays a regression test.
import Foundation
import ProgressFormat

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzInput.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
/// libFuzzer's driver (from the fuzzer runtime that `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The executable's entry point under libFuzzer: SwiftPM links `main` to this symbol.
@_cdecl("progress_format_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzTestOneInput(data, size) }
}
#else
/// Replays corpus files (or every file in corpus directories) through the fuzz input; with
/// `--formatter-cycles N`, creates, uses and drops formatters for every table locale N times
/// instead (what `Tests/leak-check.sh` runs under valgrind); with `--locale-strings N [PATTERN]`,
/// creates formatters for N distinct locale strings (`de-x-p1`, `de-x-p2`, …; `%d` in PATTERN
/// is the number) and prints the resident memory before and after.
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--locale-strings" {
            let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
            let pattern = arguments.dropFirst(2).first ?? "de-x-p%d"
            LocaleStringsMemory.measure(count: count, pattern: pattern)
            return
        }
        if arguments.first == "--formatter-cycles" {
            let cycles = arguments.dropFirst().first.flatMap { Int($0) } ?? 1
            var lines = 0
            for _ in 0..<cycles {
                for locale in ProgressTextFormatter.availableTableLocales() {
                    guard let formatter = try? ProgressTextFormatter(locale: locale) else { continue }
                    for scenario in ProgressScenario.all {
                        lines += formatter.format(scenario.snapshot).description.isEmpty ? 0 : 1
                    }
                }
            }
            print("formatted \(lines) descriptions in \(cycles) cycles")
            return
        }
        var files: [URL] = []
        for argument in arguments {
            let url = URL(fileURLWithPath: argument)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                files += names.map { url.appendingPathComponent($0) }
            } else {
                files.append(url)
            }
        }
        for file in files {
            let data = try Data(contentsOf: file)
            data.withUnsafeBytes { raw in
                FuzzInput.run(raw.bindMemory(to: UInt8.self))
            }
        }
        print("replayed \(files.count) inputs")
    }
}
#endif
