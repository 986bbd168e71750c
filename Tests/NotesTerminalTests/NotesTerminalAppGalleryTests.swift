import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// The gallery and the pager driven by keys: moving, opening, paging, deleting, going back.
@MainActor
@Suite struct NotesTerminalAppGalleryTests {
    static func pagerTitle(_ harness: TerminalAppHarness) -> String? {
        guard case .photoPager(let pager) = harness.app.screen.value else { return nil }
        return pager.title.value
    }

    @Test func tabOpensTheGalleryAndArrowsMoveTheSelection() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab)
        guard case .gallery(let gallery) = harness.app.screen.value else {
            Issue.record("expected the gallery after Tab")
            return
        }
        #expect(gallery.selection.value == 0)
        harness.press(.right, .down)
        #expect(gallery.selection.value == 4)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "gallery-selection-moved")
    }

    @Test func endAndGMoveToTheLastPhotoHomeAndGToTheFirst() async {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab)
        guard case .gallery(let gallery) = harness.app.screen.value else {
            Issue.record("expected the gallery after Tab")
            return
        }
        let last = gallery.photoCount.value - 1
        harness.press(TerminalKeyPress(.end))
        #expect(gallery.selection.value == last)
        harness.press(.character("g"))
        #expect(gallery.selection.value == 0)
        harness.press(.character("G"))
        #expect(gallery.selection.value == last)
        harness.press(TerminalKeyPress(.home))
        #expect(gallery.selection.value == 0)
    }

    @Test func enterOpensThePagerAndArrowsPageThroughThePhotos() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab, .right, .enter)
        let count = harness.app.library.notebook.photoCount
        #expect(Self.pagerTitle(harness) == "2 of \(count)")
        #expect(harness.app.isTabBarHidden.value)
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "pager-opened")
        harness.press(.right, .right)
        #expect(Self.pagerTitle(harness) == "4 of \(count)")
        harness.press(.left)
        #expect(Self.pagerTitle(harness) == "3 of \(count)")
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "pager-paged")
        harness.press(.escape)
        guard case .gallery = harness.app.screen.value else {
            Issue.record("expected Esc to go back to the gallery")
            return
        }
    }

    @Test func deletingInThePagerAsksThenShowsTheNextPhoto() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab, .enter)
        let count = harness.app.library.notebook.photoCount
        let first = harness.app.library.notebook.photoID(at: 0)
        harness.press(.character("d"))
        #expect(harness.lines.last?.contains("y ") == true)
        harness.press(.character("n"))
        #expect(harness.app.library.notebook.photoCount == count)
        harness.press(.character("d"), .character("y"))
        #expect(harness.app.library.notebook.photo(withID: first) == nil)
        #expect(Self.pagerTitle(harness) == "1 of \(count - 1)")
    }

    @Test func undoInThePagerShowsTheRestoredPhotoSoTheNextDeleteIsIt() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab, .right, .enter)
        let count = harness.app.library.notebook.photoCount
        let deleted = harness.app.library.notebook.photoID(at: 1)
        harness.press(.character("d"), .character("y"))
        #expect(Self.pagerTitle(harness) == "2 of \(count - 1)")
        #expect(harness.app.library.notebook.photo(withID: deleted) == nil)
        harness.press(.character("u"))
        guard case .photoPager(let pager) = harness.app.screen.value else {
            Issue.record("expected the pager after u")
            return
        }
        #expect(harness.app.library.notebook.photoCount == count)
        #expect(pager.currentPhoto.value?.id == deleted)
        #expect(Self.pagerTitle(harness) == "2 of \(count)")
        // The next `d` asks about the photo brought back, not its neighbour.
        harness.press(.character("d"))
        #expect(pager.pendingDeletion.value == deleted)
        harness.press(.character("n"))
    }
}

/// The pager's current photo as a picture for terminals that draw pictures.
@MainActor
@Suite struct NotesTerminalAppPagerPictureTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    @Test func theCurrentPhotoIsAPictureInTheRowsTheWireframeLeavesFree() async throws {
        let loader = ImageLoader { request, completion in
            completion(
                .success(
                    LoadedImage(
                        photoID: request.photo.id, size: PixelSize(width: 64, height: 48), data: Self.png)))
            return .none
        }
        var environment = AppEnvironment.test(
            clock: ManualTimerClock(start: TerminalAppHarness.start),
            fileSystem: InMemoryFileSystem().fileSystem,
            imageLoader: loader)
        environment.galleryMetrics = GalleryScreen.metrics
        let app = AppViewModel(storeDirectory: TerminalAppHarness.directory, environment: environment)
        let frontEnd = NotesTerminalApp(app: app, timeZone: .gmt, inlineImages: .kitty)
        await app.launch()
        let size = TerminalSize(columns: 80, rows: 30)
        _ = frontEnd.handle(.key(TerminalKeyPress(.tab)))
        #expect(frontEnd.frame(size: size).images.isEmpty)
        _ = frontEnd.handle(.key(TerminalKeyPress(.enter)))
        let frame = frontEnd.frame(size: size)
        let picture = try #require(frame.images.first)
        #expect(picture.data == Self.png && picture.format == .png)
        #expect(picture.column == 2 && picture.columns == 76)
        #expect(picture.row + picture.rows == size.rows - 1)
        #expect(
            frame.lines[picture.row..<(picture.row + picture.rows)].allSatisfy {
                $0.text.allSatisfy(\.isWhitespace)
            })
        _ = frontEnd.handle(.key(TerminalKeyPress(.escape)))
        #expect(frontEnd.frame(size: size).images.isEmpty)
    }
}
