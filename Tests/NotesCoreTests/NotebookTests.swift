import Foundation
import NotesCore
import Testing

@Suite struct NotebookTests {
    @Test func notesAreOrderedNewestFirst() {
        let notebook = Notebook(notes: [
            .numbered(1, updatedMinutesAfterReference: 1),
            .numbered(2, updatedMinutesAfterReference: 3),
            .numbered(3, updatedMinutesAfterReference: 2),
        ])
        #expect(notebook.orderedNoteIDs == [.number(2), .number(3), .number(1)])
        #expect(notebook.notes.map(\.id) == [.number(2), .number(3), .number(1)])
    }

    @Test func notesUpdatedAtTheSameMomentAreOrderedByID() {
        let notebook = Notebook(notes: [.numbered(3), .numbered(1), .numbered(2)])
        #expect(notebook.orderedNoteIDs == [.number(1), .number(2), .number(3)])
        let shuffled = Notebook(notes: [.numbered(2), .numbered(3), .numbered(1)])
        #expect(shuffled.orderedNoteIDs == notebook.orderedNoteIDs)
        #expect(shuffled == notebook)
    }

    @Test func lookupFindsNotesByID() {
        let notebook = Notebook(notes: [.numbered(1), .numbered(2)])
        #expect(notebook.note(withID: .number(2)) == .numbered(2))
        #expect(notebook.note(withID: .number(9)) == nil)
        #expect(notebook.containsNote(withID: .number(1)))
        #expect(!notebook.containsNote(withID: .number(9)))
        #expect(notebook.noteCount == 2)
    }

    @Test func addInsertsANewNoteInItsPlace() {
        var notebook = Notebook(notes: [
            .numbered(1, updatedMinutesAfterReference: 1),
            .numbered(2, updatedMinutesAfterReference: 3),
        ])
        let replaced = notebook.add(.numbered(3, updatedMinutesAfterReference: 2))
        #expect(replaced == nil)
        #expect(notebook.orderedNoteIDs == [.number(2), .number(3), .number(1)])
    }

    @Test func addReplacesANoteWithTheSameIDInPlace() throws {
        var notebook = Notebook(notes: [.numbered(1), .numbered(2), .numbered(3)])
        var edited = Note.numbered(2)
        edited.title = "Edited"
        let replaced = notebook.add(edited)
        #expect(replaced == .numbered(2))
        #expect(notebook.noteCount == 3)
        #expect(notebook.orderedNoteIDs == [.number(1), .number(2), .number(3)])
        #expect(try #require(notebook.note(withID: .number(2))).title == "Edited")
    }

    @Test func addMovesANoteWhoseUpdateDateChanged() {
        var notebook = Notebook(notes: [.numbered(1), .numbered(2), .numbered(3)])
        notebook.add(.numbered(3, updatedMinutesAfterReference: 5))
        #expect(notebook.orderedNoteIDs == [.number(3), .number(1), .number(2)])
        notebook.add(.numbered(3, updatedMinutesAfterReference: -5))
        #expect(notebook.orderedNoteIDs == [.number(1), .number(2), .number(3)])
        #expect(notebook.noteCount == 3)
    }

    @Test func removeDeletesTheNoteAndReturnsIt() {
        var notebook = Notebook(notes: [.numbered(1), .numbered(2), .numbered(3)])
        #expect(notebook.removeNote(withID: .number(2)) == .numbered(2))
        #expect(notebook.orderedNoteIDs == [.number(1), .number(3)])
        #expect(notebook.note(withID: .number(2)) == nil)
        #expect(notebook.removeNote(withID: .number(2)) == nil)
        #expect(notebook.noteCount == 2)
    }

    @Test func indexOfANoteIsItsDisplayPosition() {
        let notebook = Notebook(notes: [
            .numbered(1, updatedMinutesAfterReference: 1),
            .numbered(2, updatedMinutesAfterReference: 3),
            .numbered(3, updatedMinutesAfterReference: 2),
        ])
        #expect(notebook.index(ofNoteWithID: .number(2)) == 0)
        #expect(notebook.index(ofNoteWithID: .number(3)) == 1)
        #expect(notebook.index(ofNoteWithID: .number(1)) == 2)
        #expect(notebook.index(ofNoteWithID: .number(9)) == nil)
    }

    @Test func duplicateIDsInInitKeepTheLastNote() throws {
        var later = Note.numbered(1)
        later.title = "Later"
        let notebook = Notebook(notes: [.numbered(1), later])
        #expect(notebook.noteCount == 1)
        #expect(try #require(notebook.note(withID: .number(1))).title == "Later")
    }

    @Test func incrementalOrderMatchesAFullSortAfterManyChanges() {
        var generator = SeededRandomNumberGenerator(seed: 42)
        var notebook = Notebook()
        var reference: [Note.ID: Note] = [:]
        for _ in 0..<2_000 {
            let n = UInt8(generator.next() % 200)
            if generator.next() % 4 == 0 {
                notebook.removeNote(withID: .number(n))
                reference[.number(n)] = nil
            } else {
                let note = Note.numbered(n, updatedMinutesAfterReference: Double(generator.next() % 50))
                notebook.add(note)
                reference[note.id] = note
            }
        }
        #expect(notebook.noteCount == reference.count)
        #expect(notebook == Notebook(notes: Array(reference.values)))
        let sorted = reference.values.sorted {
            $0.updatedAt != $1.updatedAt ? $0.updatedAt > $1.updatedAt : $0.id < $1.id
        }
        #expect(notebook.orderedNoteIDs == sorted.map(\.id))
    }

    @Test func copiesAreIndependent() {
        let original = Notebook(notes: [.numbered(1)])
        var copy = original
        copy.add(.numbered(2))
        #expect(original.noteCount == 1)
        #expect(copy.noteCount == 2)
    }
}
