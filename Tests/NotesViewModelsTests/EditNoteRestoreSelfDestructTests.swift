import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// A note that self-destructed while it was open is saved again by Done and stays saved.
@MainActor
@Suite struct EditNoteRestoreSelfDestructTests {
    /// A library whose only note self-destructs a minute after `Note.opened`, watched by a timer on
    /// a manual clock, and an editor open on that note.
    @MainActor final class Fixture {
        let clock = ManualTimerClock(start: Note.opened)
        let library: NotesLibrary
        let timer: SelfDestructTimer
        let editor: EditNoteViewModel
        static let note = Note(
            id: .fixture(9), title: "Code", content: "4711",
            selfDestructDate: Note.opened.addingTimeInterval(60),
            createdAt: Note.opened.addingTimeInterval(-600))

        init() throws {
            library = NotesLibrary(notebook: Notebook(notes: [Self.note]))
            timer = SelfDestructTimer(library: library, now: clock.nowSource, scheduler: clock.scheduler)
            var environment = EditNoteEnvironment.fixture
            environment.now = clock.nowSource
            editor = try EditNoteViewModel.editing(Self.note, in: library, environment: environment)
        }
    }

    @Test func aSelfDestructedNoteSavedAgainByDoneStaysWithTheUsersEdits() throws {
        let fixture = try Fixture()
        fixture.editor.contentChanged("4711 and 0815")
        fixture.clock.advance(by: 60)
        #expect(fixture.library.note(withID: Fixture.note.id) == nil, "the note self-destructed")
        #expect(fixture.editor.doneMode.value == .restore)
        fixture.editor.doneTapped()
        fixture.clock.advance(by: 1)
        fixture.clock.advance(by: 86_400)
        let saved = try #require(fixture.library.note(withID: Fixture.note.id))
        #expect(saved.content == "4711 and 0815")
        #expect(saved.selfDestructDate == nil, "a date already past is not kept")
        #expect(fixture.timer.nextDate == nil)
    }

    @Test func aRestoredNoteKeepsASelfDestructDateTheUserMovedIntoTheFuture() throws {
        let fixture = try Fixture()
        fixture.clock.advance(by: 60)
        let future = Note.opened.addingTimeInterval(3_600)
        fixture.editor.selfDestructDateChanged(future)
        fixture.editor.doneTapped()
        fixture.clock.advance(by: 60)
        #expect(fixture.library.note(withID: Fixture.note.id)?.selfDestructDate == future)
        fixture.clock.advance(by: 3_600)
        #expect(fixture.library.note(withID: Fixture.note.id) == nil, "it goes at the date the user chose")
    }

    @Test func theRestoreNoticeSaysAPassedSelfDestructDateIsCleared() {
        #expect(
            EditNoteText.doneNotice(.restore, language: .english)
                == "Deleted elsewhere. Done saves it again, without a self-destruct date that has passed.")
        #expect(
            EditNoteText.doneNotice(.restore, language: .russian)
                == "Заметка удалена в другом месте. «Готово» сохранит её снова, без прошедшей даты самоуничтожения."
        )
    }

    @Test func aNewNoteWithADateAlreadyPastIsSavedWithoutIt() {
        var draft = EditNoteDraft(newNoteWithID: .fixture(3), defaultSelfDestructDate: Note.opened)
        draft.title = "Plan"
        draft.content = "Step"
        draft.isSelfDestructEnabled = true
        #expect(draft.committed(at: Note.opened).selfDestructDate == nil, "a date equal to now has passed")
        #expect(draft.committed(at: Note.opened.addingTimeInterval(-1)).selfDestructDate == Note.opened)
    }
}
