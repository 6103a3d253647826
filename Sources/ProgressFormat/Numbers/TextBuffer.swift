internal import ProgressTables

// Unsafe code here: the one text-buffer handle — a line written into stack memory with its bounds
// checked by hand (count, capacity), so the per-update path allocates nothing. `TextArena`, below,
// is the safe store of a model's texts that it copies from.

/// UTF-8 text written into memory the caller provides — on the per-update path a stack buffer
/// for one line — so ICU writes each value straight into the line: no array grows, no value is
/// copied from a scratch buffer, nothing is allocated until the line becomes a `String`.
///
/// Text that does not fit is not written; the buffer only counts how much room it would have
/// needed (``required``), so the caller can write the whole line again with that much:
///
///     let text = TextBuffer.string { buffer in
///         buffer.append("Downloading ")
///         numbers.appendCount(9, to: &buffer)
///     }
///
/// The one place in the number model where memory is handled through pointers: the code above writes
/// through its safe methods.
@safe package struct TextBuffer {
    private let base: UnsafeMutablePointer<UInt8>?
    /// How many bytes fit.
    package let capacity: Int
    /// How many bytes are written.
    package private(set) var count = 0
    /// How many bytes the text needs: ``count`` while everything fits, more once something did
    /// not.
    package private(set) var required = 0

    /// A buffer writing into `memory`.
    package init(_ memory: UnsafeMutableBufferPointer<UInt8>) {
        unsafe base = memory.baseAddress
        capacity = unsafe memory.baseAddress == nil ? 0 : memory.count
    }

    /// Whether everything appended so far was written.
    package var isComplete: Bool { required == count }

    /// The bytes written.
    package var written: UnsafeBufferPointer<UInt8> { unsafe written(from: 0) }

    /// The bytes written from `start` on.
    package func written(from start: Int) -> UnsafeBufferPointer<UInt8> {
        guard let base = unsafe base, start >= 0, start <= count else { return unsafe UnsafeBufferPointer(start: nil, count: 0) }
        return unsafe UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// The text written, as a string (invalid UTF-8 repaired, as `String(decoding:)` does).
    package var string: String { unsafe String(decoding: written, as: UTF8.self) }

    /// Appends `bytes` if they fit (and all before them did).
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        if isComplete, length <= capacity - count, let base = unsafe base, let source = bytes.baseAddress {
            unsafe (base + count).update(from: source, count: length)
            count += length
        }
        required += length
    }

    /// Appends `bytes` if they fit.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        unsafe append(bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// Appends `bytes` if they fit.
    package mutating func append(_ bytes: [UInt8]) {
        unsafe bytes.withUnsafeBufferPointer { unsafe append($0) }
    }

    /// Appends `count` of `bytes` from `start` if they fit (nothing if the range is not in
    /// `bytes`).
    package mutating func append(_ bytes: [UInt8], from start: Int, count: Int) {
        guard start >= 0, count >= 0, start <= bytes.count - count else { return }
        unsafe bytes.withUnsafeBufferPointer { buffer in
            unsafe append(UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]))
        }
    }

    /// Appends one byte if it fits.
    package mutating func append(byte: UInt8) {
        if isComplete, count < capacity, let base = unsafe base {
            unsafe base[count] = byte
            count += 1
        }
        required += 1
    }

    /// Appends `text`'s UTF-8 if it fits.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { unsafe append($0) }
    }

    /// Lets `body` (a shim call that writes UTF-8 and returns its length, or the length it needs
    /// with an overflow status) write into the free room; `false` if ICU failed otherwise
    /// (nothing is written then). Text that did not fit counts as written: ``required`` grows
    /// by the length ICU asked for.
    mutating func write(_ body: (UnsafeMutablePointer<CChar>?, Int32, inout ICUStatus) -> Int32) -> Bool {
        let free = isComplete ? capacity - count : 0
        var status = ICUStatus()
        let length: Int32
        if free > 0, let base = unsafe base {
            length = unsafe (base + count).withMemoryRebound(to: CChar.self, capacity: free) { unsafe body($0, Int32(free), &status) }
        } else {
            // No room: ICU only measures (a null buffer of capacity 0 is its preflight).
            length = body(nil, 0, &status)
        }
        guard length >= 0 else { return false }
        if !status.isFailure, Int(length) <= free {
            count += Int(length)
            required += Int(length)
            return true
        }
        // A failure that asks for more room than there was is only the overflow.
        guard Int(length) > free else { return false }
        required += Int(length)
        return true
    }

    /// Forgets what was written from `start` on.
    mutating func removeSuffix(from start: Int) {
        guard start >= 0, start <= count else { return }
        required -= count - start
        count = start
    }

    /// Runs `body` with a buffer on the stack (`capacity` bytes) and returns what it wrote as a
    /// string; when it did not fit, `body` runs again with room for all of it. `body` must write
    /// the same text each time.
    package static func string(capacity: Int = 1_024, _ body: (inout TextBuffer) -> Void) -> String {
        var room = max(capacity, 1)
        for _ in 0..<3 {
            let (text, required) = unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { memory -> (String?, Int) in
                var buffer = unsafe TextBuffer(memory)
                body(&buffer)
                return (buffer.isComplete ? buffer.string : nil, buffer.required)
            }
            if let text { return text }
            room = max(required, room * 2)
        }
        return ""
    }

    /// ``string(capacity:_:)`` with `value` lent to `body`: a closure that captured it could
    /// copy it, which for a value threads share (a locale's compiled messages) counts a
    /// reference; lent as a noncopyable generic, it cannot be copied.
    package static func string<Value: ~Copyable>(lending value: borrowing Value, _ body: (inout TextBuffer, borrowing Value) -> Void) -> String {
        string { body(&$0, value) }
    }
}

/// The texts of a locale's model laid out flat for writing: every literal's UTF-8 one after
/// another in one array, each found by a ``TextArena/Span``, so writing a unit's words copies
/// bytes and touches no reference count.
///
///     var arena = TextArena()
///     let kilobytes = arena.store(" kB")
///     TextBuffer.string { arena.write(kilobytes, to: &$0) }   // " kB"
struct TextArena: Hashable, Sendable {
    /// Where one text is in the arena.
    struct Span: Hashable, Sendable {
        var start: Int32 = 0
        var count: Int32 = 0
    }

    private(set) var bytes: [UInt8] = []

    /// Stores `text` and returns where it is (texts already stored are stored again: a locale
    /// has a few dozen, most different).
    mutating func store(_ text: String) -> Span {
        let span = Span(start: Int32(bytes.count), count: Int32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
        return span
    }

    /// Appends the text at `span` to `text`.
    func write(_ span: Span, to text: inout TextBuffer) {
        text.append(bytes, from: Int(span.start), count: Int(span.count))
    }
}
