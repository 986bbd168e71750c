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

    /// A JPEG from a phone held upright: stored 640×480, its EXIF orientation turning it a quarter.
    @Test func aTurnedJPEGIsDeliveredWithItsUprightSize() async throws {
        let exif: [UInt8] =
            [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1]
            + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let bytes = Data(
            [0xFF, 0xD8, 0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif
                + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00])
        let result = await load(.live { _ in bytes })
        #expect(try result.get().size == PixelSize(width: 480, height: 640))
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
