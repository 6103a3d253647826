/// The command line of `progress-format-bench`.
///
///     progress-format-bench [--json] [--quick] [--verify-only] [--case PATTERN]
///                           [--reps N] [--iterations N] [--locales en,de,ru,ar,ja]
///                           [--estimators [--seeds N] [--traces DIR]]
struct BenchOptions {
    /// Print the results as JSON instead of the table.
    var json = false
    /// Also write the JSON results to this file (with the table on stdout).
    var jsonFile: String?
    /// Fewer and shorter repetitions (a smoke test; the numbers are noisy).
    var quick = false
    /// Run only the start-up checks, print one line and exit.
    var verifyOnly = false
    /// Run only the cases whose id contains this (`A.live.en`, `lean.dashboard`, `locales`,
    /// `threads`); also brackets the timed loops for callgrind.
    var casePattern: String?
    /// Timed repetitions per case.
    var repetitions: Int?
    /// Calls per repetition (instead of calibrating to a duration).
    var iterations: Int?
    /// Compare throughput/time-remaining estimators on synthetic traces instead.
    var estimators = false
    /// With `estimators`: the summary over this many further seeds of each trace.
    var seeds: Int?
    /// With `estimators`: a directory of recorded network traces (mahimahi format) to replay too.
    var traces: String?
    /// The locales the warm cases run in.
    var locales = ["en", "de", "ru", "ar", "ja"]
    /// Internal: run as the cold-start/memory child for "A" or "C" and print JSON.
    var localeLoadingChild: String?

    static let usage = """
        usage: progress-format-bench [--json] [--json-file PATH] [--quick] [--verify-only] [--case PATTERN]
                                     [--reps N] [--iterations N] [--locales en,de,ru,ar,ja]
                                     [--estimators [--seeds N] [--traces DIR]]

          --json           machine-readable results on stdout
          --json-file PATH also write them to PATH (the table still goes to stdout)
          --quick          5 short repetitions, every 10th update (smoke test; noisy numbers)
          --verify-only    run the equality checks only, print one line, exit 0 if they pass
          --case PATTERN   only cases whose id contains PATTERN; ids are SYSTEM.WORKLOAD.LOCALE with
                           SYSTEM A, A+stream, lean, lean+S, umsg or B (and A-fit, P-idle, P-redraw on live)
                   and WORKLOAD live, dashboard, legacy-stream
                           or legacy-oneoff (A.live.en, lean.dashboard.ar), or the sections locales
                           and threads; the timed loops are bracketed with callgrind client requests
                           (use valgrind --instr-atstart=no)
          --reps N         timed repetitions per case (default 11; --quick 5; at least 1)
          --iterations N   calls per repetition instead of one pass over the stream (or ~50 ms)
          --locales LIST   comma-separated locales for the warm cases (default en,de,ru,ar,ja)
          --estimators     compare ETA estimators on synthetic traces (error, jitter, coverage) instead
          --seeds N        with --estimators: the summary over N further seeds of each trace
          --traces DIR     with --estimators: also replay downloads on the recorded network traces in DIR
                           (mahimahi format, *.up and *.down: the traces/ folder of ravinet/mahimahi)
        """

    /// Parses `arguments` (without the program name); throws a message for a bad flag.
    init(_ arguments: [String]) throws(BenchError) {
        var remaining = arguments[...]
        func value(_ flag: String) throws(BenchError) -> String {
            guard let next = remaining.popFirst() else { throw BenchError("\(flag) needs a value") }
            return next
        }
        func count(_ flag: String) throws(BenchError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number >= 1 else { throw BenchError("\(flag) needs a positive number, not '\(text)'") }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--json-file": jsonFile = try value(argument)
            case "--quick": quick = true
            case "--verify-only": verifyOnly = true
            case "--case": casePattern = try value(argument)
            case "--reps": repetitions = try count(argument)
            case "--iterations": iterations = try count(argument)
            case "--estimators": estimators = true
            case "--seeds": seeds = try count(argument)
            case "--traces": traces = try value(argument)
            case "--locales":
                locales = try value(argument).split(separator: ",").map(String.init)
                guard !locales.isEmpty else { throw BenchError("--locales needs at least one locale") }
            case "--locale-loading-child":
                localeLoadingChild = try value(argument)
            case "-h", "--help": throw BenchError(Self.usage, isHelp: true)
            default: throw BenchError("unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
    }

    /// Whether a section or case id is selected by `--case`.
    func selects(_ id: String) -> Bool {
        guard let casePattern else { return true }
        return id.lowercased().contains(casePattern.lowercased())
    }
}

extension BenchError {
    /// A message that is the help text (printed on stdout, exit 0).
    init(_ description: String, isHelp: Bool) {
        self.init(description)
        self.isHelp = isHelp
    }
}
