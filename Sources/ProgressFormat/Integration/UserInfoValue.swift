import Foundation

/// How a value found in `Progress.userInfo` is read as a fact.
///
/// `userInfo` is `[ProgressUserInfoKey: Any]`: a producer may store an `NSNumber` (as Apple's
/// frameworks do), a Swift `Int` or `Double` (as Swift code on Linux does, stored as is), a
/// `Progress.FileOperationKind` or a `String`, a `URL` or an `NSURL` — or anything else by
/// mistake. Each reader accepts what makes sense and returns `nil` for the rest, never traps.
enum UserInfoValue {
    /// A number as a `Double`: any Swift integer or floating-point value, or an `NSNumber`;
    /// `nil` for a `Bool`, a string or anything else. NaN and infinities pass through (the
    /// planner leaves them out).
    static func real(_ value: Any?) -> Double? {
        guard let value, !isBool(value) else { return nil }
        switch value {
        case let integer as any BinaryInteger: return Double(integer)
        case let real as any BinaryFloatingPoint: return Double(real)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    /// A count: an integer, or a number with a whole finite value (an `NSNumber` holding 9.7
    /// counts 9, as Foundation's `longLongValue` reads it); clamped to `Int`. `nil` for NaN,
    /// infinities, a `Bool`, a string or anything else.
    static func count(_ value: Any?) -> Int? {
        guard let value, !isBool(value) else { return nil }
        if let integer = value as? any BinaryInteger {
            return Int(clamping: integer)
        }
        guard let real = real(value), real.isFinite else { return nil }
        let truncated = real.rounded(.towardZero)
        // Double(Int.max) rounds up to 2^63, which does not fit.
        if truncated >= 9.223_372_036_854_775e18 { return Int.max }
        if truncated <= -9.223_372_036_854_775e18 { return Int.min }
        return Int(truncated)
    }

    /// A file operation kind from Foundation's raw value (`NSProgressFileOperationKindCopying`,
    /// stored as a `Progress.FileOperationKind` or a string): the part after the prefix with a
    /// lowercase first letter, so all six of Apple's kinds map to ours, Linux's four and the
    /// `uploading` and `duplicating` that only Apple's Foundation declares. A raw value without
    /// the prefix is taken as ours (`"copying"`); an unknown one reads "Processing".
    static func fileOperationKind(_ value: Any?) -> ProgressSnapshot.FileOperationKind? {
        let raw: String
        switch value {
        case let kind as Progress.FileOperationKind: raw = kind.rawValue
        case let string as String: raw = string
        default: return nil
        }
        let prefix = "NSProgressFileOperationKind"
        guard raw.hasPrefix(prefix) else {
            return raw.isEmpty ? nil : ProgressSnapshot.FileOperationKind(rawValue: raw)
        }
        let name = raw.dropFirst(prefix.count)
        guard let first = name.first else { return nil }
        return ProgressSnapshot.FileOperationKind(rawValue: first.lowercased() + name.dropFirst())
    }

    /// A URL stored as a `URL` or an `NSURL`; `nil` for a string or anything else.
    static func url(_ value: Any?) -> URL? {
        value as? URL
    }

    /// A non-empty string.
    static func string(_ value: Any?) -> String? {
        guard let string = value as? String, !string.isEmpty else { return nil }
        return string
    }

    /// Whether the value is a Swift `Bool` (which Foundation would bridge to an `NSNumber` 1 or 0).
    private static func isBool(_ value: Any) -> Bool {
        type(of: value) == Bool.self
    }

    /// A status named by a string the tables know (`"failed"`); `nil` for anything else.
    static func status(_ value: Any?) -> ProgressSnapshot.Status? {
        guard let name = string(value) else { return nil }
        return ProgressSnapshot.Status.allKnown.first { $0.rawValue == name }
    }
}
