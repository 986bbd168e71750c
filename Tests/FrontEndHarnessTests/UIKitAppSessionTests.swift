import Foundation
import NotesCore
import NotesViewModels
import Testing
import UIKitStandIn

/// The whole UIKit app of the Writing a front end article, every screen, on the stand-in's
/// tracking: launched by its root controller, driven as a user would, saved on going to the
/// background.
@MainActor
@Suite struct UIKitAppSessionTests {
    let clock = ManualTimerClock(start: Date(timeIntervalSince1970: 1_800_000_000))
    let disk = InMemoryFileSystem()
    let loader = ControlledImageLoader()

    func launched() async throws -> (AppViewModel, NotesRootViewController, UIKitHost) {
        let app = AppViewModel(
            storeDirectory: URL(fileURLWithPath: "/store"),
            environment: .test(clock: clock, fileSystem: disk.fileSystem, imageLoader: loader.loader))
        let root = NotesRootViewController(app: app, makeController: makeScreenController)
        let host = UIKitHost(root)
        #expect(host.text.contains("Opening notes…"))
        for _ in 0..<1_000 where app.launchState.value == .launching {
            try await Task.sleep(for: .milliseconds(2))
        }
        host.update()
        return (app, root, host)
    }

    @Test func aWholeSessionOnEveryScreenWastesNoUpdateAndConfiguresOneCellPerThumbnail() async throws {
        let (app, root, host) = try await launched()
        let tabs = try #require(root.children.first as? NotesTabBarController)
        let notes = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(notes.viewControllers.first as? NotesListViewController)
        #expect(host.text.contains("5 Notes"))

        // Search, then clear it.
        let search = try #require(list.view.subviews.first as? UITextField)
        search.type("bread")
        host.update()
        #expect(host.text.contains("Buy ⟦bread⟧.") && !host.text.contains("Long note"))
        search.deleteBackward(5)
        host.update()
        #expect(host.text.contains("Long note"))

        // Open a note, give it a colour from the picker, and save it.
        let rows = try #require(list.view.subviews.first { $0 is UICollectionView } as? UICollectionView)
        let shortNote = try #require(
            (0..<rows.numberOfItems).first {
                rows.cellForItem(at: IndexPath(item: $0, section: 0))?.lines.first?.contains("Short note")
                    == true
            })
        rows.tapItem(at: shortNote)
        host.update()
        let editor = try #require(notes.viewControllers.last as? EditNoteViewController)
        let fields = editor.view.subviews.compactMap { $0 as? UITextField }
        fields[0].type(" and milk")
        host.update()
        let colors = try #require(editor.children.first as? ColorSelectorViewController)
        try #require(colors.view.subviews.compactMap { $0 as? UIButton }.first { $0.title == "Custom" }).tap()
        host.update()
        let picker = try #require(notes.viewControllers.last as? ColorPickerViewController)
        let pickerFields = picker.view.subviews.compactMap { $0 as? UITextField }
        try #require(picker.view.subviews.compactMap { $0 as? UISlider }.last).slide(to: 0.5)
        host.update()
        pickerFields[0].deleteBackward(7)
        pickerFields[0].type("#336699")
        host.update()
        try #require(picker.view.subviews.compactMap { $0 as? UIButton }.first { $0.title == "Done" }).tap()
        host.update()
        #expect(notes.viewControllers.last === editor)
        #expect(editor.editor.color.value.hex() == "#336699")
        try #require(editor.view.subviews.compactMap { $0 as? UIButton }.first).tap()
        host.update()
        #expect(notes.viewControllers.count == 1)
        #expect(host.text.contains("Short note and milk"))

        // A new note.
        try #require(list.view.subviews.compactMap { $0 as? UIButton }.first).tap()
        host.update()
        let new = try #require(notes.viewControllers.last as? EditNoteViewController)
        let newFields = new.view.subviews.compactMap { $0 as? UITextField }
        newFields[0].type("Groceries")
        newFields[1].type("Milk")
        host.update()
        try #require(new.view.subviews.compactMap { $0 as? UIButton }.first).tap()
        host.update()
        #expect(host.text.contains("6 Notes") && host.text.contains("Groceries"))

        // The gallery: each thumbnail arriving configures its own cell, and nothing else runs.
        tabs.tapTab(at: 1)
        host.update()
        let photos = try #require(tabs.viewControllers?.last as? UINavigationController)
        let gallery = try #require(photos.viewControllers.first as? GalleryViewController)
        #expect(host.text.contains("11 photos"))
        let grid = try #require(gallery.view.subviews.first { $0 is UICollectionView } as? UICollectionView)
        let waiting = loader.waitingPhotoIDs
        #expect(waiting.count == 11)
        for (index, id) in waiting.enumerated() {
            let evaluations = host.evaluations
            #expect(loader.succeed(id))
            host.update()
            let position = try #require(app.library.notebook.index(ofPhotoWithID: id))
            #expect(host.lastConfiguredCells == [[position]], "thumbnail \(index)")
            #expect(host.evaluations == evaluations, "no controller runs for a thumbnail")
        }

        // The pager: the next photo, then delete it after a cancelled question.
        grid.tapItem(at: 0)
        host.update()
        let pager = try #require(photos.viewControllers.last as? PhotoPagerViewController)
        #expect(host.text.contains("1 of 11"))
        let pagerButtons = pager.view.subviews.compactMap { $0 as? UIButton }
        pagerButtons[1].tap()
        host.update()
        #expect(host.text.contains("2 of 11"))
        pagerButtons[2].tap()
        host.update()
        try #require(pager.presentedViewController as? UIAlertController).tapAction("Cancel")
        host.update()
        pagerButtons[2].tap()
        host.update()
        try #require(pager.presentedViewController as? UIAlertController).tapAction("Delete")
        host.update()
        #expect(host.text.contains("2 of 10"))
        photos.swipeBack()
        host.update()
        #expect(host.text.contains("10 photos"))
        #expect(photos.viewControllers.count == 1)

        // Going to the background saves, as the scene delegate asks.
        await app.enteredBackground()
        host.update()
        #expect(app.saveStatus.value == .saved)

        #expect(host.unchangedEvaluations == 0, "\(host.unchangedControllers)")
        #expect(host.unchangedCellConfigurations == 0)
        #expect([notes, photos].allSatisfy { $0.unchangedStackWrites == 0 })
        #expect(tabs.unchangedSelectionWrites == 0)
        let textFields = [search] + fields + newFields + pickerFields
        #expect(textFields.allSatisfy { $0.unchangedWrites == 0 }, "no keystroke written back")
    }
}
