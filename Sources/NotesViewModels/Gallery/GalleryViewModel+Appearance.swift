import Bindings
import NotesCore

/// Cells reported one at a time as they appear and disappear, as a lazy grid (`onAppear`,
/// `onDisappear`) or a collection view (`willDisplay`, `didEndDisplaying`) reports them.
///
/// The gallery keeps the appeared cells by identity, so a photo deleted before them moves them up
/// without a report: the visible items follow. While the gallery is covered by its destination
/// (the pager), reports are recorded but load and cancel nothing: a lazy grid that reports every
/// cell gone as the pager covers it, and every cell back on Back, keeps its thumbnails.
extension GalleryViewModel {
    /// The cell of the item `id` appeared: the visible items grow to include it, and thumbnails load
    /// for them and the margin around them, as ``visibleItemsChanged(_:)`` loads them.
    ///
    /// An item that is not in the grid, or one already appeared, is ignored.
    ///
    /// - Complexity: O(*k* log *m*) for *k* cells appeared among *m* photos.
    public func cellAppeared(_ id: GalleryItem.ID) {
        withUntrackedReads {
            guard index(of: id) != nil, appearedItems.insert(id).inserted else { return }
            appearedItemsChanged(grew: true)
        }
    }

    /// The cell of the item `id` disappeared: the visible items shrink to the cells still appeared,
    /// and thumbnails that left the margin are cancelled and let go.
    ///
    /// An item that had not appeared (or whose photo is gone) is ignored.
    ///
    /// - Complexity: O(*k* log *m*) for *k* cells appeared among *m* photos.
    public func cellDisappeared(_ id: GalleryItem.ID) {
        withUntrackedReads {
            guard appearedItems.remove(id) != nil else { return }
            appearedItemsChanged(grew: false)
        }
    }

    /// The cell at `index` appeared: ``cellAppeared(_:)`` for the item at that index now.
    ///
    /// An index names the item there at the time of the call; a view that captured its index
    /// before a photo in front of it was deleted reports another cell. Prefer ``cellAppeared(_:)``
    /// with the item's ``GalleryItem/id``.
    ///
    /// - Complexity: O(*k* log *m*) for *k* cells appeared among *m* photos.
    public func cellAppeared(at index: Int) {
        withUntrackedReads {
            guard let id = id(at: index) else { return }
            cellAppeared(id)
        }
    }

    /// The cell at `index` disappeared: ``cellDisappeared(_:)`` for the item at that index now.
    ///
    /// As with ``cellAppeared(at:)``, prefer ``cellDisappeared(_:)`` with the item's id.
    ///
    /// - Complexity: O(*k* log *m*) for *k* cells appeared among *m* photos.
    public func cellDisappeared(at index: Int) {
        withUntrackedReads {
            guard let id = id(at: index) else { return }
            cellDisappeared(id)
        }
    }

    /// The item at `index`, or `nil` outside the grid.
    private func id(at index: Int) -> GalleryItem.ID? {
        let notebook = library.notebook
        guard (0...notebook.photoCount).contains(index) else { return nil }
        return index == notebook.photoCount ? .add : .photo(notebook.photoID(at: index))
    }

    /// The index of the item `id` now, or `nil` when its photo is gone.
    func index(of id: GalleryItem.ID) -> Int? {
        switch id {
        case .add: library.notebook.photoCount
        case .photo(let photoID): library.notebook.index(ofPhotoWithID: photoID)
        }
    }

    /// The range from the first to the last appeared cell, at their indexes now.
    func appearedSpan() -> Range<Int> {
        var lowest = Int.max
        var highest = Int.min
        for id in appearedItems {
            guard let index = index(of: id) else { continue }
            lowest = min(lowest, index)
            highest = max(highest, index)
        }
        return lowest <= highest ? lowest..<(highest + 1) : 0..<0
    }

    /// The visible items follow the appeared cells, from the first to the last.
    ///
    /// While cells come back after the gallery was covered (none appeared), the range they had
    /// holds until one disappears. Nothing changes while a destination covers the gallery.
    private func appearedItemsChanged(grew: Bool) {
        guard destinationState.value == nil else { return }
        let span = appearedSpan()
        let visible = visibleState.value
        guard grew, !visible.isEmpty, !span.isEmpty else {
            visibleItemsChanged(span)
            return
        }
        visibleItemsChanged(
            min(visible.lowerBound, span.lowerBound)..<max(visible.upperBound, span.upperBound))
    }
}
