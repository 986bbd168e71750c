import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// Every state of the gallery as a wireframe at 40 and 80 columns, with the loaded thumbnails (the
/// tests' own pictures) as half blocks over their cells in the style sidecars.
///
/// References: `Snapshots/GalleryScreenTests/`.
@MainActor
@Suite struct GalleryScreenTests {
    typealias Fixtures = GalleryScreenFixtures

    /// Renders `gallery` at 40 and 80 columns, reporting each width and `rows` rows of cells from
    /// `firstRow` first, and snapshots both.
    func assertScreens(
        _ gallery: GalleryViewModel, named name: String, firstRow: Int = 0, rows: Int = 4,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let sourceLocation = SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        for width in [40, 80] {
            let screen = GalleryScreen(width: width)
            gallery.layoutWidthChanged(screen.layoutWidth)
            gallery.visibleItemsChanged(
                GalleryScreen.visibleItems(
                    firstRow: firstRow, rowCount: rows, photoCount: gallery.photoCount.value))
            let text = screen.render(gallery)
            for textLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(TextWidth.of(textLine) == width, "\(textLine)", sourceLocation: sourceLocation)
            }
            let style = SnapshotStyle(pictureSpans: screen.thumbnailSpans(gallery, pixels: Fixtures.pixels))
            assertSnapshot(
                text, style: style, named: "\(name)-\(width)", fileID: fileID, filePath: filePath,
                line: line, column: column)
        }
    }

    @Test func elevenPhotosWithThumbnailsLoadedLoadingAndFailed() {
        let loader = ControlledImageLoader()
        let gallery = Fixtures.gallery(Fixtures.library(11), loader: loader.loader)
        gallery.visibleItemsChanged(0..<12)
        loader.succeedWithPicture(Fixtures.photo(1), size: PixelSize(width: 48, height: 48))
        loader.succeedWithPicture(Fixtures.photo(3), size: PixelSize(width: 640, height: 480))
        loader.fail(Fixtures.photo(4).id)
        gallery.selectionMoved(.right)
        gallery.selectionMoved(.right)
        assertScreens(gallery, named: "eleven-photos")
    }

    @Test func scrolledToTheLastRowsWithTheAddCellSelected() {
        let gallery = Fixtures.gallery(Fixtures.library(30), loader: Fixtures.pictureLoader)
        for _ in 0..<11 { gallery.selectionMoved(.down) }
        assertScreens(gallery, named: "scrolled-to-the-end", firstRow: 8, rows: 3)
    }

    @Test func theArrowKeysScrollJustEnoughToKeepTheSelectionInView() {
        #expect(GalleryScreen.firstRow(keepingInView: nil, from: 2, rowCount: 3) == 2)
        #expect(GalleryScreen.firstRow(keepingInView: 7, from: 0, rowCount: 3) == 0)
        #expect(GalleryScreen.firstRow(keepingInView: 9, from: 0, rowCount: 3) == 1)
        #expect(GalleryScreen.firstRow(keepingInView: 2, from: 4, rowCount: 3) == 0)
        #expect(GalleryScreen.visibleItems(firstRow: 1, rowCount: 3, photoCount: 8) == 3..<9)
        #expect(GalleryScreen.visibleItems(firstRow: 5, rowCount: 3, photoCount: 8) == 0..<0)
    }

    @Test func emptyGallerySaysHowToAddAPhoto() {
        assertScreens(Fixtures.gallery(Fixtures.library(0), loader: Fixtures.pictureLoader), named: "empty")
        assertScreens(
            Fixtures.gallery(Fixtures.library(0), loader: Fixtures.pictureLoader, language: .russian),
            named: "empty-russian")
    }

    @Test func pickingAPhoto() {
        let picker = ControlledPhotoSource()
        let gallery = Fixtures.gallery(
            Fixtures.library(2), loader: Fixtures.pictureLoader, picker: picker.source)
        gallery.addTapped()
        assertScreens(gallery, named: "picking")
        picker.finish(.picked(PickedPhoto(name: "Beach", bytes: Fixtures.jpeg)))
        assertScreens(gallery, named: "added")
    }

    @Test func bytesThatAreNotAnImageShowATypedError() {
        let picker = PhotoSource.returning(.picked(PickedPhoto(name: "notes.txt", bytes: Data("hello".utf8))))
        let gallery = Fixtures.gallery(Fixtures.library(2), loader: Fixtures.pictureLoader, picker: picker)
        gallery.addTapped()
        assertScreens(gallery, named: "add-not-an-image")
        let russian = Fixtures.gallery(
            Fixtures.library(2), loader: Fixtures.pictureLoader, picker: picker, language: .russian)
        russian.addTapped()
        assertScreens(russian, named: "add-not-an-image-russian")
    }

    @Test func deletingAPhotoAsksFirst() {
        let gallery = Fixtures.gallery(Fixtures.library(5), loader: Fixtures.pictureLoader)
        gallery.deleteTapped(Fixtures.photo(2).id)
        assertScreens(gallery, named: "delete-confirming")
        gallery.deleteConfirmed()
        assertScreens(gallery, named: "deleted")
    }
}
