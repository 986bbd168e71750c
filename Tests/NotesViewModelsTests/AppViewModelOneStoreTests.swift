import Foundation
import NotesCore
import NotesViewModels
import Testing

/// One store, one state: every screen reads the shell's store as it is now, never a copy taken
/// before an acknowledgement or a close.
@MainActor
@Suite struct AppViewModelOneStoreTests {
    /// A shell over `disk` whose photo picker always picks the same small JPEG.
    static func shell(disk: InMemoryFileSystem, clock: ManualTimerClock) -> AppViewModel {
        AppViewModel(
            storeDirectory: AppShellHarness.directory,
            environment: .test(
                clock: clock, fileSystem: disk.fileSystem,
                photoSource: .returning(.picked(PickedPhoto(name: "Beach", bytes: GalleryHarness.jpeg)))))
    }

    @Test func afterAcknowledgingARecoveredStoreTheGalleryAddsAPhoto() async throws {
        let first = AppShellHarness()
        await first.app.launch()
        var damaged = try #require(first.disk.contents(of: first.notesFile))
        damaged.removeLast(40)
        first.disk.setContents(damaged, of: first.notesFile)
        _ = await first.app.quitRequested()

        let app = Self.shell(disk: first.disk, clock: first.clock)
        await app.launch()
        guard case .storeRecovered = app.notice.value else {
            Issue.record("expected a recovered-store notice")
            return
        }
        app.noticeAcknowledged()
        #expect(app.access.value == .writable)
        let gallery = try #require(app.gallery)
        let count = app.library.notebook.photoCount
        gallery.addTapped()
        #expect(gallery.addState.value == .idle, "the add went through")
        #expect(app.library.notebook.photoCount == count + 1)
    }

    @Test func afterQuittingTheGalleryAddsNothingToAClosedStore() async throws {
        let disk = InMemoryFileSystem()
        let app = Self.shell(disk: disk, clock: ManualTimerClock(start: AppShellHarness.start))
        await app.launch()
        #expect(await app.quitRequested() == .saved)
        let gallery = try #require(app.gallery)
        let count = app.library.notebook.photoCount
        gallery.addTapped()
        #expect(app.library.notebook.photoCount == count, "a closed store keeps no photo")
    }
}
