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

    /// A load finished: its result is kept when its slot still waits for it, dropped otherwise.
    private func loadFinished(ticket: Int, result: Result<LoadedImage, ImageLoadError>) {
        cancellations[ticket] = nil
        var window = windowState.value
        guard window.loadFinished(ticket: ticket, result: result) else { return }
        windowState.value = window
    }

    /// The library's photos changed: keeps the current photo by id, or applies the deletion rule.
    func libraryPhotosChanged() {
        guard isOpen else { return }
        let notebook = library.notebook
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
            current.currentSlot.flatMap { notebook.index(ofPhotoWithID: $0.photoID) }
            ?? min(current.currentIndex, count - 1)
        update { window in window.show(index: index, count: count, photoID: Self.lookup(library)) }
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
