import CBenchBaseline
import ProgressFormat

/// A raw-ICU floor for one locale (see `Sources/CBenchBaseline/include/cbench_baseline.h`): the
/// locale's ICU handles, its glue, a `UFormattedNumber` and one UTF-8 output buffer.
///
/// Not thread-safe (the result and the buffer are reused): a thread makes its own with
/// ``init(sharing:)``, which shares the handles (ICU number formatters, plural rules and list
/// formatters are thread-safe for formatting) and the immutable glue.
final class RawICUFloor: @unchecked Sendable {
    /// The BCP 47 tag the floor formats for.
    let locale: String
    let glue: FloorGlue
    private let handles: SharedHandles
    private let floor: OpaquePointer
    static let capacity: Int32 = 2048
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(RawICUFloor.capacity))
    var descriptionLength: Int32 = 0
    var additionalLength: Int32 = 0

    /// The handles, closed when the last floor using them goes.
    final class SharedHandles: @unchecked Sendable {
        let pointer: OpaquePointer
        init?(locale: String) {
            var status: Int32 = 0
            guard let pointer = cbench_handles_open(locale, &status) else { return nil }
            self.pointer = pointer
        }
        deinit { cbench_handles_close(pointer) }
    }

    /// Opens the handles of `glue`'s locale; `nil` if ICU refuses one.
    init?(glue: FloorGlue) {
        guard let handles = SharedHandles(locale: glue.locale) else { return nil }
        var status: Int32 = 0
        guard let floor = cbench_floor_create(handles.pointer, glue.pointer, &status) else { return nil }
        locale = glue.locale
        self.glue = glue
        self.handles = handles
        self.floor = floor
    }

    /// Another floor over the same handles and glue, for another thread.
    init?(sharing other: RawICUFloor) {
        var status: Int32 = 0
        guard let floor = cbench_floor_create(other.handles.pointer, other.glue.pointer, &status) else { return nil }
        locale = other.locale
        glue = other.glue
        handles = other.handles
        self.floor = floor
    }

    deinit {
        cbench_floor_destroy(floor)
        buffer.deallocate()
    }

    /// Formats one update with `method` (`CBENCH_LEAN` or `CBENCH_UMSG`) into the buffer;
    /// returns the two lines' total UTF-8 length, or -1 on failure.
    @inline(__always)
    func format(_ method: Int32, _ update: UnsafePointer<cbench_update>) -> Int {
        let status = cbench_floor_format(floor, method, update, buffer, Self.capacity, &descriptionLength, &additionalLength)
        return status > 0 ? -1 : Int(descriptionLength &+ additionalLength)
    }

    /// The ICU status of formatting `update` (for messages).
    func status(_ method: Int32, _ update: UnsafePointer<cbench_update>) -> Int32 {
        cbench_floor_format(floor, method, update, buffer, Self.capacity, &descriptionLength, &additionalLength)
    }

    /// The last two lines, as Swift strings (what the library must return).
    @inline(__always)
    var text: ProgressText {
        let raw = UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
        let description = String(decoding: UnsafeBufferPointer(start: raw, count: Int(descriptionLength)), as: UTF8.self)
        let additional = String(decoding: UnsafeBufferPointer(start: raw + Int(descriptionLength),
                                                              count: Int(additionalLength)), as: UTF8.self)
        return ProgressText(description: description, additionalDescription: additional)
    }

    /// Both lines' lengths after making them Swift strings (the lean+String system).
    @inline(__always)
    var stringLengths: Int {
        let raw = UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
        let description = String(decoding: UnsafeBufferPointer(start: raw, count: Int(descriptionLength)), as: UTF8.self)
        let additional = String(decoding: UnsafeBufferPointer(start: raw + Int(descriptionLength),
                                                              count: Int(additionalLength)), as: UTF8.self)
        return description.utf8.count &+ additional.utf8.count
    }

    /// The ICU version the floors link ("72.1").
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { cbench_icu_version($0.baseAddress, Int32($0.count)) }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
