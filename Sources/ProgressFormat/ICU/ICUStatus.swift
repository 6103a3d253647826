internal import CICUShim

/// An ICU status code (`UErrorCode`): negative is a warning, zero success, positive a failure.
package struct ICUStatus: Hashable, Sendable, CustomStringConvertible {
    package init(rawValue: Int32 = 0) {
        self.rawValue = rawValue
    }

    /// The raw `UErrorCode`.
    package var rawValue: Int32 = 0

    /// Whether the code is a failure (`U_FAILURE`); warnings such as `U_USING_DEFAULT_WARNING`
    /// are not.
    package var isFailure: Bool { cicu_is_failure(rawValue) != 0 }

    /// ICU's name for the code, such as `"U_NUMBER_SKELETON_SYNTAX_ERROR"`.
    package var description: String { String(cString: cicu_error_name(rawValue)) }
}
