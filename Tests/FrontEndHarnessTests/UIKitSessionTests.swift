import Foundation
import NotesCore
import NotesViewModels
import Testing
import UIKitStandIn

/// The tabs, the stacks, the editor and the alerts together on the UIKit stand-in's tracking.
///
/// A session: launch, an edit discarded by a swipe back, a new note saved with Done, a delete
/// question cancelled, the gallery and its pager, and a save on going to the background. The list,
/// the gallery and the pager are stubs here; the editor is the article's controller.
@MainActor
@Suite struct UIKitSessionTests {
    @Test func aSessionWritesNothingAlreadyShownAndRunsNoUpdateForNothing() async throws {
        let disk = InMemoryFileSystem()
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(
                clock: ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000)),
                fileSystem: disk.fileSystem))
        await app.launch()
        var editors: [EditNoteViewController] = []
        let tabs = NotesTabBarController(app: app) { screen in
            guard case .editNote(let editor) = screen else { return ScreenStubController(screen: screen) }
            let controller = EditNoteViewController(editor: editor)
            editors.append(controller)
            return controller
        }
        let host = UIKitHost(tabs)
        let notes = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(app.listNotes)
        let first = app.library.notebook.notes[0]

        // An edit discarded by a swipe back.
        list.rowTapped(first.id)
        host.update()
        let opened = try #require(notes.viewControllers.last as? EditNoteViewController)
        let title = try #require(opened.view.subviews.first as? UITextField)
        title.moveCaret(to: 0)
        title.type("My ")
        host.update()
        #expect(title.text == "My " + first.title)
        notes.swipeBack()
        host.update()
        #expect(app.library.note(withID: first.id)?.title == first.title)
        #expect(notes.viewControllers.count == 1)

        // A new note saved with Done, after a refused Done and a cancelled delete question.
        list.addTapped()
        host.update()
        let new = try #require(notes.viewControllers.last as? EditNoteViewController)
        new.editor.doneTapped()
        host.update()
        try #require(new.presentedViewController as? UIAlertController).tapAction("OK")
        host.update()
        let fields = new.view.subviews.compactMap { $0 as? UITextField }
        fields[0].type("Groceries")
        fields[1].type("Milk")
        host.update()
        new.editor.deleteTapped()
        host.update()
        try #require(new.presentedViewController as? UIAlertController).tapAction("Cancel")
        host.update()
        try #require(new.view.subviews.compactMap { $0 as? UIButton }.first).tap()
        host.update()
        #expect(app.library.notebook.notes.contains { $0.title == "Groceries" && $0.content == "Milk" })
        #expect(notes.viewControllers.count == 1)

        // The gallery and its pager, then back.
        tabs.tapTab(at: 1)
        host.update()
        let gallery = try #require(tabs.viewControllers?.last as? UINavigationController)
        try #require(app.gallery).cellTapped(at: 0)
        host.update()
        #expect(gallery.viewControllers.count == 2)
        gallery.swipeBack()
        host.update()
        #expect(app.stack(of: .gallery).value.count == 1)

        // Going to the background saves.
        await app.enteredBackground()
        host.update()
        #expect(app.saveStatus.value == .saved)

        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
        #expect([notes, gallery].allSatisfy { $0.unchangedStackWrites == 0 })
        #expect(tabs.unchangedSelectionWrites == 0)
        let textFields = editors.flatMap { $0.view.subviews.compactMap { $0 as? UITextField } }
        #expect(
            textFields.allSatisfy { $0.unchangedWrites == 0 && $0.writes == 1 }, "no keystroke written back")
        #expect(editors.count == 2)
    }
}
