import Foundation
import NotesCore
import Testing

/// The JPEG test vectors in `Fixtures/JPEG`, made by ImageMagick and libjpeg-turbo's `cjpeg`
/// (`make-fixtures.sh` there), each with libjpeg's decode of it as raw RGB.
enum JPEGFixtures {
    /// A vector: its file name without extension and its size upright.
    struct Vector: Sendable, CustomTestStringConvertible {
        var name: String
        var size: PixelSize
        var testDescription: String { name }
    }

    static let folder = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures").appending(path: "JPEG")

    /// Every vector with its reference decode.
    static let vectors: [Vector] =
        [
            ("baseline-444-16x16", 16, 16), ("baseline-422-33x17", 33, 17), ("baseline-420-33x17", 33, 17),
            ("baseline-420-1x1", 1, 1), ("baseline-grey-33x17", 33, 17), ("baseline-q100-420-70x45", 70, 45),
            ("baseline-440-33x17", 33, 17), ("baseline-411-33x17", 33, 17),
            ("progressive-444-16x16", 16, 16), ("progressive-422-33x17", 33, 17),
            ("progressive-420-33x17", 33, 17), ("progressive-grey-33x17", 33, 17),
            ("progressive-420-70x45", 70, 45), ("restart-420-70x45", 70, 45),
            ("restart-progressive-422-70x45", 70, 45),
        ].map { Vector(name: $0.0, size: PixelSize(width: $0.1, height: $0.2)) }
        + (1...8).map {
            Vector(
                name: "orientation-\($0)",
                size: PixelSize(width: $0 >= 5 ? 12 : 20, height: $0 >= 5 ? 20 : 12))
        }
        + [Vector(name: "orientation-6-intel", size: PixelSize(width: 12, height: 20))]

    /// The JPEG `name`.
    static func jpeg(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appending(path: "\(name).jpg"))
    }

    /// libjpeg's decode of `name`, turned upright: three bytes a pixel.
    static func reference(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appending(path: "\(name).rgb")))
    }

    /// The largest and the mean difference between two images of the same size, per channel.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> (largest: Int, mean: Double) {
        guard a.count == b.count, !a.isEmpty else { return (Int.max, .infinity) }
        let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
        return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(differences.count))
    }
}
