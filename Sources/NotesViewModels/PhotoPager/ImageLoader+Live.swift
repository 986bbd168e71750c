import Foundation
import NotesCore

extension ImageLoader {
    /// A loader that reads a photo's bytes with `read` on a task off the main actor and reads
    /// their header for the size, upright (a JPEG's EXIF orientation applied, as decoding does).
    ///
    /// Cancelling cancels the task; a result that arrives after that is not delivered.
    public static func live(read: @escaping @Sendable (Photo) async throws -> Data) -> ImageLoader {
        ImageLoader { request, completion in
            let photo = request.photo
            let task = Task.detached {
                let result: Result<LoadedImage, ImageLoadError>
                do {
                    let data = try await read(photo)
                    let header = try PhotoHeader(reading: data)
                    result = .success(LoadedImage(photoID: photo.id, size: header.uprightSize, data: data))
                } catch let error as ImageLoadError {
                    result = .failure(error)
                } catch let error as PhotoBytesError {
                    result = .failure(.unreadable(error))
                } catch StoreError.photoNotFound(let id) {
                    result = .failure(.photoNotFound(id))
                } catch {
                    result = .failure(.failed("\(error)"))
                }
                guard !Task.isCancelled else { return }
                await MainActor.run {
                    guard !Task.isCancelled else { return }
                    completion(result)
                }
            }
            return LoadCancellation { task.cancel() }
        }
    }

    /// A loader over the photo files of `store` (see ``NotesCore/NoteStore/photoData(for:)``).
    ///
    /// A photo whose ``NotesCore/Photo/byteCount`` is over `largestFile` is not read: it fails
    /// with ``ImageLoadError/tooLarge(byteCount:limit:)``, so a 1 GB file added to the gallery
    /// never takes 1 GB of memory to show its thumbnail.
    public static func store(_ store: NoteStore, largestFile: Int = largestPreviewedFile) -> ImageLoader {
        live { photo in
            guard photo.byteCount <= largestFile else {
                throw ImageLoadError.tooLarge(byteCount: photo.byteCount, limit: largestFile)
            }
            return try store.photoData(for: photo)
        }
    }

    /// The largest photo file ``store(_:largestFile:)`` reads by default: 64 MiB.
    public static let largestPreviewedFile = 64 << 20
}
