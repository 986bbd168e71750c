import Bindings

/// Cells reported one at a time as they appear and disappear, as a lazy grid (`onAppear`,
/// `onDisappear`) or a collection view (`willDisplay`, `didEndDisplaying`) reports them.
extension GalleryViewModel {
    /// The cell at `index` appeared: the visible items grow to include it, and thumbnails load
    /// for them and the margin around them, as ``visibleItemsChanged(_:)`` loads them.
    ///
    /// An index outside the grid, or one already appeared, is ignored.
    ///
    /// - Complexity: O(*k*) in the cells appeared.
    public func cellAppeared(at index: Int) {
        guard (0..<layoutState.value.itemCount).contains(index), appearedCells.insert(index).inserted
        else { return }
        appearedCellsChanged()
    }

    /// The cell at `index` disappeared: the visible items shrink to the cells still appeared, and
    /// thumbnails that left the margin are cancelled and let go.
    ///
    /// An index that had not appeared is ignored.
    ///
    /// - Complexity: O(*k*) in the cells appeared.
    public func cellDisappeared(at index: Int) {
        guard appearedCells.remove(index) != nil else { return }
        appearedCellsChanged()
    }

    /// The visible items become the range from the first to the last appeared cell.
    private func appearedCellsChanged() {
        guard let first = appearedCells.min(), let last = appearedCells.max() else {
            visibleItemsChanged(0..<0)
            return
        }
        visibleItemsChanged(first..<(last + 1))
    }
}
