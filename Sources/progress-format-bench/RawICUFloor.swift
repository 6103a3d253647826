import CBenchBaseline

/// The raw-ICU floor (C): the same ICU calls for the same lines, from C with cached
/// formatters (see `Sources/CBenchBaseline/include/cbench_baseline.h`).
///
/// Holds a `UMessageFormat` and a reused `UFormattedNumber`, so it is not thread-safe: open one
/// per thread. The output stays in UTF-16 buffers owned by this object; ``text`` decodes it.
final class RawICUFloor {
    /// The BCP 47 tag the floor formats numbers for.
    let locale: String
    private let handle: OpaquePointer
    private static let capacity: Int32 = 512
    private let descriptionBuffer = UnsafeMutablePointer<UInt16>.allocate(capacity: Int(RawICUFloor.capacity))
    private let additionalBuffer = UnsafeMutablePointer<UInt16>.allocate(capacity: Int(RawICUFloor.capacity))
    private var descriptionLength: Int32 = 0
    private var additionalLength: Int32 = 0

    /// Opens (and warms) every ICU handle for `locale`; `nil` if ICU fails.
    init?(locale: String) {
        var status: Int32 = 0
        guard let opened = cbench_floor_open(locale, &status) else {
            descriptionBuffer.deallocate()
            additionalBuffer.deallocate()
            return nil
        }
        self.locale = locale
        handle = opened
    }

    deinit {
        cbench_floor_close(handle)
        descriptionBuffer.deallocate()
        additionalBuffer.deallocate()
    }

    /// Formats the "everything" pair for these facts; returns the total UTF-16 length (a
    /// checksum), or -1 if ICU failed.
    @inline(__always)
    func everything(completed: Int64, total: Int64, files: Int64, bytesPerSecond: Int64, secondsRemaining: Double) -> Int {
        let status = cbench_floor_everything(handle, completed, total, files, bytesPerSecond, secondsRemaining,
                                             descriptionBuffer, Self.capacity, &descriptionLength,
                                             additionalBuffer, Self.capacity, &additionalLength)
        return status > 0 ? -1 : Int(descriptionLength + additionalLength)
    }

    /// Formats the "plain-percent" pair; returns the total UTF-16 length, or -1 if ICU failed.
    @inline(__always)
    func plainPercent(completed: Int64, total: Int64) -> Int {
        let status = cbench_floor_plain_percent(handle, completed, total, descriptionBuffer, Self.capacity, &descriptionLength,
                                                additionalBuffer, Self.capacity, &additionalLength)
        return status > 0 ? -1 : Int(descriptionLength + additionalLength)
    }

    /// The last pair formatted, decoded into Swift strings.
    var text: (description: String, additionalDescription: String) {
        (String(decoding: UnsafeBufferPointer(start: descriptionBuffer, count: Int(descriptionLength)), as: UTF16.self),
         String(decoding: UnsafeBufferPointer(start: additionalBuffer, count: Int(additionalLength)), as: UTF16.self))
    }

    /// The ICU version the floor links ("72.1").
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { cbench_icu_version($0.baseAddress, Int32($0.count)) }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
