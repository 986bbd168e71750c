import AppKitStandIn
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The AppKit controller of the Writing a front end article on the stand-in's tracking of
/// `viewWillLayout()` (macOS 15 and later), and the `observe` loop that stands in for it on
/// macOS 14.
@MainActor
@Suite struct AppKitFrontEndTests {
    func newNoteEditor() async throws -> EditNoteViewModel {
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(
                clock: ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000)),
                fileSystem: InMemoryFileSystem().fileSystem))
        await app.launch()
        try #require(app.listNotes).addTapped()
        guard case .editNote(let editor) = app.screen.value else { throw EditorMissing() }
        return editor
    }

    struct EditorMissing: Error {}

    @Test func typingLaysOutOnlyWhenTheReasonChangesAndIsNeverWrittenBack() async throws {
        let editor = try await newNoteEditor()
        let controller = EditNoteTitleViewController(editor: editor)
        let host = AppKitHost(controller)
        let field = try #require(controller.view.subviews.first as? NSTextField)
        #expect(host.text == "\n" + EditNoteText.doneDisabledReason(.titleEmpty, language: .english))
        for character in "Groceries" {
            field.type(String(character))
            host.layout()
        }
        #expect(editor.title.value == "Groceries")
        #expect(
            host.text == "Groceries\n" + EditNoteText.doneDisabledReason(.contentEmpty, language: .english))
        // Once, then when the reason changed with the first letter; no keystroke else.
        #expect(host.layouts == 2 && host.unchangedLayouts == 0)
        #expect(field.writes == 1, "the first write only: no keystroke is written back")
    }

    @Test func markedTextIsNotTheNotesUntilCommitted() async throws {
        let editor = try await newNoteEditor()
        let controller = EditNoteTitleViewController(editor: editor)
        let host = AppKitHost(controller)
        let field = try #require(controller.view.subviews.first as? NSTextField)
        field.setMarkedText("に")
        host.layout()
        #expect(editor.title.value == "")
        #expect(field.stringValue == "に", "a composition is never overwritten")
    }

    @Test func theObserveLoopUpdatesOnEachChangeOfWhatItRead() async throws {
        let editor = try await newNoteEditor()
        let label = NSTextField(labelWithString: "")
        var updates = 0
        observe {
            updates += 1
            label.stringValue = editor.title.value
        }
        #expect(updates == 1)
        editor.title.value = "Plan"
        for _ in 0..<100 where updates < 2 { await Task.yield() }
        #expect(label.stringValue == "Plan" && updates == 2)
        editor.title.value = "Plan B"
        for _ in 0..<100 where updates < 3 { await Task.yield() }
        #expect(label.stringValue == "Plan B" && updates == 3)
    }
}
