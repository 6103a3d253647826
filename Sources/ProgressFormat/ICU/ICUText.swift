internal import CICUShim

/// Text conversions at the ICU boundary.
package enum ICUText {
    /// Calls `body` with a UTF-16 buffer, retrying once with the length ICU asked for, and
    /// returns what it wrote; `nil` if ICU failed.
    package static func utf16(capacity: Int = 128, _ body: (UnsafeMutablePointer<UInt16>?, Int32, inout ICUStatus) -> Int32) -> String? {
        var size = capacity
        for _ in 0..<2 {
            var status = ICUStatus()
            let result: String?? = unsafe withUnsafeTemporaryAllocation(of: UInt16.self, capacity: size) { buffer in
                let length = unsafe body(buffer.baseAddress, Int32(size), &status)
                if Int(length) > size {
                    size = Int(length)
                    return .some(nil)
                }
                guard !status.isFailure, length >= 0 else { return .none }
                return unsafe .some(String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<Int(length)]), as: UTF16.self))
            }
            switch result {
            case .none: return nil
            case .some(.some(let text)): return text
            case .some(.none): continue
            }
        }
        return nil
    }

    /// Calls `body` to write UTF-8 straight into a new string's storage, retrying once with the
    /// length ICU asked for; `nil` if ICU failed. (Building a `String` from UTF-8 is several
    /// times cheaper than from UTF-16.)
    package static func utf8(capacity: Int = 48, _ body: (UnsafeMutablePointer<CChar>?, Int32, inout ICUStatus) -> Int32) -> String? {
        var size = capacity
        for _ in 0..<2 {
            var status = ICUStatus()
            var needed = 0
            let text = unsafe String(unsafeUninitializedCapacity: size) { buffer in
                let length = unsafe buffer.withMemoryRebound(to: CChar.self) { unsafe body($0.baseAddress, Int32(size), &status) }
                guard !status.isFailure, length >= 0, Int(length) <= size else {
                    needed = Int(length)
                    return 0
                }
                return Int(length)
            }
            if !status.isFailure {
                return text
            }
            guard needed > size else { return nil }
            size = needed
        }
        return nil
    }

    /// Calls `body` with a C string buffer and returns what ICU wrote (`""` on failure).
    package static func cString(capacity: Int = 160, _ body: (UnsafeMutablePointer<CChar>?, Int32, inout ICUStatus) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        var status = ICUStatus()
        let length = unsafe buffer.withUnsafeMutableBufferPointer { pointer in
            unsafe body(pointer.baseAddress, Int32(capacity), &status)
        }
        guard !status.isFailure, length > 0, Int(length) <= capacity else { return "" }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

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
    package var description: String { unsafe String(cString: cicu_error_name(rawValue)) }
}
