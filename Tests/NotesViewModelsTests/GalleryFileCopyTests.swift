import Foundation
import NotesCore
import NotesViewModels
import Testing

/// A picked file is copied off the main actor: the gallery says so, stays usable, and can cancel.
@MainActor
@Suite struct GalleryFileCopyTests {
    /// Holds a copy back until the test lets it go, and tells the test when it has started.
    actor CopyGate {
        private var started = false
        private var isOpen = false
        private var startWaiters: [CheckedContinuation<Void, Never>] = []
        private var release: CheckedContinuation<Void, Never>?

        /// Called by the copy: marks it started, then waits for ``open()``.
        func copyStarted() async {
            started = true
            for waiter in startWaiters { waiter.resume() }
            startWaiters = []
            guard !isOpen else { return }
            await withCheckedContinuation { release = $0 }
        }

        /// Returns once the copy has started.
        func waitUntilStarted() async {
            guard !started else { return }
            await withCheckedContinuation { startWaiters.append($0) }
        }

        /// Lets the copy end.
        func open() {
            isOpen = true
            release?.resume()
            release = nil
        }
    }

    /// The photos the gallery handed back as imported but never added.
    @MainActor
    final class Discarded {
        var photos: [Photo] = []
    }

    @MainActor
    struct Harness {
        let library: NotesLibrary
        let picker: ControlledPhotoSource
        let gate = CopyGate()
        let gallery: GalleryViewModel
        let discarded = Discarded()

        init(outcome: Result<Photo, PhotoImportError> = .success(Harness.copied)) {
            library = .withPhotos(2)
            picker = ControlledPhotoSource()
            let gate = gate
            let storage = PhotoStorage(
                importPhoto: { _ throws(PhotoImportError) in throw .cancelled },
                importFile: { _, _ throws(PhotoImportError) in
                    await gate.copyStarted()
                    return try outcome.get()
                },
                discardImported: { [discarded] photo in discarded.photos.append(photo) })
            gallery = GalleryViewModel(
                library: library,
                environment: GalleryEnvironment(
                    imageLoader: ControlledImageLoader().loader, photoSource: picker.source,
                    photoStorage: storage))
        }

        static let copied = Photo(
            id: .fixture(index: 1_000), fileName: "copied.png", byteCount: 64 << 20,
            createdAt: Date(timeIntervalSince1970: 0), name: "Beach.png")

        /// Taps Add and picks the file `Beach.png`; returns the copy's task.
        func pickFile() throws -> Task<Void, Never> {
            gallery.addTapped()
            picker.finish(
                .picked(PickedPhoto(name: "Beach.png", file: URL(fileURLWithPath: "/tmp/Beach.png"))))
            return try #require(gallery.fileCopy)
        }
    }

    @Test func theGalleryStaysUsableWhileAPickedFileIsCopied() async throws {
        let harness = Harness()
        let copy = try harness.pickFile()
        await harness.gate.waitUntilStarted()
        #expect(harness.gallery.addState.value == .adding(name: "Beach.png"))
        harness.gallery.selectionMoved(.right)
        harness.gallery.selectionMoved(.right)
        #expect(harness.gallery.selection.value == 1)
        harness.gallery.addTapped()
        #expect(harness.picker.pickCount == 1)
        #expect(harness.library.notebook.photoCount == 2)
        await harness.gate.open()
        await copy.value
        #expect(harness.gallery.addState.value == .idle)
        #expect(harness.library.notebook.photoCount == 3)
        #expect(harness.library.notebook.photo(at: 2).name == "Beach.png")
    }

    @Test func cancellingTheCopyAddsNothing() async throws {
        let harness = Harness()
        let copy = try harness.pickFile()
        await harness.gate.waitUntilStarted()
        harness.gallery.addCancelled()
        #expect(harness.gallery.addState.value == .idle)
        #expect(harness.gallery.fileCopy == nil)
        await harness.gate.open()
        await copy.value
        #expect(harness.gallery.addState.value == .idle)
        #expect(harness.library.notebook.photoCount == 2)
        // The copy ended as it was cancelled: its file is not left behind.
        #expect(harness.discarded.photos == [Harness.copied])
    }

    @Test func aFailedCopyShowsATypedErrorAndAddsNothing() async throws {
        let failure = PhotoImportError.store(
            .fileSystem(
                FileSystemError(
                    operation: .append, path: "/p",
                    reason: .system(code: 28, message: "No space left on device"))
            ))
        let harness = Harness(outcome: .failure(failure))
        let copy = try harness.pickFile()
        await harness.gate.open()
        await copy.value
        #expect(harness.gallery.addState.value == .failed(.importFailed(failure)))
        #expect(harness.library.notebook.photoCount == 2)
    }

    @Test func theAddingNoticeIsInEnglishAndRussian() {
        #expect(GalleryText.adding("Beach.png", language: .english) == "Adding “Beach.png”…")
        #expect(GalleryText.adding("Beach.png", language: .russian) == "Добавление «Beach.png»…")
    }
}
