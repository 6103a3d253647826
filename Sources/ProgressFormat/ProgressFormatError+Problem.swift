package import ProgressPlanning

extension ProgressFormatError {
    /// The public error of a room's problem: the same case with the same values.
    package init(_ problem: ProgressProblem) {
        switch problem {
        case .invalidLocale(let locale, let reason): self = .invalidLocale(locale, reason: reason)
        case .unknownLocale(let locale): self = .unknownLocale(locale)
        case .unreadableTable(let file, let reason): self = .unreadableTable(file: file, reason: reason)
        case .malformedMessage(let file, let key, let position, let reason):
            self = .malformedMessage(file: file, key: key, position: position, reason: reason)
        case .unknownPlaceholder(let file, let key, let placeholder, let position):
            self = .unknownPlaceholder(file: file, key: key, placeholder: placeholder, position: position)
        case .missingPlaceholder(let file, let key, let placeholder):
            self = .missingPlaceholder(file: file, key: key, placeholder: placeholder)
        case .placeholderMisuse(let file, let key, let placeholder, let position, let reason):
            self = .placeholderMisuse(file: file, key: key, placeholder: placeholder, position: position, reason: reason)
        case .missingMessage(let file, let key): self = .missingMessage(file: file, key: key)
        case .icuFailure(let call, let locale): self = .icuFailure(call: call, locale: locale)
        }
    }
}

extension ProgressProblem {
    /// The room's problem of a public error (what the error's words come from).
    package init(_ error: ProgressFormatError) {
        switch error {
        case .invalidLocale(let locale, let reason): self = .invalidLocale(locale, reason: reason)
        case .unknownLocale(let locale): self = .unknownLocale(locale)
        case .unreadableTable(let file, let reason): self = .unreadableTable(file: file, reason: reason)
        case .malformedMessage(let file, let key, let position, let reason):
            self = .malformedMessage(file: file, key: key, position: position, reason: reason)
        case .unknownPlaceholder(let file, let key, let placeholder, let position):
            self = .unknownPlaceholder(file: file, key: key, placeholder: placeholder, position: position)
        case .missingPlaceholder(let file, let key, let placeholder):
            self = .missingPlaceholder(file: file, key: key, placeholder: placeholder)
        case .placeholderMisuse(let file, let key, let placeholder, let position, let reason):
            self = .placeholderMisuse(file: file, key: key, placeholder: placeholder, position: position, reason: reason)
        case .missingMessage(let file, let key): self = .missingMessage(file: file, key: key)
        case .icuFailure(let call, let locale): self = .icuFailure(call: call, locale: locale)
        }
    }
}
