import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// What the gallery does for each thing the user (or the library) does.
@MainActor
@Suite struct GalleryViewModelTests {
    typealias Harness = GalleryHarness

    @Test func cellsAreSquaresInThreeColumnsWithInsetsAndSpacingOfTwelve() {
        let harness = Harness(count: 11)
        harness.gallery.layoutWidthChanged(375)
        let layout = harness.gallery.layout.value
        #expect(layout.cellSide == 109)
        #expect(layout.frame(ofItemAt: 4) == Rect(x: 133, y: 133, width: 109, height: 109))
        #expect(layout.rowCount == 4 && layout.addItemIndex == 11)
        #expect(layout.contentHeight == 24 + 4 * 109 + 3 * 12)
    }

    @Test func thumbnailsLoadForTheVisibleCellsAndAMarginAndAreCancelledWhenTheyScrollAway() {
        let harness = Harness(count: 30)
        harness.gallery.visibleItemsChanged(0..<6)
        #expect(harness.startedNumbers == Array(1...9))
        harness.loader.succeed(.fixture(index: 2))
        #expect(harness.summary == "1 2✓ 3 4 5 6")
        harness.gallery.visibleItemsChanged(12..<18)
        #expect(harness.loader.cancelled == [1, 3, 4, 5, 6, 7, 8, 9])
        #expect(harness.waitingNumbers == Array(10...21))
        #expect(harness.summary == "13 14 15 16 17 18")
    }

    @Test func aThumbnailThatArrivesAfterItsCellScrolledAwayIsDropped() {
        let harness = Harness(count: 30)
        harness.gallery.visibleItemsChanged(0..<3)
        harness.gallery.visibleItemsChanged(20..<23)
        harness.loader.completeCancelled(
            .fixture(index: 1),
            with: .success(LoadedImage(photoID: .fixture(index: 1), size: PixelSize(width: 1, height: 1))))
        harness.gallery.visibleItemsChanged(0..<3)
        #expect(harness.summary == "1 2 3")
    }

    @Test func tappingAPhotoOpensThePagerAtThatPhoto() {
        let harness = Harness(count: 11)
        harness.gallery.cellTapped(at: 4)
        #expect(harness.gallery.destination.value == .pager(.fixture(index: 5)))
        harness.gallery.destinationDismissed()
        #expect(harness.gallery.destination.value == nil)
    }

    @Test func theArrowKeysMoveTheSelectionAndReturnOpensIt() {
        let harness = Harness(count: 4)
        harness.gallery.visibleItemsChanged(0..<5)
        harness.gallery.selectionMoved(.right)
        #expect(harness.gallery.selection.value == 0)
        harness.gallery.selectionMoved(.down)
        harness.gallery.selectionMoved(.right)
        #expect(harness.summary == "1 2 3 4 [5✓]".replacingOccurrences(of: "5✓", with: "+"))
        harness.gallery.selectionMoved(.right)
        harness.gallery.selectionMoved(.down)
        #expect(harness.gallery.selection.value == 4)
        harness.gallery.selectionMoved(.up)
        harness.gallery.selectionMoved(.left)
        harness.gallery.selectionMoved(.up)
        #expect(harness.gallery.selection.value == 0)
        harness.gallery.selectionMoved(.up)
        harness.gallery.selectionMoved(.left)
        #expect(harness.gallery.selection.value == 0)
        harness.gallery.selectionMoved(.right)
        harness.gallery.selectionActivated()
        #expect(harness.gallery.destination.value == .pager(.fixture(index: 2)))
    }

    @Test func homeAndEndMoveTheSelectionToTheFirstAndTheLastPhoto() {
        let harness = Harness(count: 7)
        harness.gallery.selectionMoved(.last)
        #expect(harness.gallery.selection.value == 6)
        harness.gallery.selectionMoved(.right)
        #expect(harness.gallery.selection.value == 7)
        harness.gallery.selectionMoved(.last)
        #expect(harness.gallery.selection.value == 6)
        harness.gallery.selectionMoved(.first)
        #expect(harness.gallery.selection.value == 0)
        harness.gallery.selectionMoved(.first)
        #expect(harness.gallery.selection.value == 0)
        let empty = Harness(count: 0)
        empty.gallery.selectionMoved(.last)
        #expect(empty.gallery.selection.value == 0)
    }

    @Test func downFromARowAboveAShortLastRowLandsOnTheLastCell() {
        let harness = Harness(count: 4)
        harness.gallery.cellTapped(at: 2)
        harness.gallery.destinationDismissed()
        harness.gallery.selectionMoved(.down)
        #expect(harness.gallery.selection.value == 4)
    }

