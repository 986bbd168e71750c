import Foundation

/// What the first bytes of an image say: its format, its size in pixels and, for a JPEG, its EXIF
/// orientation.
///
/// Reads only the header: the PNG signature and `IHDR` chunk, or the JPEG markers up to the first
/// start-of-frame segment. Nothing is decoded, so checking bytes before they are stored is cheap.
public struct PhotoHeader: Hashable, Sendable {
    /// The longest side accepted, in pixels.
    public static let maximumSide = 32_768
    /// The most bytes the header is looked for in: a PNG's size is in its first 24 bytes, a JPEG's
    /// after its metadata segments, which this bounds.
    public static let longestHeader = 1 << 20

    /// The image format.
    public var format: PhotoFormat
    /// The image size, as stored.
    public var size: PixelSize
    /// How the stored pixels are turned to show the photo upright: a JPEG's EXIF orientation when
    /// it comes before the frame (as cameras write it), else ``PhotoOrientation/up``.
    public var orientation: PhotoOrientation

    /// Creates a header from known values.
    public init(format: PhotoFormat, size: PixelSize, orientation: PhotoOrientation = .up) {
        self.format = format
        self.size = size
        self.orientation = orientation
    }

    /// The size the photo shows at, upright.
    ///
    /// ``size`` with its sides swapped when ``orientation`` turns a quarter: the aspect ratio of the
    /// decoded pixels.
    public var uprightSize: PixelSize { orientation.upright(size) }

    /// Reads the header of `bytes`.
    ///
    /// - Throws: ``PhotoBytesError`` when the bytes are empty, are neither PNG nor JPEG, end before
    ///   the size, or give a size of zero or more than ``maximumSide`` on a side.
    /// - Complexity: O(1) for PNG; for JPEG, O(k) in the number of segments before the frame.
    public init(reading bytes: Data) throws(PhotoBytesError) {
        let bytes = [UInt8](bytes.prefix(Self.longestHeader))
        guard !bytes.isEmpty else { throw .empty }
        let size: PixelSize
        orientation = .up
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            format = .png
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
                throw .truncatedHeader(.png)
            }
            size = PixelSize(
                width: Self.bigEndian(bytes, at: 16, count: 4),
                height: Self.bigEndian(bytes, at: 20, count: 4))
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            format = .jpeg
            guard let found = Self.jpegSize(bytes) else { throw .truncatedHeader(.jpeg) }
            (size, orientation) = found
        } else {
            throw .unrecognizedFormat
        }
        guard size.width > 0, size.height > 0 else { throw .zeroSize(format) }
        guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else { throw .tooLarge(size) }
        self.size = size
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The size in the first start-of-frame segment and the orientation of an EXIF segment before
    /// it, or `nil` when the bytes end before a frame.
    private static func jpegSize(_ bytes: [UInt8]) -> (PixelSize, PhotoOrientation)? {
        var offset = 2
        var orientation = PhotoOrientation.up
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            guard length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard offset + 9 <= bytes.count else { return nil }
                let size = PixelSize(
                    width: bigEndian(bytes, at: offset + 7, count: 2),
                    height: bigEndian(bytes, at: offset + 5, count: 2))
                return (size, orientation)
            }
            if marker == 0xE1, offset + 2 + length <= bytes.count,
                let found = PhotoOrientation(exif: bytes[offset + 4..<offset + 2 + length])
            {
                orientation = found
            }
            offset += 2 + length
        }
        return nil
    }
}
