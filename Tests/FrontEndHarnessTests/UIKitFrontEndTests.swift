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

    @Test func oneThumbnailArrivingReconfiguresOneCellAndAppliesNoSnapshot() {
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
        var snapshots = 0
        let identity = gallery.itemIDs.subscribe { _ in snapshots += 1 }
        let ids = gallery.itemIDs.value
        let cells = (0..<9).map { index in
            let cell = GalleryPhotoCell()
            cell.model = gallery.itemModel(for: ids[index])
            gallery.cellAppeared(ids[index])
            return cell
        }
        let host = UIKitCellHost(cells)
        #expect(host.configurations == 9)
        #expect(loader.succeed(library.notebook.photoID(at: 4)))
        host.update()
        #expect(host.lastReconfigured == [4])
        // A margin thumbnail reconfigures nothing.
        #expect(loader.succeed(library.notebook.photoID(at: 10)))
        host.update()
        #expect(host.lastReconfigured.isEmpty)
        #expect(host.configurations == 10)
        #expect(snapshots == 1, "the first snapshot only")
        identity.cancel()
    }
}
