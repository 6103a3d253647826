import ArgumentParser

/// `--format` for reports: human-readable lines or JSON.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
