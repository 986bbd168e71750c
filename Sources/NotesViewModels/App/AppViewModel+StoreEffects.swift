import NotesCore

/// The screens' effects over the shell's one store.
extension AppViewModel {
    /// The gallery's share of the environment, reading the shell's ``store`` at each use.
    ///
    /// `NoteStore` is a value whose state changes (acknowledged, closed), so a screen never holds a
    /// copy of it: an import and a load read the shell's store as it is when they start. While a
    /// progressive launch still reads the store, an import is refused (``NotesCore/StoreError/notLoaded``):
    /// the store is not yet open for writing.
    func galleryEnvironment() -> GalleryEnvironment {
        var gallery = environment.gallery(store: store)
        gallery.photoStorage = PhotoStorage(
            importPhoto: { [weak self] picked throws(PhotoImportError) in
                guard let self, launchChanges == nil else { throw .store(.notLoaded) }
                return try store.importPhoto(picked.bytes, named: picked.name)
            },
            importFile: { [weak self] file, name throws(PhotoImportError) in
                // The store as it is when the copy starts, read on the main actor; the copy runs
                // where the caller does, off it.
                guard let store = await self?.loadedStore else { throw .store(.notLoaded) }
                return try store.importPhoto(fromFile: file, named: name)
            },
            discardImported: { [weak self] photo in try? self?.store.removePhotoFile(for: photo) })
        if environment.imageLoader == nil { gallery.imageLoader = storeImageLoader() }
        return gallery
    }

    /// The pager's share of the environment, reading the shell's ``store`` at each load.
    func photoPagerEnvironment() -> PhotoPagerEnvironment {
        var pager = environment.photoPager(store: store)
        if environment.imageLoader == nil { pager.imageLoader = storeImageLoader() }
        return pager
    }

    /// A loader over the photo files of the shell's store as it is when each load starts.
    private func storeImageLoader() -> ImageLoader {
        ImageLoader { [weak self] request, completion in
            guard let self else {
                completion(.failure(.photoNotFound(request.photo.id)))
                return .none
            }
            // In a folder other devices share, a photo without its file is one whose file has not
            // arrived yet.
            let isShared = environment.device != .solitary
            return ImageLoader.store(store).start(request) { result in
                if isShared, case .failure(.photoNotFound(let id)) = result {
                    completion(.failure(.waitingForSync(id)))
                } else {
                    completion(result)
                }
            }
        }
    }

    /// The store once the whole launch load is in, else nil: what a photo copy may import into.
    var loadedStore: NoteStore? { launchChanges == nil ? store : nil }
}
