public import struct Foundation.Date
import class Foundation.ISO8601DateFormatter
import struct Foundation.TimeZone

/// The time a review is recorded at, as a table stores it in `x-reviewed-at`: ISO 8601, UTC,
/// to the second.
///
///     ReviewTimestamp.string(from: Date(timeIntervalSince1970: 1_741_944_413))   // "2025-03-14T09:26:53Z"
///     ReviewTimestamp.date(from: "2025-03-14T10:26:53+01:00")                    // the same instant
///     ReviewTimestamp.isCanonical("2025-03-14T09:26:53Z")                        // true
///     ReviewTimestamp.isCanonical("2025-03-14 09:26")                            // false
public enum ReviewTimestamp {
    /// `date` as `YYYY-MM-DDTHH:MM:SSZ` (fractions of a second are dropped).
    public static func string(from date: Date) -> String {
        formatter(fractionalSeconds: false).string(from: date)
    }

    /// The instant an ISO 8601 date-time with a zone names (`2025-03-14T09:26:53Z`,
    /// `2025-03-14T10:26:53.250+01:00`), or `nil` when `text` is not one.
    public static func date(from text: String) -> Date? {
        formatter(fractionalSeconds: false).date(from: text) ?? formatter(fractionalSeconds: true).date(from: text)
    }

    /// Whether `text` is a time exactly as tables record it: UTC, to the second, `Z` suffix.
    public static func isCanonical(_ text: String) -> Bool {
        let shape = text.utf8.count == 20 && text.utf8.enumerated().allSatisfy { index, byte in
            switch index {
            case 4, 7: byte == UInt8(ascii: "-")
            case 10: byte == UInt8(ascii: "T")
            case 13, 16: byte == UInt8(ascii: ":")
            case 19: byte == UInt8(ascii: "Z")
            default: (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
        }
        return shape && date(from: text).map(string(from:)) == text
    }

    private static func formatter(fractionalSeconds: Bool) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = fractionalSeconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter
    }
}
