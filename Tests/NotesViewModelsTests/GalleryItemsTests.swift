import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Every item of the grid, built lazily, and cells reported one at a time as they appear.
@MainActor
@Suite struct GalleryItemsTests {
    @Test func everyIndexHasAnItemWithTheAddCellLast() {
        let harness = GalleryHarness(count: 40)
        let items = harness.gallery.items.value
        #expect(items.count == 41)
        #expect(items.map(\.index) == Array(0...40))
        #expect(items.last?.id == .add && items.last?.cell.content == .add)
        #expect(items[3].id == .photo(harness.library.notebook.photoID(at: 3)))
        #expect(Set(items.map(\.id)).count == 41)
    }

    @Test func cellsAppearingAndDisappearingSetTheVisibleItemsAndLoadThumbnails() {
        let harness = GalleryHarness(count: 40)
        for index in 0..<6 { harness.gallery.cellAppeared(at: index) }
        #expect(harness.gallery.visibleItems.value == 0..<6)
        #expect(!harness.loader.started.isEmpty)
        for index in 0..<3 { harness.gallery.cellDisappeared(at: index) }
        #expect(harness.gallery.visibleItems.value == 3..<6)
        harness.gallery.cellAppeared(at: 99)
        harness.gallery.cellDisappeared(at: 30)
        #expect(harness.gallery.visibleItems.value == 3..<6, "outside the grid, or never appeared")
        #expect(harness.gallery.cells.value.map(\.index) == [3, 4, 5], "the visible-range API still holds")
        let item = harness.gallery.items.value[4]
        #expect(item.cell == harness.gallery.cells.value[1])
    }

    @Test func itemsFollowTheSelectionAndThumbnails() throws {
        let harness = GalleryHarness(count: 10)
        harness.gallery.cellAppeared(at: 0)
        #expect(harness.gallery.items.value[0].cell.content != .add)
        guard case .photo(_, let thumbnail) = harness.gallery.items.value[0].cell.content else {
            Issue.record("a photo")
            return
        }
        #expect(thumbnail == .loading)
        harness.gallery.selectionMoved(.right)
        let selected = harness.gallery.items.value.filter(\.cell.isSelected).map(\.index)
        #expect(selected == [harness.gallery.selection.value].compactMap { $0 })
    }

    @Test func aDeletedPhotoLeavesTheItems() {
        let harness = GalleryHarness(count: 5)
        let id = harness.library.notebook.photoID(at: 2)
        harness.gallery.deleteTapped(id)
        harness.gallery.deleteConfirmed()
        #expect(harness.gallery.items.value.count == 5)
        #expect(!harness.gallery.items.value.map(\.id).contains(.photo(id)))
    }

    /// Random appearances and disappearances against a plain set: the visible items span the
    /// first to the last cell appeared.
    @Test func randomAppearancesMatchAReferenceSet() {
        var random = SeededRandomNumberGenerator(seed: 0x6A11)
        let harness = GalleryHarness(count: 60)
        var appeared: Set<Int> = []
        for step in 0..<3_000 {
            let index = Int(random.next() % 70)
            if random.next() % 2 == 0 {
                harness.gallery.cellAppeared(at: index)
                if index < 61 { appeared.insert(index) }
            } else {
                harness.gallery.cellDisappeared(at: index)
                appeared.remove(index)
            }
            let expected = appeared.min().map { $0..<(appeared.max()! + 1) } ?? 0..<0
            #expect(harness.gallery.visibleItems.value == expected, "step \(step)")
        }
    }
}
