import Foundation
import NotesCore
import NotesViewModels
import Testing
import UIKitStandIn

/// The UIKit-shaped editor on the stand-in's observation tracking: `updateProperties()` runs again
/// only when a value it shows changed.
@MainActor
@Suite struct UIKitFrontEndTests {
    func openedEditor() async throws -> (AppViewModel, EditNoteViewModel) {
        let disk = InMemoryFileSystem()
        let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: disk.fileSystem))
        await app.launch()
        let list = try #require(app.listNotes)
        list.addTapped()
        guard case .editNote(let editor) = app.screen.value else { throw EditorMissing() }
        return (app, editor)
    }

    struct EditorMissing: Error {}

    @Test func updatePropertiesRunsOnlyWhenAShownValueChanged() async throws {
        let (app, editor) = try await openedEditor()
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
        #expect(host.text.hasPrefix("Enter note title: ⟨Groceries⟩\nEnter note content: ⟨Milk⟩\n"))
        #expect(host.text.hasSuffix("\n[Done]\n"))
        #expect(host.unchangedEvaluations == 0)
        // Once, then when the reason changed (title, then content filled), and the colour squares
        // once; no keystroke else.
        #expect(host.evaluations == 4)
        #expect(title.writes == 1 && content.writes == 1, "no keystroke is written back")
        let done = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
        done.tap()
        #expect(app.library.notebook.notes.contains { $0.title == "Groceries" })
    }

    @Test func typingInTheMiddleOfTheTitleKeepsTheCaretWhereTheUserPutIt() async throws {
        let (_, editor) = try await openedEditor()
        let controller = EditNoteViewController(editor: editor)
        let host = UIKitHost(controller)
        let title = try #require(controller.view.subviews.first as? UITextField)
        title.type("Plan")
        host.update()
        title.moveCaret(to: 0)
        for character in "My " {
            title.type(String(character))
            host.update()
        }
        #expect(title.text == "My Plan" && editor.title.value == "My Plan")
        #expect(title.unchangedWrites == 0 && host.unchangedEvaluations == 0)
    }

    @Test func markedTextIsNotTheNotesUntilCommittedAndIsNeverOverwritten() async throws {
        let (_, editor) = try await openedEditor()
        let controller = EditNoteViewController(editor: editor)
        let host = UIKitHost(controller)
        let content = try #require(controller.view.subviews.dropFirst().first as? UITextField)
        content.type("Buy ")
        host.update()
        content.setMarkedText("に")
        host.update()
        content.setMarkedText("にほん")
        host.update()
        #expect(editor.content.value == "Buy ", "the composition is not the note's yet")
        #expect(content.text == "Buy にほん" && content.markedTextRange != nil)
        content.commitMarkedText("日本")
        host.update()
        #expect(editor.content.value == "Buy 日本" && content.text == "Buy 日本")
        #expect(content.writes == 1 && host.unchangedEvaluations == 0)
    }

    @Test func alertsAndTheShareSheetArePresentedFromStateAndDismissalIsReported() async throws {
        let (app, editor) = try await openedEditor()
        let controller = EditNoteViewController(editor: editor)
        let host = UIKitHost(controller)
        editor.doneTapped()
        host.update()
        let refusal = try #require(controller.presentedViewController as? UIAlertController)
        #expect(refusal.title == "The title is empty.")
        refusal.tapAction("OK")
        host.update()
        #expect(editor.doneRefusal.value == nil && controller.presentedViewController == nil)

        editor.titleChanged("Plan")
        editor.shareTapped()
        host.update()
        let sheet = try #require(controller.presentedViewController as? UIActivityViewController)
        sheet.close(completed: true)
        host.update()
        #expect(editor.shareRequest.value == nil && controller.presentedViewController == nil)

        editor.deleteTapped()
        host.update()
        let question = try #require(controller.presentedViewController as? UIAlertController)
        question.tapAction("Cancel")
        host.update()
        #expect(editor.pendingDeletion.value == nil && controller.presentedViewController == nil)
        editor.deleteTapped()
        host.update()
        let again = try #require(controller.presentedViewController as? UIAlertController)
        again.tapAction("Delete")
        host.update()
        #expect(editor.outcome.value != nil && controller.presentedViewController == nil)
        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
        _ = app
    }

    @Test func oneThumbnailArrivingAt100000PhotosConfiguresOneCellAndAppliesNoSnapshot() throws {
        var notebook = Notebook()
        let date = Date(timeIntervalSince1970: 1_742_472_000)
        for index in 0..<100_000 {
            notebook.addPhoto(
                Photo(
                    id: Photo.ID(
                        UUID(
                            uuid: (
                                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(index >> 16),
                                UInt8((index >> 8) & 0xFF), UInt8(index & 0xFF)
                            ))),
                    fileName: "\(index).png", byteCount: 1, createdAt: date))
        }
        let library = NotesLibrary(notebook: notebook)
        let loader = ControlledImageLoader()
        let gallery = GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: loader.loader, photoSource: .returning(.cancelled),
                photoStorage: .validating(ids: .live, now: .live)))
        let controller = GalleryViewController(gallery: gallery)
        let host = UIKitHost(controller)
        let grid = controller.view.subviews.compactMap { $0 as? UICollectionView }.first
        #expect(grid?.appliedSnapshots == 1 && host.cellConfigurations == 12)
        let evaluations = host.evaluations
        #expect(loader.succeed(library.notebook.photoID(at: 4)))
        host.update()
        #expect(host.lastConfiguredCells == [[4]])
        // A margin thumbnail, loaded ahead of scrolling, configures nothing.
        let margin = try #require(
            loader.waitingPhotoIDs.first { (library.notebook.index(ofPhotoWithID: $0) ?? 0) >= 12 })
        #expect(loader.succeed(margin))
        host.update()
        #expect(host.lastConfiguredCells.isEmpty)
        #expect(host.evaluations == evaluations, "no controller runs for a thumbnail")
        #expect(grid?.appliedSnapshots == 1, "the first snapshot only")
        #expect(host.unchangedCellConfigurations == 0)
    }
}
