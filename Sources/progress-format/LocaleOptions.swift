import ArgumentParser
import Foundation
import ProgressFormat

/// `--locale` and `--strings`, shared by every command that formats text.
struct LocaleOptions: ParsableArguments {
    @Option(help: "The locale: a BCP 47 tag (de, de-CH, zh-Hant-TW, ar-u-nu-latn) or a POSIX name (de_DE.UTF-8). Defaults to LC_ALL, LC_MESSAGES or LANG.")
    var locale: String?

    @Option(name: .customLong("strings"), help: "A directory of <locale>.json string tables that replace the built-in ones.",
            completion: .directory)
    var stringsDirectory: String?

    /// The locale asked for, or the environment's.
    var requestedLocale: String {
        locale ?? ProgressTextFormatter.environmentLocale(ProcessInfo.processInfo.environment)
    }

    /// The override directory as a URL.
    var tablesDirectory: URL? {
        stringsDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// A formatter for the requested locale; table problems are printed to stderr as warnings.
    func makeFormatter() throws -> ProgressTextFormatter {
        if let stringsDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: stringsDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--strings: no directory at '\(stringsDirectory)'")
            }
        }
        let formatter = try ProgressTextFormatter(locale: requestedLocale, tablesDirectory: tablesDirectory)
        for problem in formatter.tableProblems {
            StandardError.write("warning: \(problem)")
        }
        return formatter
    }
}

/// Writes lines to standard error.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
