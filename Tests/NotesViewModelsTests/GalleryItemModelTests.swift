import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Per-cell models: each cell an observable a cell view reads, and an identity list that changes
/// only when photos come, go or move.
@MainActor
@Suite struct GalleryItemModelTests {
    /// Counts the changes a held item model publishes.
    @MainActor
    final class Watched {
        let model: GalleryItemModel
        var changes = 0
        private let bag = SubscriptionBag()

        init(_ model: GalleryItemModel) {
            self.model = model
            model.content.subscribeToChanges { [weak self] _, _ in self?.changes += 1 }.store(in: bag)
            model.isSelected.subscribeToChanges { [weak self] _, _ in self?.changes += 1 }.store(in: bag)
        }
    }

    @Test func oneThumbnailArrivingChangesOneCellAndNoIdentity() {
        let harness = GalleryHarness(count: 1_000)
        let gallery = harness.gallery
        let ids = gallery.itemIDs.value
        for index in 0..<9 { gallery.cellAppeared(ids[index]) }
        let watched = (0..<9).map { Watched(gallery.itemModel(for: ids[$0])) }
        var identities = 0
        let identity = gallery.itemIDs.subscribeToChanges { _, _ in identities += 1 }
        #expect(harness.loader.succeed(harness.library.notebook.photoID(at: 4)))
        #expect(watched.map(\.changes) == [0, 0, 0, 0, 1, 0, 0, 0, 0])
        guard case .photo(_, let thumbnail) = watched[4].model.content.value else {
            Issue.record("a photo")
            return
        }
        #expect(thumbnail.image != nil)
        // A margin thumbnail changes no cell.
        #expect(harness.loader.succeed(harness.library.notebook.photoID(at: 10)))
        #expect(watched.map(\.changes) == [0, 0, 0, 0, 1, 0, 0, 0, 0])
        #expect(identities == 0)
        identity.cancel()
    }

    @Test func theSelectionMovingChangesTheTwoCellsItLeavesAndReaches() {
        let harness = GalleryHarness(count: 20)
        let gallery = harness.gallery
        let ids = gallery.itemIDs.value
        let watched = (0..<6).map { Watched(gallery.itemModel(for: ids[$0])) }
        gallery.selectionMoved(.right)
        gallery.selectionMoved(.right)
        // The first move selects the first cell; the second moves to the next.
        #expect(watched.map(\.changes) == [2, 1, 0, 0, 0, 0])
        #expect(watched.filter { $0.model.isSelected.value }.count == 1)
    }

    @Test func aDeleteChangesTheIdentitiesAndNoCellThatStays() {
        let harness = GalleryHarness(count: 20)
        let gallery = harness.gallery
        let ids = gallery.itemIDs.value
        let watched = (0..<6).map { Watched(gallery.itemModel(for: ids[$0])) }
        var identities = 0
        let identity = gallery.itemIDs.subscribeToChanges { _, _ in identities += 1 }
        gallery.deleteTapped(harness.library.notebook.photoID(at: 2))
        gallery.deleteConfirmed()
        #expect(identities == 1)
        #expect(!gallery.itemIDs.value.contains(ids[2]))
        #expect(watched.enumerated().filter { $0.offset != 2 }.allSatisfy { $0.element.changes == 0 })
        identity.cancel()
    }

    /// Random appearances, thumbnails, selection moves and deletions against a plain reference:
    /// every held model shows its item's cell as the items build it, notifies exactly when that
    /// cell's content or selection changed, and the identity list is the items' ids, republished
    /// exactly when they changed.
    @Test func randomSessionsMatchTheCellsBuiltAfresh() {
        var random = SeededRandomNumberGenerator(seed: 0x6A17)
        for _ in 0..<200 {
            let harness = GalleryHarness(count: 30)
            let gallery = harness.gallery
            let all = Array(gallery.itemIDs.value)
            let held = all.filter { _ in random.next() % 3 == 0 }.map { Watched(gallery.itemModel(for: $0)) }
            var identities = 0
            let identity = gallery.itemIDs.subscribeToChanges { _, _ in identities += 1 }
            var expectedIdentities = 0
            var lastIDs = all
            var last = held.map { ($0.model.content.value, $0.model.isSelected.value) }
            var expectedChanges = held.map { _ in 0 }
            for step in 0..<40 {
                let ids = Array(gallery.itemIDs.value)
                let id = ids[Int(random.next() % UInt64(ids.count))]
                switch random.next() % 6 {
                case 0: gallery.cellAppeared(id)
                case 1: gallery.cellDisappeared(id)
                case 2:
                    if let waiting = harness.loader.waitingPhotoIDs.first {
                        _ = harness.loader.succeed(waiting)
                    }
                case 3: gallery.selectionMoved([.left, .right, .up, .down][Int(random.next() % 4)])
                case 4:
                    if case .photo(let photoID) = id, random.next() % 2 == 0 {
                        gallery.deleteTapped(photoID)
                        gallery.deleteConfirmed()
                    }
                default: gallery.visibleItemsChanged(0..<Int(random.next() % 12))
                }
                let items = gallery.items.value
                let idsNow = items.map(\.id)
                #expect(Array(gallery.itemIDs.value) == idsNow, "step \(step)")
                if idsNow != lastIDs { expectedIdentities += 1 }
                lastIDs = idsNow
                for (index, watched) in held.enumerated() {
                    let cell = items.first { $0.id == watched.model.id }?.cell
                    let content = cell?.content ?? .add
                    let isSelected = cell?.isSelected ?? (gallery.selection.value == items.count - 1)
                    #expect(watched.model.content.value == content, "step \(step)")
                    #expect(watched.model.isSelected.value == isSelected, "step \(step)")
                    if content != last[index].0 { expectedChanges[index] += 1 }
                    if isSelected != last[index].1 { expectedChanges[index] += 1 }
                    last[index] = (content, isSelected)
                }
                #expect(held.map(\.changes) == expectedChanges, "step \(step)")
            }
            #expect(identities == expectedIdentities)
            identity.cancel()
        }
    }
}
