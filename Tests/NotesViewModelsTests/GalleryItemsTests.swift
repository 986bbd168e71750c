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

    @Test func aThumbnailOfTheMarginLoadingLeavesTheItemsAsTheyAre() {
        let harness = GalleryHarness(count: 40)
        for index in 0..<3 { harness.gallery.cellAppeared(at: index) }
        var published = 0
        let subscription = harness.gallery.items.subscribeToChanges { _, _ in published += 1 }
        // Cells 3 to 5 are the margin below the first row: loaded, not shown.
        for index in 3..<6 { #expect(harness.loader.succeed(harness.library.notebook.photoID(at: index))) }
        #expect(published == 0)
        // Scrolling them into view shows their thumbnails.
        harness.gallery.cellAppeared(at: 3)
        #expect(published == 1)
        guard case .photo(_, let thumbnail) = harness.gallery.items.value[3].cell.content else {
            Issue.record("a photo")
            return
        }
        #expect(thumbnail.image != nil)
        #expect(harness.loader.succeed(harness.library.notebook.photoID(at: 0)))
        #expect(published == 2)
        subscription.cancel()
    }

    @Test func cellsCoveredByThePagerAndBackKeepTheirThumbnails() {
        let harness = GalleryHarness(count: 40)
        for index in 0..<9 { harness.gallery.cellAppeared(at: index) }
        for index in 0..<12 { #expect(harness.loader.succeed(harness.library.notebook.photoID(at: index))) }
        let started = harness.loader.started.count
        harness.gallery.cellTapped(at: 4)
        #expect(harness.gallery.destination.value != nil)
        // The pager covers the grid: every cell disappears, one at a time.
        for index in 0..<9 { harness.gallery.cellDisappeared(at: index) }
        #expect(harness.gallery.visibleItems.value == 0..<9)
        harness.gallery.destinationDismissed()
        // Back: every cell appears again, one at a time.
        for index in 0..<9 { harness.gallery.cellAppeared(at: index) }
        #expect(harness.gallery.visibleItems.value == 0..<9)
        #expect(harness.loader.cancelled.isEmpty)
        #expect(harness.loader.started.count == started, "nothing loads again")
        #expect(harness.summary == "1✓ 2✓ 3✓ 4✓ [5✓] 6✓ 7✓ 8✓ 9✓")
        // Scrolling on after Back follows the cells again.
        for index in 9..<12 { harness.gallery.cellAppeared(at: index) }
        for index in 0..<3 { harness.gallery.cellDisappeared(at: index) }
        #expect(harness.gallery.visibleItems.value == 3..<12)
    }

    @Test func cellsReportedByIdentityFollowTheirPhotosAfterADelete() {
        let harness = GalleryHarness(count: 20)
        let items = harness.gallery.items.value
        for index in 0..<9 { harness.gallery.cellAppeared(items[index].id) }
        harness.gallery.deleteTapped(harness.library.notebook.photoID(at: 0))
        harness.gallery.deleteConfirmed()
        // The deleted photo's cell leaves; the cell below the last one comes in.
        harness.gallery.cellDisappeared(items[0].id)
        harness.gallery.cellAppeared(items[9].id)
        #expect(harness.gallery.visibleItems.value == 0..<9)
        harness.gallery.cellDisappeared(items[1].id)
        #expect(harness.gallery.visibleItems.value == 1..<9)
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
