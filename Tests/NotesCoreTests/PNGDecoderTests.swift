import Foundation
import NotesCore
import Testing

/// Decoding PNGs for drawing: files written by zlib-based encoders with every filter and colour
/// type, what the store writes, scaling against a plain box filter, and files it cannot draw.
@Suite struct PNGDecoderTests {
    static func data(_ base64: String) -> Data { Data(base64Encoded: base64)! }

    /// Decodes at the image's own size.
    static func pixels(_ base64: String, width: Int, height: Int) throws -> [UInt8] {
        let decoded = try PNGDecoder.decode(
            data(base64), fittingWithin: PixelSize(width: width, height: height))
        #expect(decoded.size == PixelSize(width: width, height: height))
        return decoded.rgb
    }

    @Test func rgbRowsWithEveryFilterDecode() throws {
        let expected: [UInt8] = [
            0, 0, 0, 53, 29, 13, 106, 58, 52, 159, 87, 117, 212, 116, 208, 17, 71, 5, 70, 100, 18, 123, 129,
            57, 176, 158, 122, 229, 187, 213, 34, 142, 10, 87, 171, 23, 140, 200, 62, 193, 229, 127, 246, 2,
            218, 51, 213, 15, 104, 242, 28, 157, 15, 67, 210, 44, 132, 7, 73, 223, 68, 28, 20, 121, 57, 33,
            174, 86, 72, 227, 115, 137, 24, 144, 228,
        ]
        #expect(
            try Self.pixels(
                "iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAIAAAACDbGyAAAARElEQVR42mNgYGAwleXNsjKZH156peQCo6A7K5BvKqtuKutoKhvNBOQjI2alPi5lI05lIzHlTcrKRgYsIGFZVigpywoAalgNXlCOarEAAAAASUVORK5CYII=",
                width: 5, height: 5) == expected)
    }

    @Test func rgbaIsBlendedOverBlack() throws {
        let expected: [UInt8] = [
            0, 0, 0, 42, 0, 94, 169, 0, 188, 0, 2, 7, 46, 30, 101, 177, 58, 196, 0, 9, 15, 50, 65, 109, 2, 1,
            3, 0, 21, 23, 54, 105, 117, 10, 9, 10, 0, 37, 31, 58, 150, 125, 17, 22, 18,
        ]
        #expect(
            try Self.pixels(
                "iVBORw0KGgoAAAANSUhEUgAAAAMAAAAFCAYAAACAcVaiAAAAN0lEQVR42mNgYDjBEMVwomILw4kPjIw2J7iiGBgqQJiJ0YaBC4aZmSpSRPTkGByB+CALWJQBggHcCwtKr3EB6wAAAABJRU5ErkJggg==",
                width: 3, height: 5) == expected)
    }

    @Test func twoBitPaletteWithTransparencyDecodes() throws {
        let expected: [UInt8] = [
            255, 0, 0, 0, 128, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 128, 0, 0, 128, 0, 0, 0, 255, 255,
            255, 255, 255, 0, 0, 0, 128, 0, 0, 0, 255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 128, 0, 0, 0,
            255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 128, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 255,
            0, 0, 0, 128, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 128, 0,
        ]
        #expect(
            try Self.pixels(
                "iVBORw0KGgoAAAANSUhEUgAAAAYAAAAFAgMAAAAbNnV1AAAADFBMVEX/AAAA/wAAAP/////7AGD2AAAAAnRSTlP/gAgPs2oAAAAXSURBVHjaY5AWYMz5wuQawJzHyhL6FQAY8gPoNFO+FwAAAABJRU5ErkJggg==",
                width: 6, height: 5) == expected)
    }

    @Test func sixteenBitGreyDecodes() throws {
        let expected: [UInt8] = [
            0, 0, 0, 19, 19, 19, 39, 39, 39, 58, 58, 58, 35, 35, 35, 54, 54, 54, 74, 74, 74, 93, 93, 93, 70,
            70, 70, 89, 89, 89, 109, 109, 109, 128, 128, 128, 105, 105, 105, 125, 125, 125, 144, 144, 144,
            164, 164, 164, 140, 140, 140, 160, 160, 160, 179, 179, 179, 199, 199, 199,
        ]
        #expect(
            try Self.pixels(
                "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAFEAAAAAAXVs5EAAAAL0lEQVR42mNgYBDuUBewmsGorCHcIdIh3MGkrAGBzG4BMhHSETIRLMoaIhrCQAwAuucH53/BZ/oAAAAASUVORK5CYII=",
                width: 4, height: 5) == expected)
    }

    @Test func whatTheStoreWritesDecodes() throws {
        let data = StorePresets.pngData(for: StorePresets.photos[0])
        let pixels = try PNGDecoder.decode(data, fittingWithin: PixelSize(width: 48, height: 48))
        #expect(pixels.size == PixelSize(width: 48, height: 48))
    }

    @Test func bytesThatAreNotAPNGSaySo() {
        #expect(throws: PhotoDecodeError.notPNG) {
            try PNGDecoder.decode(Data([0xFF, 0xD8, 0xFF]), fittingWithin: PixelSize(width: 4, height: 4))
        }
        let png = Self.data(
            "iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAIAAAACDbGyAAAARElEQVR42mNgYGAwleXNsjKZH156peQCo6A7K5BvKqtuKutoKhvNBOQjI2alPi5lI05lIzHlTcrKRgYsIGFZVigpywoAalgNXlCOarEAAAAASUVORK5CYII="
        )
        #expect(throws: PhotoDecodeError.truncated) {
            try PNGDecoder.decode(png.prefix(40), fittingWithin: PixelSize(width: 4, height: 4))
        }
        var damaged = [UInt8](png)
        damaged[45] ^= 0xFF
        #expect(throws: (any Error).self) {
            try PNGDecoder.decode(Data(damaged), fittingWithin: PixelSize(width: 4, height: 4))
        }
    }

    @Test func fittingKeepsTheAspectRatio() {
        #expect(
            PhotoPixels.fitted(PixelSize(width: 64, height: 48), within: PixelSize(width: 76, height: 20))
                == PixelSize(width: 27, height: 20))
        #expect(
            PhotoPixels.fitted(PixelSize(width: 4, height: 4), within: PixelSize(width: 10, height: 6))
                == PixelSize(width: 6, height: 6))
        #expect(
            PhotoPixels.fitted(PixelSize(width: 1_000, height: 1), within: PixelSize(width: 10, height: 6))
                == PixelSize(width: 10, height: 1))
    }

    /// Random images written by the store's encoder, decoded into random boxes, against a plain box
    /// filter over the whole image.
    @Test(arguments: [1, 2] as [UInt64])
    func scalingMatchesAPlainBoxFilter(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<300 {
            let width = Int.random(in: 1...24, using: &generator)
            let height = Int.random(in: 1...24, using: &generator)
            let source = (0..<(width * height * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let png = PNGEncoder.encode(width: width, height: height) { x, y in
                let offset = (y * width + x) * 3
                return (source[offset], source[offset + 1], source[offset + 2])
            }
            let box = PixelSize(
                width: Int.random(in: 1...30, using: &generator),
                height: Int.random(in: 1...30, using: &generator))
            let decoded = try PNGDecoder.decode(Data(png), fittingWithin: box)
            let size = PhotoPixels.fitted(PixelSize(width: width, height: height), within: box)
            #expect(decoded.size == size)
            var expected: [UInt8] = []
            for y in 0..<size.height {
                let rows =
                    y * height
                    / size.height..<max((y + 1) * height / size.height, y * height / size.height + 1)
                for x in 0..<size.width {
                    let columns =
                        x * width / size.width..<max((x + 1) * width / size.width, x * width / size.width + 1)
                    for channel in 0..<3 {
                        var sum = 0
                        for sy in rows {
                            for sx in columns { sum += Int(source[(sy * width + sx) * 3 + channel]) }
                        }
                        let count = rows.count * columns.count
                        expected.append(UInt8((sum + count / 2) / count))
                    }
                }
            }
            #expect(decoded.rgb == expected, "\(width)×\(height) into \(box)")
        }
    }
}
