import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// The gallery's and pager's photos as real pictures: small PNGs drawn from each photo's name, so
/// that thumbnails and the pager's photo can be drawn in the wireframes' style sidecars.
extension GalleryScreenFixtures {
    /// A PNG with the aspect ratio of `size` (at most 32 pixels a side): red across, green down, and
    /// a blue of its own for each `name`.
    nonisolated static func picture(named name: String, size: PixelSize) -> Data {
        let scale = 32.0 / Double(max(size.width, size.height, 1))
        let width = max(Int((Double(size.width) * scale).rounded()), 1)
        let height = max(Int((Double(size.height) * scale).rounded()), 1)
        let blue = UInt8(name.unicodeScalars.reduce(0) { ($0 &* 31 &+ $1.value) & 0xFF })
        return Data(
            PNGEncoder.encode(width: width, height: height) { x, y in
                (UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), blue)
            })
    }

    /// The image of `photo` at `size`, with its picture.
    nonisolated static func image(of photo: Photo, size: PixelSize) -> LoadedImage {
        LoadedImage(photoID: photo.id, size: size, data: picture(named: photo.name, size: size))
    }

    /// As ``NotesViewModels/ImageLoader/immediate`` (every photo 64×48 at once), each with its
    /// picture.
    static let pictureLoader = ImageLoader { request, completion in
        completion(.success(image(of: request.photo, size: PixelSize(width: 64, height: 48))))
        return .none
    }

    /// `image` decoded to fit `box`, or `nil` when it is not a picture: the wireframe tests' decoder.
    nonisolated static func pixels(_ image: LoadedImage, within box: PixelSize) -> PhotoPixels? {
        try? PhotoDecoder.decode(image.data, fittingWithin: box)
    }
}
