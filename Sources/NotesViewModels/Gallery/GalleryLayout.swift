/// The gallery grid's geometry: square cells in ``GalleryMetrics/columns`` columns, from the width
/// the front end reports.
///
/// Items are the photos in order, then the add cell. Every member is O(1), whatever the number of
/// photos.
public struct GalleryLayout: Hashable, Sendable {
    /// The measures of the grid.
    public var metrics: GalleryMetrics
    /// The width of the grid's view.
    public var width: Double
    /// The number of photos; the add cell comes after them.
    public var photoCount: Int

    /// Creates the layout of `photoCount` photos and the add cell in `width`.
    public init(metrics: GalleryMetrics, width: Double, photoCount: Int) {
        self.metrics = metrics
        self.width = width.isFinite ? max(width, 0) : 0
        self.photoCount = max(photoCount, 0)
    }

    /// The number of cells: every photo and the add cell.
    public var itemCount: Int { photoCount + 1 }

    /// The index of the add cell.
    public var addItemIndex: Int { photoCount }

    /// The side of every cell: the width less the insets and spacing, split between the columns,
    /// rounded down; 0 when that leaves no room.
    public var cellSide: Double {
        let columns = Double(metrics.columns)
        let room = width - 2 * metrics.inset - (columns - 1) * metrics.spacing
        return max((room / columns).rounded(.down), 0)
    }

    /// The number of rows.
    public var rowCount: Int { (itemCount + metrics.columns - 1) / metrics.columns }

    /// The height of the whole grid, insets included.
    public var contentHeight: Double {
        2 * metrics.inset + Double(rowCount) * cellSide + Double(max(rowCount - 1, 0)) * metrics.spacing
    }

    /// The frame of the cell at `index`, which must be in `0..<itemCount`.
    public func frame(ofItemAt index: Int) -> Rect {
        let row = index / metrics.columns
        let column = index % metrics.columns
        let step = cellSide + metrics.spacing
        return Rect(
            x: metrics.inset + Double(column) * step, y: metrics.inset + Double(row) * step,
            width: cellSide, height: cellSide)
    }

    /// The cells that overlap the rows between `offset` and `offset + height`, whole rows only.
    ///
    /// Empty when the viewport or the cells have no size.
    public func visibleItems(offset: Double, height: Double) -> Range<Int> {
        let step = cellSide + metrics.spacing
        guard cellSide > 0, height > 0, offset.isFinite, height.isFinite else { return 0..<0 }
        let top = offset - metrics.inset
        let bottom = top + height
        let firstRow = max(Int(((top + metrics.spacing) / step).rounded(.down)), 0)
        let lastRow = min(Int((bottom / step).rounded(.up)) - 1, rowCount - 1)
        guard lastRow >= firstRow else { return 0..<0 }
        return (firstRow * metrics.columns)..<min((lastRow + 1) * metrics.columns, itemCount)
    }

    /// Where the keyboard selection goes from `index` after `move`, clamped to the cells.
    ///
    /// With no selection yet, any move selects the first cell; ``GalleryMove/last`` selects
    /// the last photo.
    public func selection(after move: GalleryMove, from index: Int?) -> Int {
        guard let index else { return move == .last ? max(photoCount - 1, 0) : 0 }
        let target =
            switch move {
            case .left: index - 1
            case .right: index + 1
            case .up: index - metrics.columns
            case .down: index + metrics.columns
            case .first: 0
            case .last: max(photoCount - 1, 0)
            }
        switch move {
        case .first, .last: return max(target, 0)
        case .left, .right: return min(max(target, 0), itemCount - 1)
        case .up: return target >= 0 ? target : index
        case .down:
            return target < itemCount
                ? target : (index / metrics.columns == rowCount - 1 ? index : itemCount - 1)
        }
    }
}
