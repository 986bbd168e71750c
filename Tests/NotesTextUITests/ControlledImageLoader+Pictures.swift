import NotesCore
import NotesViewModels

extension ControlledImageLoader {
    /// Completes the oldest waiting load of `photo` with an image of `size` and its picture.
    @discardableResult
    func succeedWithPicture(_ photo: Photo, size: PixelSize) -> Bool {
        guard let load = waiting.first(where: { $0.request.photo.id == photo.id }) else { return false }
        return complete(
            number: load.number, with: .success(GalleryScreenFixtures.image(of: photo, size: size)))
    }
}
