import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The live loader: reads off the main actor, reads the header for the size, reports errors typed.
@MainActor
@Suite struct ImageLoaderLiveTests {
    static let photo = Photo.fixture(1)

    func load(_ loader: ImageLoader) async -> Result<LoadedImage, ImageLoadError> {
        await withCheckedContinuation { continuation in
            _ = loader.start(ImageRequest(photo: Self.photo, purpose: .page)) {
                continuation.resume(returning: $0)
            }
        }
    }

    @Test func anImageIsDeliveredWithItsHeaderSize() async throws {
        let bytes = StorePresets.pngData(for: StorePresets.photos[0])
        let result = await load(.live { _ in bytes })
        #expect(
            try result.get()
                == LoadedImage(photoID: Self.photo.id, size: PixelSize(width: 48, height: 48), data: bytes))
    }

    @Test func aMissingFileAndBytesThatAreNotAnImageAreTypedErrors() async {
        let missing = await load(.live { photo in throw StoreError.photoNotFound(photo.id) })
        #expect(missing == .failure(.photoNotFound(Self.photo.id)))
        let text = await load(.live { _ in Data("hello".utf8) })
        #expect(text == .failure(.unreadable(.unrecognizedFormat)))
    }

    /// A file over the limit is refused from its recorded size, before any read: the store here
    /// has no such file, so a read would have said it is missing.
    @Test func aPhotoFileOverTheLimitIsNotRead() async throws {
        let store = NoteStore(
            directory: URL(fileURLWithPath: "/store"), fileSystem: InMemoryFileSystem().fileSystem,
            clock: { Date(timeIntervalSince1970: 0) }, makeID: { UUID() })
        var huge = Self.photo
        huge.byteCount = 1 << 30
        let result = await withCheckedContinuation { continuation in
            _ = ImageLoader.store(store).start(ImageRequest(photo: huge, purpose: .thumbnail)) {
                continuation.resume(returning: $0)
            }
        }
        #expect(result == .failure(.tooLarge(byteCount: 1 << 30, limit: ImageLoader.largestPreviewedFile)))
        let small = await withCheckedContinuation { continuation in
            _ = ImageLoader.store(store).start(ImageRequest(photo: Self.photo, purpose: .thumbnail)) {
                continuation.resume(returning: $0)
            }
        }
        #expect(small == .failure(.photoNotFound(Self.photo.id)))
    }

    @Test func aCancelledLoadDeliversNothing() async throws {
        let gate = AsyncStream<Void>.makeStream()
        var delivered = false
        let cancel = ImageLoader.live { _ in
            for await _ in gate.stream {}
            return StorePresets.pngData(for: StorePresets.photos[0])
        }
        .start(ImageRequest(photo: Self.photo, purpose: .thumbnail)) { _ in delivered = true }
        cancel()
        gate.continuation.finish()
        for _ in 0..<20 { await Task.yield() }
        try await Task.sleep(for: .milliseconds(20))
        #expect(!delivered)
    }
}
