import Foundation
import NotesCore
import Testing

/// The whole-notebook views a list keeps its own copy from: the notes by id in storage of their
/// own, and every note's id and date in display order, against the notebook's own answers over
/// random notebooks and edits.
@Suite struct NotebookLookupTests {
    @Test func theCopyAndTheOrderMatchTheNotebookOverRandomEdits() {
        var random = SeededRandomNumberGenerator(seed: 77)
        var notebook = Notebook()
        for step in 0..<2_000 {
            let number = UInt8(random.next() % 60)
            if random.next() % 4 == 0 {
                _ = notebook.removeNote(withID: .number(number))
            } else {
                _ = notebook.add(.numbered(number, updatedMinutesAfterReference: Double(random.next() % 20)))
            }
            guard step % 40 == 0 else { continue }
            let copy = notebook.notesByIDCopy()
            #expect(copy.count == notebook.noteCount)
            #expect(copy.allSatisfy { notebook.note(withID: $0.key) == $0.value })
            var order: [(Note.ID, Date)] = []
            notebook.forEachNoteInOrder { order.append(($0, $1)) }
            #expect(order.map(\.0) == notebook.orderedNoteIDs)
            #expect(order.map(\.1) == notebook.notes.map(\.updatedAt))
        }
    }

    @Test func theCopyAndTheNotebookChangeIndependently() {
        var notebook = Notebook(notes: [.numbered(1), .numbered(2)])
        var copy = notebook.notesByIDCopy()
        copy[.number(1)] = nil
        _ = notebook.add(.numbered(3))
        #expect(notebook.note(withID: .number(1)) == .numbered(1))
        #expect(copy[.number(3)] == nil)
        #expect(Set(copy.keys) == [.number(2)])
    }
}
