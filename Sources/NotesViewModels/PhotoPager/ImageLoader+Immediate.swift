import NotesCore

extension ImageLoader {
    /// A loader that completes every request at once with a 64×48 image and no bytes.
    ///
    /// For benchmarks and previews; the completion runs before ``start`` returns.
    public static let immediate = ImageLoader { request, completion in
        completion(.success(LoadedImage(photoID: request.photo.id, size: PixelSize(width: 64, height: 48))))
        return .none
    }
}
