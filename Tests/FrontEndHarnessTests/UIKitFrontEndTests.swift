import Foundation
import NotesCore
import NotesViewModels
import Testing
import UIKitStandIn

/// The UIKit-shaped editor on the stand-in's observation tracking: `updateProperties()` runs again
/// only when a value it shows changed.
@MainActor
@Suite struct UIKitFrontEndTests {
    @Test func updatePropertiesRunsOnlyWhenAShownValueChanged() async throws {
        let disk = InMemoryFileSystem()
        let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: disk.fileSystem))
        await app.launch()
        let list = try #require(app.listNotes)
        list.addTapped()
        guard case .editNote(let editor) = app.screen.value else {
            Issue.record("no editor")
            return
        }
        let controller = EditNoteViewController(editor: editor)
        let host = UIKitHost(controller)
        let title = try #require(controller.view.subviews.first as? UITextField)
        let content = try #require(controller.view.subviews.dropFirst().first as? UITextField)
        for character in "Groceries" {
            title.type(String(character))
            host.update()
        }
        content.type("Milk")
        host.update()
        #expect(
            host.text == """
                Enter note title: ⟨Groceries⟩
                Enter note content: ⟨Milk⟩
                [Done]
                \("")
                """)
        #expect(host.unchangedEvaluations == 0)
        #expect(host.evaluations == 1 + 9 + 1)
        let done = try #require(controller.view.subviews.dropFirst(2).first as? UIButton)
        done.tap()
        #expect(app.library.notebook.notes.contains { $0.title == "Groceries" })
    }
}
