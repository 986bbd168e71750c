import Foundation
import NotesCore
import NotesViewModels
import Testing

/// When a slot's image is not the image of the photo it shows, the pager loads that photo again.
@MainActor
@Suite struct PhotoPagerReloadTests {
    typealias Harness = PhotoPagerHarness

    @Test func aSlotGivenAnotherPhotosImageLoadsItsOwnPhotoAgain() throws {
        let harness = try Harness(count: 3, at: 1)
        let wrong = LoadedImage(photoID: .fixture(index: 2), size: PixelSize(width: 9, height: 9))
        #expect(harness.loader.complete(number: 1, with: .success(wrong)))
        #expect(harness.startedNumbers == [1, 2, 3, 1])
        #expect(harness.waitingNumbers == [2, 3, 1])
        #expect(harness.summary == "1:loading@0 *2:loading@1 3:loading@2")
        harness.succeed(1)
        #expect(harness.summary == "1:loaded(1)@0 *2:loading@1 3:loading@2")
    }

    @Test func aPhotoReplacedUnderItsIDIsLoadedAgain() throws {
        let harness = try Harness(count: 3, at: 0)
        harness.succeed(1, 2, 3)
        var replaced = Photo.fixture(2)
        replaced.fileName = "2-edited.png"
        replaced.byteCount = 5_000
        harness.library.savePhoto(replaced)
        #expect(harness.summary == "*1:loaded(1)@0 2:loading@1 3:loaded(3)@2")
        #expect(harness.startedNumbers == [1, 2, 3, 2])
        #expect(harness.loader.started.last?.request.photo == replaced)
        harness.succeed(2)
        #expect(harness.summary == "*1:loaded(1)@0 2:loaded(2)@1 3:loaded(3)@2")
    }

    @Test func aResultOfThePhotoAsItWasBeforeItsReplacementIsDropped() throws {
        let harness = try Harness(count: 3, at: 0)
        var replaced = Photo.fixture(1)
        replaced.fileName = "1-edited.png"
        harness.library.savePhoto(replaced)
        #expect(harness.loader.cancelled == [1])
        #expect(
            harness.loader.completeCancelled(
                .fixture(index: 1),
                with: .success(LoadedImage(photoID: .fixture(index: 1), size: PixelSize(width: 9, height: 9)))
            ))
        #expect(harness.summary == "*1:loading@0 2:loading@1 3:loading@2")
        #expect(harness.loader.started.last?.request.photo == replaced)
    }

    @Test func renamingAPhotoKeepsItsImage() throws {
        let harness = try Harness(count: 2, at: 0)
        harness.succeed(1, 2)
        var renamed = Photo.fixture(2)
        renamed.name = "Renamed"
        harness.library.savePhoto(renamed)
        #expect(harness.summary == "*1:loaded(1)@0 2:loaded(2)@1")
        #expect(harness.startedNumbers == [1, 2])
    }
}
