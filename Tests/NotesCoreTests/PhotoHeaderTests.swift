import Foundation
import NotesCore
import Testing

/// Reading an image's format and size from its header, and refusing bytes that are not an image.
@Suite struct PhotoHeaderTests {
    /// A JPEG start: SOI, an APP0 segment, then a baseline frame of `width` × `height`.
    static func jpeg(width: Int, height: Int) -> Data {
        Data(
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08]
                + [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
                + [0x03, 0x01, 0x22, 0x00])
    }

    /// A PNG signature and an `IHDR` chunk of `width` × `height`, without pixels.
    static func png(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] {
            (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
        }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
    }

    @Test func aPresetPNGIsReadWithItsSize() throws {
        let header = try PhotoHeader(reading: StorePresets.pngData(for: StorePresets.photos[0]))
        #expect(header == PhotoHeader(format: .png, size: PixelSize(width: 48, height: 48)))
    }

    @Test func aJPEGFrameGivesItsWidthAndHeight() throws {
        let header = try PhotoHeader(reading: Self.jpeg(width: 640, height: 480))
        #expect(header == PhotoHeader(format: .jpeg, size: PixelSize(width: 640, height: 480)))
        #expect(header.size.description == "640×480")
    }

    @Test func bytesThatAreNotAnImageAreRefusedWithTheReason() {
        #expect(throws: PhotoBytesError.empty) { try PhotoHeader(reading: Data()) }
        #expect(throws: PhotoBytesError.unrecognizedFormat) { try PhotoHeader(reading: Data("GIF89a".utf8)) }
        #expect(throws: PhotoBytesError.truncatedHeader(.png)) {
            try PhotoHeader(reading: Self.png(width: 1, height: 1).prefix(20))
        }
        #expect(throws: PhotoBytesError.truncatedHeader(.jpeg)) {
            try PhotoHeader(reading: Self.jpeg(width: 1, height: 1).prefix(12))
        }
        #expect(throws: PhotoBytesError.zeroSize(.png)) {
            try PhotoHeader(reading: Self.png(width: 0, height: 5))
        }
        #expect(throws: PhotoBytesError.tooLarge(PixelSize(width: 40_000, height: 10))) {
            try PhotoHeader(reading: Self.png(width: 40_000, height: 10))
        }
    }

    @Test func aJPEGThatReachesItsImageDataWithoutAFrameIsTruncated() {
        let scanFirst = Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 1, 2, 3, 4, 5, 6, 0xFF, 0xD9])
        #expect(throws: PhotoBytesError.truncatedHeader(.jpeg)) { try PhotoHeader(reading: scanFirst) }
    }

    @Test func importingCopiesAnImageUnderItsFormatsExtensionAndName() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let photo = try store.importPhoto(Self.jpeg(width: 640, height: 480), named: "Beach")
        #expect(photo.name == "Beach")
        #expect(photo.fileName.hasSuffix(".jpg"))
        #expect(try store.photoData(for: photo) == Self.jpeg(width: 640, height: 480))
    }

    @Test func importingBytesThatAreNotAnImageWritesNothing() throws {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        _ = try store.load()
        let before = try fileSystem.fileSystem.listDirectory(store.photosDirectory)
        #expect(throws: PhotoImportError.invalidImage(.unrecognizedFormat)) {
            try store.importPhoto(Data("not an image".utf8), named: "notes.txt")
        }
        #expect(try fileSystem.fileSystem.listDirectory(store.photosDirectory) == before)
    }
}
