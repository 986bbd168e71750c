import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// Every state of the pager as a wireframe at 40 and 80 columns.
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
            assertSnapshot(
                text, named: "\(name)-\(width)", fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
    }

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
        loader.succeed(Fixtures.photo(1).id, size: PixelSize(width: 48, height: 48))
        assertScreens(pager, named: "first")
    }

    @Test func theMiddleAfterSwipesWithSlotsReused() throws {
        let loader = ControlledImageLoader()
        let pager = try Self.pager(count: 11, at: 0, loader: loader.loader)
        for _ in 0..<3 { pager.nextTapped() }
        loader.succeed(Fixtures.photo(4).id, size: PixelSize(width: 640, height: 480))
        loader.succeed(Fixtures.photo(5).id, size: PixelSize(width: 480, height: 640))
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

    @Test func theLastPhotoDisablesNext() throws {
        assertScreens(try Self.pager(count: 11, at: 10, loader: .immediate), named: "last")
    }

    @Test func oneAndTwoPhotos() throws {
        assertScreens(try Self.pager(count: 1, at: 0, loader: .immediate), named: "one-photo")
        assertScreens(try Self.pager(count: 2, at: 1, loader: .immediate), named: "two-photos")
    }

    @Test func deletingAsksFirstAndTheLastDeletionLeavesNothing() throws {
        let pager = try Self.pager(count: 1, at: 0, loader: .immediate)
        pager.deleteTapped()
        assertScreens(pager, named: "delete-confirming")
        pager.deleteConfirmed()
        assertScreens(pager, named: "no-photos-left")
    }
}
