import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing
import TextSnapshots

/// What a front end of the pager sees during each interaction, as one timeline per interaction
/// under `Snapshots/PhotoPagerTimelineTests/`.
@MainActor
@Suite struct PhotoPagerTimelineTests {
    @Test func swipingThroughElevenPhotosToTheEndAndBack() throws {
        let timeline = PhotoPagerTimeline(count: 11)
        try timeline.open(at: 0)
        for number in 1...3 { timeline.succeed(number) }
        for _ in 0..<11 {
            timeline.step("user swiped forward")
            timeline.pager.nextTapped()
        }
        for _ in 0..<11 {
            timeline.step("user swiped back")
            timeline.pager.previousTapped()
        }
        assertSnapshot(timeline.timeline, named: "swiping-to-the-end-and-back")
    }

    @Test func fastSwipesWithLoadsFinishingLateAndOutOfOrder() throws {
        let timeline = PhotoPagerTimeline(count: 11)
        try timeline.open(at: 0)
        timeline.step("user swiped forward four times quickly")
        for _ in 0..<4 { timeline.pager.nextTapped() }
        timeline.succeed(6)
        timeline.step("the cancelled load of #2 delivers late")
        timeline.loader.completeCancelled(
            .fixture(index: 2),
            with: .success(LoadedImage(photoID: .fixture(index: 2), size: PixelSize(width: 9, height: 9))))
        timeline.succeed(4)
        timeline.succeed(5)
        assertSnapshot(timeline.timeline, named: "fast-swipe-late-out-of-order")
    }

    @Test func aFailedLoadAndItsRetry() throws {
        let timeline = PhotoPagerTimeline(count: 3)
        try timeline.open(at: 1)
        timeline.step("load of #2 fails")
        timeline.loader.fail(.fixture(index: 2))
        timeline.step("user tapped Retry")
        timeline.pager.retryTapped(.fixture(index: 2))
        timeline.succeed(2)
        assertSnapshot(timeline.timeline, named: "failed-load-and-retry")
    }

    @Test func aJumpFromTheGallery() throws {
        let timeline = PhotoPagerTimeline(count: 11)
        let gallery = GalleryViewModel(
            library: timeline.library,
            environment: GalleryEnvironment(
                imageLoader: .immediate, photoSource: .returning(.cancelled),
                photoStorage: .validating(ids: .incrementing(), now: .live)))
        timeline.recorder.record(gallery.destination, as: "gallery.destination")
        timeline.step("user tapped the eighth cell")
        gallery.cellTapped(at: 7)
        let destination = try #require(gallery.destination.value)
        timeline.attach(
            try PhotoPagerViewModel(
                for: destination, in: timeline.library,
                environment: PhotoPagerEnvironment(imageLoader: timeline.recordingLoader)))
        timeline.step("user chose the second photo")
        timeline.pager.photoChosen(at: 1)
        assertSnapshot(timeline.timeline, named: "jump-from-the-gallery")
    }

    @Test(arguments: [("start", 0), ("middle", 5), ("end", 10)])
    func deletingTheCurrentPhoto(place: String, index: Int) throws {
        let timeline = PhotoPagerTimeline(count: 11)
        try timeline.open(at: index)
        timeline.step("user tapped Delete")
        timeline.pager.deleteTapped()
        timeline.step("user confirmed")
        timeline.pager.deleteConfirmed()
        assertSnapshot(timeline.timeline, named: "delete-current-at-\(place)")
    }

    @Test func deletingTheOnlyPhoto() throws {
        let timeline = PhotoPagerTimeline(count: 1)
        try timeline.open(at: 0)
        timeline.succeed(1)
        timeline.step("user tapped Delete")
        timeline.pager.deleteTapped()
        timeline.step("user confirmed")
        timeline.pager.deleteConfirmed()
        assertSnapshot(timeline.timeline, named: "delete-the-only-photo")
    }

    @Test func photosChangedElsewhereWhileThePagerIsOpen() throws {
        let timeline = PhotoPagerTimeline(count: 5)
        try timeline.open(at: 2)
        timeline.step("photo #1 deleted elsewhere")
        timeline.library.removePhoto(withID: .fixture(index: 1))
        timeline.step("photo #20 added elsewhere")
        timeline.library.savePhoto(.fixture(20))
        timeline.step("the current photo #3 deleted elsewhere")
        timeline.library.removePhoto(withID: .fixture(index: 3))
        assertSnapshot(timeline.timeline, named: "photos-changed-elsewhere")
    }
}
