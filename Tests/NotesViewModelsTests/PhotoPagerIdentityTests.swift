import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Pages keep their photo's identity as the window shifts, and the current photo binds to a
/// paging view's selection.
@MainActor
@Suite struct PhotoPagerIdentityTests {
    @Test func pagesAreIdentifiedByTheirPhotos() throws {
        let harness = try PhotoPagerHarness(count: 10, at: 4)
        #expect(harness.pager.pages.value.map(\.id) == harness.pager.pages.value.map(\.photo.id))
        let current = try #require(harness.pager.currentPhotoID.value)
        #expect(current == harness.pager.currentPhoto.value?.id)
    }

    @Test func selectingANeighboursIdIsASwipe() throws {
        let harness = try PhotoPagerHarness(count: 10, at: 4)
        let next = harness.library.notebook.photoID(at: 5)
        harness.pager.currentPhotoID.value = next
        #expect(harness.current == 6)
        #expect(harness.pager.pages.value.contains { $0.id == next && $0.isCurrent })
        harness.pager.currentPhotoID.value = nil
        harness.pager.currentPhotoID.value = Photo.ID(UUID())
        #expect(harness.current == 6, "nothing to select")
    }

    /// Random selections of any page against the photo index they name.
    @Test func randomSelectionsMatchTheIndexTheyName() throws {
        var random = SeededRandomNumberGenerator(seed: 0x9A6E)
        let harness = try PhotoPagerHarness(count: 25, at: 0)
        for step in 0..<2_000 {
            let pages = harness.pager.pages.value
            let target =
                random.next() % 4 == 0
                ? harness.library.notebook.photoID(at: Int(random.next() % 25))
                : pages[Int(random.next() % UInt64(pages.count))].id
            harness.pager.currentPhotoID.value = target
            #expect(harness.pager.currentPhotoID.value == target, "step \(step)")
            #expect(harness.pager.pages.value.filter(\.isCurrent).map(\.id) == [target], "step \(step)")
        }
    }
}
