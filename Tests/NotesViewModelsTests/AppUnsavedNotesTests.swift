import NotesCore
import NotesViewModels
import Testing

/// Which notes are not on disk, alone: a save that succeeds takes what it wrote, one that fails
/// gives it back, and changes made while it writes wait for the next.
@Suite struct AppUnsavedNotesTests {
    static let one = Note.ID.fixture(1)
    static let two = Note.ID.fixture(2)

    @Test func aSuccessfulSaveTakesTheNotesChangedBeforeItStarted() {
        var unsaved = AppUnsavedNotes()
        unsaved.noteChanged(Self.one)
        unsaved.noteChanged(Self.two)
        unsaved.saveStarted()
        #expect(unsaved.ids == Set([Self.one, Self.two]))
        unsaved.saveFinished(succeeded: true)
        #expect(unsaved.ids.isEmpty)
    }

    @Test func aFailedSaveLeavesItsNotesUnsaved() {
        var unsaved = AppUnsavedNotes()
        unsaved.noteChanged(Self.one)
        unsaved.saveStarted()
        unsaved.saveFinished(succeeded: false)
        #expect(unsaved.ids == Set([Self.one]))
        // The retry writes it.
        unsaved.saveStarted()
        unsaved.saveFinished(succeeded: true)
        #expect(unsaved.ids.isEmpty)
    }

    @Test func aNoteChangedWhileASaveWritesStaysUnsavedAfterIt() {
        var unsaved = AppUnsavedNotes()
        unsaved.noteChanged(Self.one)
        unsaved.saveStarted()
        unsaved.noteChanged(Self.two)
        unsaved.noteChanged(Self.one)
        unsaved.saveFinished(succeeded: true)
        #expect(unsaved.ids == Set([Self.one, Self.two]))
    }
}
