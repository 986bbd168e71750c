import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The gallery, the pager and the app shell under ``ObservationChecker``.
extension ViewModelObservationTests {
    @Test func galleryReportsExactlyTheChangedProperties() throws {
        try drive("gallery") {
            let harness = GalleryHarness(count: 12)
            let gallery = harness.gallery
            let photoID: @MainActor (inout SeededRandomNumberGenerator) -> Photo.ID? = {
                harness.library.notebook.photos.randomElement(using: &$0)?.id
            }
            let actions: [Action] = [
                ("width", { gallery.layoutWidthChanged(Double(Int.random(in: 0...4, using: &$0)) * 160) }),
                (
                    "scroll",
                    { random in
                        let start = Int.random(in: 0...12, using: &random)
                        gallery.visibleItemsChanged(start..<(start + Int.random(in: 0...6, using: &random)))
                    }
                ),
                ("tap cell", { gallery.cellTapped(at: Int.random(in: -1...13, using: &$0)) }),
                ("move", { gallery.selectionMoved([.left, .right, .up, .down].randomElement(using: &$0)!) }),
                ("activate", { _ in gallery.selectionActivated() }),
                ("add", { _ in gallery.addTapped() }),
                ("add cancelled", { _ in gallery.addCancelled() }),
                ("add error dismissed", { _ in gallery.addErrorDismissed() }),
                ("delete", { if let id = photoID(&$0) { gallery.deleteTapped(id) } }),
                ("delete selected", { _ in gallery.deleteSelectedTapped() }),
                ("delete confirmed", { _ in gallery.deleteConfirmed() }),
                ("delete cancelled", { _ in gallery.deleteCancelled() }),
                ("dismiss", { _ in gallery.destinationDismissed() }),
                (
                    "thumbnail loads",
                    { random in
                        guard let id = harness.loader.waitingPhotoIDs.randomElement(using: &random) else {
                            return
                        }
                        _ = Bool.random(using: &random) ? harness.loader.succeed(id) : harness.loader.fail(id)
                    }
                ),
                (
                    "picker ends",
                    { random in
                        _ = harness.picker.finish(
                            Bool.random(using: &random) ? .cancelled : .failed("denied"))
                    }
                ),
            ]
            return ([("gallery", gallery)], actions)
        }
    }

    @Test func photoPagerReportsExactlyTheChangedProperties() throws {
        try drive("pager", rare: ["back"]) {
            let harness = try PhotoPagerHarness(count: 8, at: 3)
            let pager = harness.pager
            let actions: [Action] = [
                ("swipe", { pager.pageSwiped(to: Int.random(in: -1...9, using: &$0)) }),
                ("next", { _ in pager.nextTapped() }),
                ("previous", { _ in pager.previousTapped() }),
                ("chosen", { pager.photoChosen(at: Int.random(in: 0...8, using: &$0)) }),
                ("retry", { _ in if let photo = pager.currentPhoto.value { pager.retryTapped(photo.id) } }),
                ("delete", { _ in pager.deleteTapped() }),
                ("delete confirmed", { _ in pager.deleteConfirmed() }),
                ("delete cancelled", { _ in pager.deleteCancelled() }),
                ("width", { pager.layoutWidthChanged(Double(Int.random(in: 0...3, using: &$0)) * 200) }),
                ("back", { _ in pager.backTapped() }),
                (
                    "photo loads",
                    { random in
                        guard let id = harness.loader.waitingPhotoIDs.randomElement(using: &random) else {
                            return
                        }
                        _ = Bool.random(using: &random) ? harness.loader.succeed(id) : harness.loader.fail(id)
                    }
                ),
            ]
            return ([("pager", pager)], actions)
        }
    }

    @Test func appShellReportsExactlyTheChangedProperties() async throws {
        var fired = 0
        for sequence in 0..<UInt64(Self.sequences / 2) {
            var random = SeededRandomNumberGenerator(seed: 7_000 &+ sequence)
            let harness = AppShellHarness()
            let app = harness.app
            let checker = ObservationChecker([("app", app)], seed: random.next())
            await app.launch()
            checker.action = "launch"
            checker.check()
            for step in 0..<Self.steps {
                let name: String
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    name = "tab"
                    app.tabSelected([.notes, .gallery].randomElement(using: &random)!)
                case 1:
                    name = "back"
                    app.backTapped()
                case 2:
                    name = "notice acknowledged"
                    app.noticeAcknowledged()
                case 3:
                    name = "add note"
                    harness.list?.addTapped()
                case 4:
                    name = "title"
                    harness.editor?.titleChanged(Self.texts.randomElement(using: &random)!)
                case 5:
                    name = "content"
                    harness.editor?.contentChanged(Self.texts.randomElement(using: &random)!)
                case 6:
                    name = "done"
                    harness.editor?.doneTapped()
                case 7:
                    name = "open a note"
                    if let id = harness.list?.rows.value.ids.randomElement(using: &random) {
                        harness.list?.rowTapped(id)
                    }
                case 8:
                    name = "search"
                    harness.list?.searchTextChanged(["", "a", "Bo"].randomElement(using: &random)!)
                default:
                    name = "autosave"
                    await harness.autosave()
                }
                checker.action = "step \(step), \(name)"
                checker.check()
                if !checker.failures.isEmpty { break }
            }
            try #require(checker.failures.isEmpty, "app, sequence \(sequence): \(checker.failures)")
            fired += checker.fireCount
        }
        #expect(fired > Self.sequences)
    }
}
