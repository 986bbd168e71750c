import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// Every state of the pager as a wireframe at 40 and 80 columns, with the current photo (the
/// tests' own picture) as half blocks under the card in the style sidecars.
///
/// References: `Snapshots/PhotoPagerScreenTests/`.
@MainActor
@Suite struct PhotoPagerScreenTests {
    typealias Fixtures = GalleryScreenFixtures

    /// Renders `pager` at 40 and 80 columns, reporting each width first, and snapshots both.
    func assertScreens(
        _ pager: PhotoPagerViewModel, named name: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let sourceLocation = SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        for width in [40, 80] {
            let screen = PhotoPagerScreen(width: width)
            pager.layoutWidthChanged(screen.layoutWidth)
            let text = screen.render(pager)
            for textLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(TextWidth.of(textLine) == width, "\(textLine)", sourceLocation: sourceLocation)
            }
            // The photo under the card after a blank line, as the terminal app draws it.
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let picture = screen.pictureSpan(
                pager, line: lineCount + 1, rows: Self.pictureRows, pixels: Fixtures.pixels)
            assertSnapshot(
                text, style: SnapshotStyle(pictureSpans: picture.map { [$0] } ?? []),
                named: "\(name)-\(width)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The lines the photo is drawn in under the card.
    static let pictureRows = 8

    static func pager(
        count: Int, at index: Int, loader: ImageLoader, language: NotesLanguage = .english
    ) throws -> PhotoPagerViewModel {
        try PhotoPagerViewModel(
            showingPhotoAt: index, in: Fixtures.library(count),
            environment: PhotoPagerEnvironment(imageLoader: loader, language: language))
    }

    @Test func theFirstPhotoWithItsNeighboursLoading() throws {
        let loader = ControlledImageLoader()
        let pager = try Self.pager(count: 11, at: 0, loader: loader.loader)
        loader.succeedWithPicture(Fixtures.photo(1), size: PixelSize(width: 48, height: 48))
        assertScreens(pager, named: "first")
    }

    @Test func theMiddleAfterSwipesWithSlotsReused() throws {
        let loader = ControlledImageLoader()
        let pager = try Self.pager(count: 11, at: 0, loader: loader.loader)
        for _ in 0..<3 { pager.nextTapped() }
        loader.succeedWithPicture(Fixtures.photo(4), size: PixelSize(width: 640, height: 480))
        loader.succeedWithPicture(Fixtures.photo(5), size: PixelSize(width: 480, height: 640))
        assertScreens(pager, named: "middle")
    }

    @Test func aFailedCurrentPhotoOffersRetry() throws {
        let loader = ControlledImageLoader()
        let pager = try Self.pager(count: 11, at: 6, loader: loader.loader)
        loader.fail(Fixtures.photo(7).id, with: .photoNotFound(Fixtures.photo(7).id))
        assertScreens(pager, named: "failed")
        let russian = try Self.pager(count: 11, at: 6, loader: loader.loader, language: .russian)
        loader.fail(Fixtures.photo(7).id)
        assertScreens(russian, named: "failed-russian")
    }

    @Test func aPhotoWhoseFileHasNotSyncedYetSaysSo() throws {
        for language in [NotesLanguage.english, .russian] {
            let loader = ControlledImageLoader()
            let pager = try Self.pager(count: 11, at: 6, loader: loader.loader, language: language)
            loader.fail(Fixtures.photo(7).id, with: .waitingForSync(Fixtures.photo(7).id))
            assertScreens(pager, named: "waiting-for-sync-\(language == .english ? "en" : "ru")")
        }
    }

    @Test func theLastPhotoDisablesNext() throws {
        assertScreens(try Self.pager(count: 11, at: 10, loader: Fixtures.pictureLoader), named: "last")
    }

    @Test func oneAndTwoPhotos() throws {
        assertScreens(try Self.pager(count: 1, at: 0, loader: Fixtures.pictureLoader), named: "one-photo")
        assertScreens(try Self.pager(count: 2, at: 1, loader: Fixtures.pictureLoader), named: "two-photos")
    }

    @Test func deletingAsksFirstAndTheLastDeletionLeavesNothing() throws {
        let pager = try Self.pager(count: 1, at: 0, loader: Fixtures.pictureLoader)
        pager.deleteTapped()
        assertScreens(pager, named: "delete-confirming")
        pager.deleteConfirmed()
        assertScreens(pager, named: "no-photos-left")
    }
}
