@testable import ProgressFormat
import Testing
import ProgressTables

/// A line is written into a stack buffer; what does not fit is counted, and the line is written
/// again with the room it asked for.
@Suite struct TextBufferTests {
    @Test func textThatDoesNotFitIsCountedNotWritten() {
        let text = TextBuffer.string(capacity: 4) { buffer in
            buffer.append("abc")
            #expect(buffer.isComplete == (buffer.capacity >= 3))
            buffer.append("défg")
            if buffer.capacity < 8 {
                // "abc" stays; "défg" (5 bytes) did not fit and is only counted.
                #expect(buffer.count == 3)
                #expect(buffer.required == 8)
                #expect(!buffer.isComplete)
            }
        }
        #expect(text == "abcdéfg")
    }

    @Test func aSuffixCanBeTakenBack() {
        let text = TextBuffer.string { buffer in
            buffer.append("noch 2 Stunden")
            buffer.removeSuffix(from: 0)
            buffer.append("Noch 2 Stunden")
        }
        #expect(text == "Noch 2 Stunden")
    }

    /// A description longer than the stack buffer (64 family emoji of 25 bytes each) is written
    /// whole, its parts where they belong.
    @Test func aLineLongerThanTheStackBufferIsWrittenWhole() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let name = String(repeating: family, count: 64)
        let formatter = try ProgressTextFormatter(locale: "en")
        let text = formatter.format(ProgressSnapshot(completedUnitCount: 1, totalUnitCount: 10, kind: .file,
                                                     fileOperationKind: .copying, fileDisplayName: name))
        #expect(text.description == "Copying “\(name)”…")
        #expect(text.description.utf8.count > 1_024)
        #expect(text.parts.first { $0.field == .fileName }.map { String(text[$0]) } == name)
    }
}
