import ProgressFormat
import Foundation
import ProgressFormatTools

extension ProgressFormatCommand {
    /// The widest an argument quoted in a parse error is shown: 40 columns, as `render --input`
    /// shows a value from its input (`unknown status 'xxxx…'`).
    static let echoedColumns = 40

    /// The words before an argument a parse error quotes: ArgumentParser's ("The value '…' is
    /// invalid for '--status <status>'", "Unknown option '…'", "Unexpected argument '…'") and
    /// ``CommandSuggestion``'s ("unknown command '…'"). The command's own errors, which quote a
    /// path or a locale as the user needs to see it, are not among them.
    static let echoLeadIns = ["The value ", "Unknown option ", "Unexpected argument ", "unexpected arguments: ", ", but ",
                              "unknown command "]

    /// `message` with every argument of `arguments` a parse error quotes cut to
    /// ``echoedColumns`` columns with "…", so a 100 KB `--status` value is not echoed whole.
    /// An argument written `--name=value` is looked for as its value too; the longest
    /// arguments are replaced first, so a shorter one inside a longer is never cut twice.
    ///
    ///     ProgressFormatCommand.cuttingEchoedArguments(
    ///         "The value '\(String(repeating: "x", count: 100))' is invalid for '--status <status>'.",
    ///         arguments: ["--status", String(repeating: "x", count: 100)])
    ///     // "The value 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' is invalid for '--status <status>'."
    static func cuttingEchoedArguments(_ message: String, arguments: [String]) -> String {
        var values: Set<String> = []
        for argument in arguments {
            values.insert(argument)
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
                values.insert(String(argument[argument.index(after: equals)...]))
            }
        }
        var message = message
        for value in values.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            let cut = OutputPolicy.terminal(value, columns: echoedColumns)
            guard cut != OutputPolicy.terminal(value), message.contains("'\(value)'") else { continue }
            for leadIn in echoLeadIns {
                message = message.replacingOccurrences(of: "\(leadIn)'\(value)'", with: "\(leadIn)'\(cut)'")
            }
        }
        return message
    }
}
