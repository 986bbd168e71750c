import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing
import TextSnapshots

/// Adding a photo file from the gallery's prompt: the copy runs off the main actor while the
/// gallery says so and keeps taking keys, and Esc cancels it; frames at 80×24 and 40×15 under
/// `Snapshots/NotesTerminalAppPhotoCopyTests/`.
@MainActor
@Suite struct NotesTerminalAppPhotoCopyTests {
    nonisolated static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 15),
    ]

    nonisolated static func suffix(_ size: TerminalSize) -> String { "\(size.columns)x\(size.rows)" }

    static let picture = URL(fileURLWithPath: "/pictures/Beach.png")

    /// A launched app on the gallery whose prompt was answered with ``picture``; the copy has
    /// started and cannot end before the test lets the main actor go.
    static func adding(size: TerminalSize) async throws -> (TerminalAppHarness, GalleryViewModel) {
        var harness = await TerminalAppHarness.launched(size: size)
        harness.disk.setContents(StorePresets.pngData(for: StorePresets.photos[0]), of: picture)
        harness.press(.tab, .character("a"))
        harness.type(picture.path)
        harness.press(.enter)
        guard case .gallery(let gallery) = harness.app.screen.value else {
            throw CancellationError()
        }
        return (harness, gallery)
    }

    @Test(arguments: sizes)
    func theGallerySaysAPhotoIsBeingAddedAndKeepsTakingKeys(size: TerminalSize) async throws {
        let (launched, gallery) = try await Self.adding(size: size)
        var harness = launched
        #expect(gallery.addState.value == .adding(name: "Beach.png"))
        #expect(harness.lines.joined().contains("Adding “Beach.png”…"))
        assertSnapshot(harness.screen, style: harness.screenStyle, named: "adding-\(Self.suffix(size))")
        let count = gallery.photoCount.value
        harness.press(.right)
        #expect(gallery.selection.value != nil)
        let copy = try #require(gallery.fileCopy)
        await copy.value
        #expect(gallery.addState.value == .idle)
        #expect(gallery.photoCount.value == count + 1)
        #expect(!harness.lines.joined().contains("Adding"))
    }

    @Test func escCancelsTheCopyAndAddsNothing() async throws {
        let (launched, gallery) = try await Self.adding(size: TerminalSize(columns: 80, rows: 24))
        var harness = launched
        let count = gallery.photoCount.value
        let copy = try #require(gallery.fileCopy)
        harness.press(.escape)
        #expect(gallery.addState.value == .idle)
        await copy.value
        #expect(gallery.photoCount.value == count)
        #expect(!harness.lines.joined().contains("Adding"))
        #expect(harness.app.screen.value?.isGallery == true)
    }

    @Test func aFileThatIsNotAnImageSaysSoAndAddsNothing() async throws {
        var harness = await TerminalAppHarness.launched()
        harness.disk.setContents(Data("plain text".utf8), of: Self.picture)
        harness.press(.tab, .character("a"))
        harness.type(Self.picture.path)
        harness.press(.enter)
        guard case .gallery(let gallery) = harness.app.screen.value else {
            Issue.record("expected the gallery")
            return
        }
        let count = gallery.photoCount.value
        let copy = try #require(gallery.fileCopy)
        await copy.value
        #expect(gallery.addState.value == .failed(.importFailed(.invalidImage(.unrecognizedFormat))))
        #expect(gallery.photoCount.value == count)
        #expect(harness.lines.joined().contains("not a PNG or JPEG image"))
    }
}

extension AppScreen {
    /// Whether this is the gallery.
    fileprivate var isGallery: Bool {
        if case .gallery = self { return true }
        return false
    }
}
