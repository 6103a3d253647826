import CBenchBaseline
import ProgressFormat
import ProgressTables

/// A raw-ICU floor for one locale (see `Sources/CBenchBaseline/include/cbench_baseline.h`): the
/// locale's ICU handles, its glue, a `UFormattedNumber` and one UTF-8 output buffer.
///
/// On every update it runs the library's planners (`DescriptionPlanner.plan`,
/// `AdditionalDescriptionPlanner.plan`), reads what they decided (``FloorPlan``) and has C write
/// it with ICU. Like the library's formatter, it plans a description again only when the
/// snapshot is not described alike (`Described`, the facade's own test): during a transfer the
/// description stays, and A does not plan it again either. What it keeps is the planned
/// description, never a written value: every number of both lines is written by ICU on every
/// update.
///
/// Not thread-safe (the result, the buffer and the planned description are reused): a thread
/// makes its own with ``init(sharing:)``, which shares the handles (ICU number formatters,
/// plural rules and list formatters are thread-safe for formatting) and the immutable glue.
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
    /// The snapshot the planned description was planned from, and what was planned (`nil`: a
    /// description the floors do not build).
    private var described: Described<FloorDescription?>?

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
    convenience init?(glue: FloorGlue) {
        guard let handles = SharedHandles(locale: glue.locale) else { return nil }
        self.init(glue: glue, handles: handles)
    }

    /// Another floor over the same handles and glue, for another thread.
    convenience init?(sharing other: RawICUFloor) {
        self.init(glue: other.glue, handles: other.handles)
    }

    /// A floor over `handles` (opened for `glue`'s locale).
    init?(glue: FloorGlue, handles: SharedHandles) {
        var status: Int32 = 0
        guard let floor = cbench_floor_create(handles.pointer, glue.pointer, &status) else { return nil }
        locale = glue.locale
        self.glue = glue
        self.handles = handles
        self.floor = floor
    }

    deinit {
        cbench_floor_destroy(floor)
        buffer.deallocate()
    }

    /// Plans `snapshot` with the library's planners and writes both lines with `method`
    /// (`CBENCH_LEAN` or `CBENCH_UMSG`) into the buffer; returns the two lines' total UTF-8
    /// length, or -1 on failure.
    @inline(__always)
    func format(_ method: Int32, _ snapshot: ProgressSnapshot) -> Int {
        status(method, snapshot) > 0 ? -1 : Int(descriptionLength &+ additionalLength)
    }

    /// The status of planning and writing `snapshot` (0 or a negative ICU warning on success; a
    /// positive ICU status, or `CBENCH_UNSUPPORTED` for a plan the floors do not build).
    func status(_ method: Int32, _ snapshot: ProgressSnapshot) -> Int32 {
        if described?.describes(snapshot) != true {
            described = Described(snapshot, FloorDescription(DescriptionPlanner.plan(snapshot), glue: glue))
        }
        var plan = cbench_plan()
        guard let described = described?.value, FloorPlan.readAdditional(AdditionalDescriptionPlanner.plan(snapshot), into: &plan) else {
            descriptionLength = 0
            additionalLength = 0
            return CBENCH_UNSUPPORTED
        }
        described.fill(&plan)
        let status = described.name.utf8.withContiguousStorageIfAvailable { name in
            name.withMemoryRebound(to: CChar.self) { name in
                plan.name = name.baseAddress
                plan.name_length = Int32(name.count)
                return cbench_floor_format(floor, method, &plan, buffer, Self.capacity, &descriptionLength, &additionalLength)
            }
        }
        return status ?? CBENCH_UNSUPPORTED
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
