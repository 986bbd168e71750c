import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// What the pager does for each thing the user (or the library) does.
@MainActor
@Suite struct PhotoPagerViewModelTests {
    typealias Harness = PhotoPagerHarness

    @Test func theTitleCountsFromOneInTheEnvironmentsLanguage() throws {
        #expect(try Harness(count: 11, at: 2).pager.title.value == "3 of 11")
        #expect(try Harness(count: 11, at: 2, language: .russian).pager.title.value == "3 из 11")
    }

    @Test func previousAndNextAreEnabledOnlyWhereThereIsAPhoto() throws {
        let first = try Harness(count: 3, at: 0).pager
        #expect(!first.isPreviousEnabled.value && first.isNextEnabled.value)
        let last = try Harness(count: 3, at: 2).pager
        #expect(last.isPreviousEnabled.value && !last.isNextEnabled.value)
        let only = try Harness(count: 1, at: 0).pager
        #expect(!only.isPreviousEnabled.value && !only.isNextEnabled.value)
    }

    @Test func openingLoadsTheWindowAndNothingElse() throws {
        let harness = try Harness(count: 11, at: 5)
        #expect(harness.shown == [5, 6, 7])
        #expect(harness.current == 6)
        #expect(harness.startedNumbers == [5, 6, 7])
    }

    @Test func swipingForwardInTheMiddleStartsExactlyOneLoad() throws {
        let harness = try Harness(count: 11, at: 5)
        harness.succeed(5, 6, 7)
        harness.pager.nextTapped()
        #expect(harness.shown == [6, 7, 8])
        #expect(harness.startedNumbers == [5, 6, 7, 8])
        #expect(harness.summary == "6:loaded(6)@1 *7:loaded(7)@2 8:loading@0")
    }

    @Test func swipingAtTheEndsMovesNothingAndLoadsNothing() throws {
        let harness = try Harness(count: 11, at: 0)
        harness.pager.pageSwiped(to: 1)
        #expect(harness.shown == [1, 2, 3] && harness.current == 2)
        harness.pager.previousTapped()
        harness.pager.previousTapped()
        #expect(harness.current == 1)
        #expect(harness.startedNumbers == [1, 2, 3])
    }

