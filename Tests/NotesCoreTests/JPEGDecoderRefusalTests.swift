import Foundation
import NotesCore
import Testing

/// JPEGs the decoder does not read, cut short or damaged: each a typed error, never a trap.
@Suite struct JPEGDecoderRefusalTests {
    static let box = PixelSize(width: 16, height: 16)

    /// `data` with the marker byte after the first `FF C0` replaced by `marker`.
    static func withFrameMarker(_ marker: UInt8, in data: Data) throws -> Data {
        var bytes = [UInt8](data)
        let at = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[at + 1] = marker
        return Data(bytes)
    }

    @Test func codingsNotReadAreRefusedByName() throws {
        let data = try JPEGFixtures.jpeg("baseline-444-16x16")
        let cases: [(UInt8, String)] = [
            (0xC3, "lossless JPEG"), (0xC9, "arithmetic-coded JPEG"), (0xCA, "arithmetic-coded JPEG"),
            (0xC5, "hierarchical JPEG"),
        ]
        for (marker, name) in cases {
            #expect(throws: PhotoDecodeError.unsupported(name)) {
                try JPEGDecoder.decode(try Self.withFrameMarker(marker, in: data), fittingWithin: Self.box)
            }
        }
        var twelveBit = [UInt8](data)
        let frame = try #require(
            (0..<twelveBit.count - 1).first { twelveBit[$0] == 0xFF && twelveBit[$0 + 1] == 0xC0 })
        twelveBit[frame + 4] = 12
        #expect(throws: PhotoDecodeError.unsupported("12-bit JPEG")) {
            try JPEGDecoder.decode(Data(twelveBit), fittingWithin: Self.box)
        }
        #expect(throws: PhotoDecodeError.unsupported("CMYK JPEG")) {
            try JPEGDecoder.decode(try JPEGFixtures.jpeg("cmyk-8x8"), fittingWithin: Self.box)
        }
        #expect(throws: PhotoDecodeError.unsupported("arithmetic-coded JPEG")) {
            try JPEGDecoder.decode(try JPEGFixtures.jpeg("arithmetic-16x16"), fittingWithin: Self.box)
        }
    }

    @Test(arguments: ["baseline-420-33x17", "progressive-420-33x17", "restart-420-70x45"])
    func everyCutIsAnError(name: String) throws {
        let data = try JPEGFixtures.jpeg(name)
        let scanStart = try #require((0..<data.count - 1).last { data[$0] == 0xFF && data[$0 + 1] == 0xDA })
        for length in 0..<data.count - 2 {
            #expect(throws: PhotoDecodeError.self) {
                try JPEGDecoder.decode(data.prefix(length), fittingWithin: Self.box)
            }
        }
        // Cut inside the image data, it says so.
        #expect(throws: PhotoDecodeError.truncated) {
            try JPEGDecoder.decode(data.prefix(scanStart + 40), fittingWithin: Self.box)
        }
    }

    /// Thousands of damaged files (bytes changed, added, removed, cut), from every vector: each
    /// decodes or throws a ``PhotoDecodeError``, and none traps.
    @Test(arguments: [1, 2] as [UInt64])
    func damagedFilesNeverTrap(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let files = try JPEGFixtures.vectors.map { try [UInt8](JPEGFixtures.jpeg($0.name)) }
        var outcomes = (decoded: 0, refused: 0)
        for _ in 0..<2_000 {
            var bytes = files[Int.random(in: 0..<files.count, using: &generator)]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 2..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
                case 3: if bytes.count > 3 { bytes.remove(at: at) }
                default: bytes = Array(bytes.prefix(at))
                }
                if bytes.count < 3 { break }
            }
            let box = PixelSize(
                width: Int.random(in: 1...40, using: &generator),
                height: Int.random(in: 1...40, using: &generator))
            do {
                let pixels = try JPEGDecoder.decode(Data(bytes), fittingWithin: box)
                #expect(pixels.rgb.count == pixels.size.width * pixels.size.height * 3)
                outcomes.decoded += 1
            } catch {
                outcomes.refused += 1
            }
        }
        #expect(outcomes.decoded + outcomes.refused == 2_000)
        #expect(outcomes.refused > 0)
    }

    /// A frame that claims 30,000×30,000 pixels in a small file is refused before its blocks are
    /// made: a file cannot hold fewer bits than blocks.
    @Test func aHugeFrameInASmallFileIsCutShort() throws {
        var bytes = [UInt8](try JPEGFixtures.jpeg("progressive-420-33x17"))
        let frame = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC2 })
        bytes.replaceSubrange(frame + 5..<frame + 9, with: [0x75, 0x30, 0x75, 0x30])
        #expect(throws: PhotoDecodeError.truncated) {
            try JPEGDecoder.decode(Data(bytes), fittingWithin: Self.box)
        }
    }
}
