import Bindings
import Foundation
import NotesCore

/// Copying a picked file into the store off the main actor.
extension GalleryViewModel {
    /// Starts copying `file` in a detached task; its outcome comes back to the main actor.
    func copyStarted(_ file: URL, name: String) {
        addStateValue.value = .adding(name: name)
        let importFile = environment.photoStorage.importFile
        let task = Task<Void, Never>.detached { [weak self] in
            let result: Result<Photo, PhotoImportError>
            do throws(PhotoImportError) {
                result = .success(try await importFile(file, name))
            } catch {
                result = .failure(error)
            }
            await self?.copyFinished(result, cancelled: Task.isCancelled)
        }
        fileCopy = task
    }

    /// The copy ended: the photo joins the library, or the add fails saying why; a copy the user
    /// cancelled changes nothing, and one that ended as it was cancelled has its file removed.
    private func copyFinished(_ result: Result<Photo, PhotoImportError>, cancelled: Bool) {
        guard !cancelled, case .adding = addStateValue.value else {
            if case .success(let photo) = result { environment.photoStorage.discardImported(photo) }
            return
        }
        fileCopy = nil
        switch result {
        case .success(let photo):
            batch {
                addStateValue.value = .idle
                library.savePhoto(photo)
            }
        case .failure(.cancelled):
            addStateValue.value = .idle
        case .failure(let error):
            addStateValue.value = .failed(.importFailed(error))
        }
    }
}