    @Test func addingAPickedImageCopiesItIntoTheLibrary() {
        let harness = Harness(count: 2)
        harness.gallery.addTapped()
        #expect(harness.gallery.addState.value == .picking && harness.picker.pickCount == 1)
        harness.gallery.addTapped()
        #expect(harness.picker.pickCount == 1)
        harness.picker.finish(.picked(PickedPhoto(name: "Beach", bytes: Harness.jpeg)))
        #expect(harness.gallery.addState.value == .idle)
        #expect(harness.gallery.photoCount.value == 3)
        #expect(harness.library.notebook.photo(at: 2).name == "Beach")
    }

    @Test func bytesThatAreNotAnImageGiveATypedErrorAndAddNothing() {
        let harness = Harness(count: 2)
        harness.gallery.cellTapped(at: 2)
        harness.picker.finish(.picked(PickedPhoto(name: "notes.txt", bytes: Data("hello".utf8))))
        #expect(harness.gallery.addState.value == .failed(.importFailed(.invalidImage(.unrecognizedFormat))))
        #expect(harness.library.notebook.photoCount == 2)
        harness.gallery.addErrorDismissed()
        #expect(harness.gallery.addState.value == .idle)
    }

    @Test func aPickerThatFailsOrIsCancelledAddsNothing() {
        let harness = Harness(count: 0)
        harness.gallery.addTapped()
        harness.picker.finish(.failed("no access"))
        #expect(harness.gallery.addState.value == .failed(.pickerFailed("no access")))
        harness.gallery.addTapped()
        harness.picker.finish(.cancelled)
        #expect(harness.gallery.addState.value == .idle)
        harness.gallery.addTapped()
        harness.gallery.addCancelled()
        #expect(harness.picker.cancelCount == 1 && !harness.picker.isPicking)
        #expect(harness.library.notebook.photoCount == 0)
    }

    @Test func deletingAPhotoAsksFirstAndWorksForPresetsToo() {
        let library = NotesLibrary(notebook: Notebook(photos: [.fixture(1, isPreset: true), .fixture(2)]))
        let gallery = GalleryViewModel(
            library: library,
            environment: GalleryEnvironment(
                imageLoader: .immediate, photoSource: .returning(.cancelled),
                photoStorage: .validating(ids: .incrementing(), now: .live)))
        gallery.deleteTapped(.fixture(index: 1))
        #expect(gallery.pendingDeletion.value?.isPreset == true)
        gallery.deleteCancelled()
        #expect(library.notebook.photoCount == 2)
        gallery.selectionMoved(.right)
        gallery.deleteSelectedTapped()
        gallery.deleteConfirmed()
        #expect(library.notebook.photos.map(\.id) == [.fixture(index: 2)])
        #expect(gallery.photoCount.value == 1)
    }

    @Test func anEmptyGalleryOnlyHasTheAddCell() {
        let harness = Harness(count: 0)
        harness.gallery.visibleItemsChanged(0..<12)
        #expect(harness.gallery.isEmpty.value)
        #expect(harness.summary == "+")
        #expect(harness.startedNumbers.isEmpty)
    }

    @Test func photosDeletedElsewhereClampTheSelectionAndTheVisibleCells() {
        let harness = Harness(count: 5)
        harness.gallery.visibleItemsChanged(0..<6)
        harness.gallery.cellTapped(at: 5)
        harness.picker.finish(.cancelled)
        harness.library.removePhoto(withID: .fixture(index: 5))
        harness.library.removePhoto(withID: .fixture(index: 1))
        #expect(harness.gallery.selection.value == 3)
        #expect(harness.summary == "2 3 4 [+]")
    }

    @Test func visibleItemsFollowTheScrollOffsetInWholeRows() {
        let layout = GalleryLayout(metrics: .standard, width: 375, photoCount: 1_000_000)
        #expect(layout.visibleItems(offset: 0, height: 600) == 0..<15)
        #expect(layout.visibleItems(offset: 113, height: 100) == 0..<6)
        #expect(layout.visibleItems(offset: 121, height: 100) == 3..<6)
        #expect(layout.visibleItems(offset: 121 * 1_000, height: 226) == 3_000..<3_006)
        #expect(layout.visibleItems(offset: 0, height: 0) == 0..<0)
        #expect(GalleryLayout(metrics: .standard, width: 40, photoCount: 3).cellSide == 0)
    }
}
