import Foundation
import NotesCore

extension ImageLoader {
    /// A loader that reads a photo's bytes with `read` on a task off the main actor and reads
    /// their header for the size.
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
                    result = .success(LoadedImage(photoID: photo.id, size: header.size, data: data))
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
    public static func store(_ store: NoteStore) -> ImageLoader {
        live { photo in try store.photoData(for: photo) }
    }
}
