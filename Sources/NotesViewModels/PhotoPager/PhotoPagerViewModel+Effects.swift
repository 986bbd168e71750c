import Bindings
import NotesCore

extension PhotoPagerViewModel {
    /// Whether the pager has not finished.
    var isOpen: Bool { outcomeState.value == nil }

    /// Shows the photo at `index` of the library's photos.
    func show(_ index: Int) {
        update { window in
            window.show(index: index, count: library.notebook.photoCount, photoID: Self.lookup(library))
        }
    }

    /// Applies `change` to the window, publishes it, then runs the effects it returned.
    func update(_ change: (inout PhotoPagerWindow) -> [ImageLoadEffect]) {
        var window = windowState.value
        let effects = change(&window)
        batch {
            windowState.value = window
            run(effects)
        }
    }

    /// Starts and cancels loads.
    private func run(_ effects: [ImageLoadEffect]) {
        for effect in effects {
            switch effect {
            case .startLoad(let id, let ticket):
                guard let photo = library.notebook.photo(withID: id) else { continue }
                let cancel = loader.start(ImageRequest(photo: photo, purpose: .page)) { [weak self] result in
                    self?.loadFinished(ticket: ticket, result: result)
                }
                if windowState.value.slots.contains(where: { $0.ticket == ticket }) {
                    cancellations[ticket] = cancel
                }
            case .cancelLoad(let ticket):
                cancellations.removeValue(forKey: ticket)?()
            }
        }
    }

    /// A load finished: its result is kept when its slot still waits for it, dropped otherwise; an
    /// image of another photo makes the slot load its own photo again.
    private func loadFinished(ticket: Int, result: Result<LoadedImage, ImageLoadError>) {
        cancellations[ticket] = nil
        guard windowState.value.slots.contains(where: { $0.ticket == ticket }) else { return }
        update { window in window.loadFinished(ticket: ticket, result: result) ?? [] }
    }

    /// The library's photos changed: keeps the current photo by id, or applies the deletion rule
    /// (the next photo left in the order the pager showed, else the previous one).
    ///
    /// A photo the window shows that was replaced under the same id with another image is loaded
    /// again.
    func libraryPhotosChanged() {
        guard isOpen else { return }
        let notebook = library.notebook
        let previous = followedNotebook
        followedNotebook = notebook
        let count = notebook.photoCount
        if let pending = pendingDeletionState.value, notebook.photo(withID: pending) == nil {
            pendingDeletionState.value = nil
        }
        let current = windowState.value
        guard count > 0 else {
            update { window in window.show(index: 0, count: 0, photoID: Self.lookup(library)) }
            finish(.noPhotosLeft)
            return
        }
        let index =
            current.currentSlot.flatMap {
                Self.indexShowing($0.photoID, after: previous, in: notebook)
            } ?? min(current.currentIndex, count - 1)
        let replaced = Set(
            current.slots.map(\.photoID).filter { id in
                guard let old = previous.photo(withID: id), let new = notebook.photo(withID: id) else {
                    return false
                }
                return !Self.showsTheSameImage(old, new)
            })
        update { window in
            window.show(index: index, count: count, photoID: Self.lookup(library)) + window.reload(replaced)
        }
    }

    /// Whether `new` has the image `old` had: the same file, of the same size.
    ///
    /// A new name alone keeps the image.
    static func showsTheSameImage(_ old: Photo, _ new: Photo) -> Bool {
        old.fileName == new.fileName && old.byteCount == new.byteCount
    }

    /// The index in `notebook` of the photo to show for the photo with `id` that `previous` held:
    /// that photo where it still is; when it went, the first photo after it in `previous` that
    /// `notebook` still holds, else the last one before it; `nil` when none of them is left.
    ///
    /// - Complexity: O(*r* log *m*) for *r* photos gone next to it and *m* photos.
    static func indexShowing(_ id: Photo.ID, after previous: Notebook, in notebook: Notebook) -> Int? {
        if let index = notebook.index(ofPhotoWithID: id) { return index }
        guard let old = previous.index(ofPhotoWithID: id) else { return nil }
        for position in (old + 1)..<max(old + 1, previous.photoCount) {
            if let index = notebook.index(ofPhotoWithID: previous.photoID(at: position)) { return index }
        }
        for position in stride(from: old - 1, through: 0, by: -1) {
            if let index = notebook.index(ofPhotoWithID: previous.photoID(at: position)) { return index }
        }
        return nil
    }

    /// Cancels every load, lets go of every image and sends ``finished`` once.
    func finish(_ outcome: PhotoPagerOutcome) {
        guard isOpen else { return }
        batch {
            pendingDeletionState.value = nil
            update { $0.close() }
            outcomeState.value = outcome
        }
        finished.send(outcome)
    }
}
