import Foundation
import NotesCore
import Testing

/// Decoding JPEGs for drawing: vectors made by a reference encoder against its own decode, the
/// orientations, pictures from DC coefficients alone, and files it refuses.
@Suite struct JPEGDecoderTests {
    @Test(arguments: JPEGFixtures.vectors)
    func decodesAsLibjpegDoes(vector: JPEGFixtures.Vector) throws {
        let decoded = try JPEGDecoder.decode(try JPEGFixtures.jpeg(vector.name), fittingWithin: vector.size)
        #expect(decoded.size == vector.size)
        let (largest, mean) = JPEGFixtures.difference(decoded.rgb, try JPEGFixtures.reference(vector.name))
        #expect(largest <= 2, "largest difference \(largest)")
        #expect(mean <= 0.25, "mean difference \(mean)")
    }

    @Test func theHeaderGivesTheOrientationInEitherByteOrder() throws {
        for name in ["orientation-6", "orientation-6-intel"] {
            let header = try PhotoHeader(reading: try JPEGFixtures.jpeg(name))
            #expect(header.orientation == .right)
            #expect(header.size == PixelSize(width: 20, height: 12))
            #expect(header.uprightSize == PixelSize(width: 12, height: 20))
        }
        for orientation in PhotoOrientation.allCases {
            let header = try PhotoHeader(
                reading: try JPEGFixtures.jpeg("orientation-\(orientation.rawValue)"))
            #expect(header.orientation == orientation)
        }
        #expect(try PhotoHeader(reading: try JPEGFixtures.jpeg("baseline-444-16x16")).orientation == .up)
    }

    /// A picture an eighth of the size is the blocks' means: for a grey image, the mean of each 8×8
    /// block of the full decode, but where a block passes the image's edge (the encoder's padding).
    @Test(arguments: ["baseline-grey-33x17", "progressive-grey-33x17"])
    func anEighthIsMadeOfTheBlocksMeans(name: String) throws {
        let decoded = try JPEGDecoder.decode(
            try JPEGFixtures.jpeg(name), fittingWithin: PixelSize(width: 5, height: 3))
        #expect(decoded.size == PixelSize(width: 5, height: 3))
        let reference = try JPEGFixtures.reference(name)
        for y in 0..<2 {
            for x in 0..<4 {
                var sum = 0
                for row in y * 8..<y * 8 + 8 {
                    for column in x * 8..<x * 8 + 8 { sum += Int(reference[(row * 33 + column) * 3]) }
                }
                #expect(abs(Int(decoded.pixel(x: x, y: y).red) - sum / 64) <= 2)
            }
        }
    }

    @Test func aLargerBoxEnlargesAndASmallerOneShrinks() throws {
        let data = try JPEGFixtures.jpeg("progressive-420-70x45")
        #expect(
            try JPEGDecoder.decode(data, fittingWithin: PixelSize(width: 140, height: 140)).size
                == PixelSize(width: 140, height: 90))
        #expect(
            try JPEGDecoder.decode(data, fittingWithin: PixelSize(width: 20, height: 20)).size
                == PixelSize(width: 20, height: 13))
        let upright = try JPEGDecoder.decode(
            try JPEGFixtures.jpeg("orientation-8"), fittingWithin: PixelSize(width: 6, height: 100))
        #expect(upright.size == PixelSize(width: 6, height: 10))
    }

    @Test func thePhotoDecoderTakesEitherFormat() throws {
        let jpeg = try JPEGFixtures.jpeg("baseline-444-16x16")
        let box = PixelSize(width: 16, height: 16)
        #expect(
            try PhotoDecoder.decode(jpeg, fittingWithin: box) == JPEGDecoder.decode(jpeg, fittingWithin: box))
        let png = StorePresets.pngData(for: StorePresets.photos[0])
        #expect(
            try PhotoDecoder.decode(png, fittingWithin: box) == PNGDecoder.decode(png, fittingWithin: box))
        #expect(throws: PhotoDecodeError.unrecognizedFormat) {
            try PhotoDecoder.decode(Data("GIF89a".utf8), fittingWithin: box)
        }
        #expect(throws: PhotoDecodeError.notJPEG) { try JPEGDecoder.decode(png, fittingWithin: box) }
    }
}