    @Test func aLateResultForAReusedSlotIsDroppedAndItsLoadCancelled() throws {
        let harness = try Harness(count: 11, at: 5)
        harness.pager.nextTapped()
        #expect(harness.loader.cancelled == [1])
        #expect(
            harness.loader.completeCancelled(
                .fixture(index: 5),
                with: .success(LoadedImage(photoID: .fixture(index: 5), size: PixelSize(width: 9, height: 9)))
            ))
        #expect(harness.pager.window.value.heldImageCount == 0)
        #expect(harness.summary == "6:loading@1 *7:loading@2 8:loading@0")
    }

    @Test func fastSwipesWithLateOutOfOrderResultsNeverShowTheWrongPhoto() throws {
        let harness = try Harness(count: 11, at: 1)
        for _ in 0..<6 { harness.pager.nextTapped() }
        harness.succeed(9, 8)
        for (number, result) in zip(
            [1, 2, 3],
            [Result<LoadedImage, ImageLoadError>.failure(.failed("late"))] + [
                .success(LoadedImage(photoID: .fixture(index: 2), size: PixelSize(width: 1, height: 1)))
            ] * 2)
        {
            harness.loader.completeCancelled(.fixture(index: number), with: result)
        }
        harness.succeed(7)
        #expect(harness.summary == "7:loaded(7)@0 *8:loaded(8)@1 9:loaded(9)@2")
        #expect(harness.pager.window.value.heldImageCount == 3)
    }

    @Test func aFailedLoadIsRetriedOnRequest() throws {
        let harness = try Harness(count: 2, at: 0)
        harness.loader.fail(.fixture(index: 1))
        #expect(harness.pager.pages.value[0].load == .failed(.failed("read error")))
        harness.pager.retryTapped(.fixture(index: 1))
        #expect(harness.startedNumbers == [1, 2, 1])
        harness.succeed(1)
        #expect(harness.pager.pages.value[0].load.image != nil)
    }

    @Test func aJumpRebuildsTheWindowWithoutLoadingThePhotosInBetween() throws {
        let harness = try Harness(count: 100, at: 0)
        harness.pager.photoChosen(at: 60)
        #expect(harness.startedNumbers == [1, 2, 3, 60, 61, 62])
        #expect(harness.loader.cancelled == [1, 2, 3])
        #expect(harness.current == 61)
    }

    @Test(arguments: [(0, 2), (5, 7), (10, 10)])
    func deletingTheCurrentPhotoShowsTheNextElseThePrevious(index: Int, expected: Int) throws {
        let harness = try Harness(count: 11, at: index)
        harness.pager.deleteTapped()
        #expect(harness.pager.pendingDeletion.value == .fixture(index: index + 1))
        harness.pager.deleteConfirmed()
        #expect(harness.current == expected)
        #expect(harness.pager.title.value == "\(index == 10 ? 10 : index + 1) of 10")
        #expect(harness.library.notebook.photo(withID: .fixture(index: index + 1)) == nil)
    }

    @Test func deletingTheOnlyPhotoFinishesThePager() throws {
        let harness = try Harness(count: 1, at: 0)
        var outcomes: [PhotoPagerOutcome] = []
        let subscription = harness.pager.finished.subscribe { outcomes.append($0) }
        harness.pager.deleteTapped()
        harness.pager.deleteConfirmed()
        #expect(outcomes == [.noPhotosLeft])
        #expect(harness.pager.pages.value.isEmpty && harness.pager.title.value == "")
        #expect(harness.loader.cancelled == [1])
        harness.pager.nextTapped()
        harness.pager.deleteTapped()
        #expect(harness.pager.pendingDeletion.value == nil)
        subscription.cancel()
    }

    @Test func cancellingADeletionKeepsThePhoto() throws {
        let harness = try Harness(count: 3, at: 1)
        harness.pager.deleteTapped()
        harness.pager.deleteCancelled()
        harness.pager.deleteConfirmed()
        #expect(harness.library.notebook.photoCount == 3)
    }

    @Test func photosAddedOrRemovedElsewhereKeepTheCurrentPhoto() throws {
        let harness = try Harness(count: 11, at: 5)
        harness.library.removePhoto(withID: .fixture(index: 2))
        #expect(harness.current == 6 && harness.pager.title.value == "5 of 10")
        harness.library.savePhoto(.fixture(40))
        #expect(harness.current == 6 && harness.pager.title.value == "5 of 11")
        harness.library.removePhoto(withID: .fixture(index: 7))
        #expect(harness.shown == [5, 6, 8])
    }

    @Test func theCurrentPhotoDeletedElsewhereGivesWayToTheNext() throws {
        let harness = try Harness(count: 4, at: 1)
        harness.library.removePhoto(withID: .fixture(index: 2))
        #expect(harness.current == 3)
    }

    @Test func aWidthChangeKeepsTheCurrentPhotoAndMovesTheOffset() throws {
        let harness = try Harness(count: 11, at: 10)
        harness.pager.layoutWidthChanged(320)
        #expect(harness.pager.pageOffset.value == 640)
        harness.pager.layoutWidthChanged(480)
        #expect(harness.current == 11 && harness.pager.pageOffset.value == 960)
        #expect(harness.startedNumbers == [9, 10, 11])
    }

    @Test func oneAndTwoPhotosNeverTrapAndAnEmptyLibraryCannotBeOpened() throws {
        for count in [1, 2] {
            let harness = try Harness(count: count, at: count - 1)
            for _ in 0..<3 { harness.pager.nextTapped() }
            for _ in 0..<3 { harness.pager.previousTapped() }
            harness.pager.pageSwiped(to: 7)
            harness.pager.pageSwiped(to: -1)
            #expect(harness.pager.pages.value.count == count && harness.current == 1)
        }
        #expect(throws: PhotoPagerError.indexOutOfRange(0, count: 0)) { try Harness(count: 0, at: 0) }
    }

    @Test func theGallerysDestinationOpensThePagerAtThatPhoto() throws {
        let library = NotesLibrary.withPhotos(11)
        let environment = PhotoPagerEnvironment(imageLoader: .immediate)
        let pager = try PhotoPagerViewModel(
            for: .pager(.fixture(index: 9)), in: library, environment: environment)
        #expect(pager.title.value == "9 of 11")
        #expect(pager.pages.value.allSatisfy { $0.load.image?.photoID == $0.photo.id })
        #expect(throws: PhotoPagerError.photoNotFound(.fixture(index: 99))) {
            try PhotoPagerViewModel(showing: .fixture(index: 99), in: library, environment: environment)
        }
        #expect(PhotoPagerViewModel.hidesTabBar && !GalleryViewModel.hidesTabBar)
    }

    @Test func goingBackCancelsEveryLoadAndFinishesOnce() throws {
        let harness = try Harness(count: 5, at: 2)
        var outcomes: [PhotoPagerOutcome] = []
        let subscription = harness.pager.finished.subscribe { outcomes.append($0) }
        harness.pager.backTapped()
        harness.pager.backTapped()
        harness.succeed(2)
        #expect(outcomes == [.dismissed])
        #expect(harness.pager.outcome.value == .dismissed)
        #expect(harness.loader.cancelled == [1, 2, 3])
        #expect(harness.pager.window.value.heldImageCount == 0)
        subscription.cancel()
    }
}

extension Array {
    fileprivate static func * (array: Array, times: Int) -> Array {
        Array((0..<times).map { _ in array }.joined())
    }
}
