import NotesCore
import NotesViewModels

/// The gallery as a text wireframe: the title bar, the count, the grid of cells in view, and the
/// notices for picking, a copy in progress, a failed add and a deletion to confirm.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │              Gallery             [+] │
/// ├──────────────────────────────────────┤
/// │ 11 photos                            │
/// │ ┌─────────┐ ┏━━━━━━━━━┓ ┌─────────┐  │
/// │ │Sunrise  │ ┃SunriseO…┃ │Sparkler │  │
/// │ │48×48    │ ┃loading… ┃ │failed to│  │
/// │ └─────────┘ ┗━━━━━━━━━┛ └─────────┘  │
/// ```
///
/// Each cell is a box as many columns wide as the view model's
/// ``NotesViewModels/GalleryLayout/cellSide`` at ``metrics`` and ``cellHeight`` lines high, holding the photo's name and its
/// thumbnail's pixel size or load state; the add cell holds `+`. The selected cell has a heavy
/// border. For the ``TextRenderingAudience/user`` audience each cell has ``thumbnailRows`` blank
/// lines under its top border, for the front end to draw the thumbnail in
/// (``thumbnailRect(ofCellAt:firstRow:gridLine:side:)`` says where), and a row of cells takes
/// ``cellLineCount`` lines. Create the view model with ``metrics`` and report ``layoutWidth`` to
/// ``NotesViewModels/GalleryViewModel/layoutWidthChanged(_:)``, and the rows in view (see
/// ``visibleItems(firstRow:rowCount:photoCount:)``) to
/// ``NotesViewModels/GalleryViewModel/visibleItemsChanged(_:)``. The screen holds no state.
public struct GalleryScreen: Hashable, Sendable {
    /// The grid's measures in columns: three columns, no inset (the frame pads), one column apart.
    public static let metrics = GalleryMetrics(columns: 3, inset: 0, spacing: 1)
    /// The lines one row of cells takes in the review wireframe.
    public static let cellHeight = 4
    /// The blank lines a cell has for its thumbnail when drawn for a user.
    public static let thumbnailRows = 3

    /// The width of every line, borders included.
    public var width: Int
    /// Who reads the screen: a user's cells have room for their thumbnails.
    public var audience: TextRenderingAudience

    /// The blank lines a user's cell has for its thumbnail: ``thumbnailRows`` unless a front end
    /// sizes the thumbnails to its screen.
    package var userThumbnailRows = Self.thumbnailRows

    /// A screen `width` columns wide, for `audience`.
    public init(width: Int, audience: TextRenderingAudience = .review) {
        self.width = width
        self.audience = audience
    }

    /// A screen `width` columns wide for a user, each cell with `thumbnailRows` blank lines (at
    /// least one) for its thumbnail: for a front end that sizes the thumbnails to its screen.
    package init(width: Int, thumbnailRows: Int) {
        self.init(width: width, audience: .user)
        userThumbnailRows = max(thumbnailRows, 1)
    }

    /// The lines one row of cells takes for this screen's audience.
    public var cellLineCount: Int { Self.cellHeight + thumbnailLineCount }

    /// The blank lines each cell has for its thumbnail: ``thumbnailRows`` for a user (unless sized
    /// to the screen), none for review.
    private var thumbnailLineCount: Int { audience == .user ? userThumbnailRows : 0 }

    /// Where the thumbnail of the cell at `index` goes in the lines ``render(_:)`` returns.
    ///
    /// For the rows of cells from `firstRow` in view and the grid starting at line `gridLine`: its
    /// first line, first column (a character offset; every character before it is one column wide)
    /// and size in cells. `side` is the view model's ``NotesViewModels/GalleryLayout/cellSide``.
    public func thumbnailRect(
        ofCellAt index: Int, firstRow: Int, gridLine: Int, side: Int
    ) -> (line: Int, column: Int, columns: Int, rows: Int) {
        let columns = Self.metrics.columns
        let row = index / columns - firstRow
        // The frame's border and padding, the cells to the left, the cell's own border.
        let column = 1 + frame.effectivePadding + (index % columns) * (side + 1) + 1
        return (gridLine + row * cellLineCount + 1, column, max(side - 2, 0), thumbnailLineCount)
    }

    /// The width to report to ``NotesViewModels/GalleryViewModel/layoutWidthChanged(_:)``.
    public var layoutWidth: Double { Double(frame.contentWidth) }

    /// The cells in `rowCount` rows of cells from `firstRow`: what to report to
    /// ``NotesViewModels/GalleryViewModel/visibleItemsChanged(_:)`` (photos, then the add cell).
    public static func visibleItems(firstRow: Int, rowCount: Int, photoCount: Int) -> Range<Int> {
        let columns = metrics.columns
        let start = max(firstRow, 0) * columns
        let end = min((max(firstRow, 0) + max(rowCount, 0)) * columns, photoCount + 1)
        return start < end ? start..<end : 0..<0
    }

    /// The first row of cells to show so that the cell at `selection` is in view, scrolling as
    /// little as possible from `firstRow`, with `rowCount` rows of cells on screen.
    ///
    /// For a terminal front end that moves the selection with the arrow keys: report
    /// ``visibleItems(firstRow:rowCount:photoCount:)`` for the row it returns.
    public static func firstRow(keepingInView selection: Int?, from firstRow: Int, rowCount: Int) -> Int {
        guard let selection, rowCount > 0 else { return max(firstRow, 0) }
        let row = max(selection, 0) / metrics.columns
        if row < firstRow { return row }
        if row >= firstRow + rowCount { return row - rowCount + 1 }
        return max(firstRow, 0)
    }

    /// The wireframe of `viewModel` as it is now, lines joined with `"\n"`.
    ///
    /// - Complexity: O(*k* × `width`) for the *k* cells in view.
    @MainActor
    public func render(_ viewModel: GalleryViewModel) -> String {
        let language = viewModel.language
        let inner = frame.contentWidth
        var sections: [[String]] = [
            [
                TitleBar(
                    title: viewModel.title,
                    right: .button("+", isEnabled: !viewModel.addState.value.isInProgress)
                ).render(width: inner)
            ]
        ]
        var body = countLines(viewModel)
        body += gridLines(
            viewModel.cells.value, side: Int(viewModel.layout.value.cellSide), language: language)
        sections.append(body)
        if let notice = notice(viewModel) { sections.append(notice) }
        return frame.render(sections: sections).joined(separator: "\n")
    }

    var frame: Frame { Frame(width: width) }

    /// The count of photos, or the empty gallery's message: the lines above the grid.
    @MainActor
    func countLines(_ viewModel: GalleryViewModel) -> [String] {
        let count = viewModel.photoCount.value
        guard count == 0 else { return [GalleryText.count(count, language: viewModel.language)] }
        return TextLine.wrapped(GalleryText.emptyMessage(viewModel.language), toWidth: frame.contentWidth)
    }

    /// The rows of cells, each ``cellHeight`` lines.
    private func gridLines(_ cells: [GalleryCell], side: Int, language: NotesLanguage) -> [String] {
        guard side >= 3 else { return [] }
        let columns = Self.metrics.columns
        var lines: [String] = []
        var start = 0
        while start < cells.count {
            let row = cells[start].index / columns
            var end = start
            while end < cells.count, cells[end].index / columns == row { end += 1 }
            let boxes = cells[start..<end].map {
                GalleryCellBox(
                    cell: $0, width: side, thumbnailRows: thumbnailLineCount, language: language
                ).lines
            }
            let leading = (cells[start].index % columns) * (side + 1)
            for line in 0..<cellLineCount {
                lines.append(TextLine.spaces(leading) + boxes.map { $0[line] }.joined(separator: " "))
            }
            start = end
        }
        return lines
    }

    @MainActor
    private func notice(_ viewModel: GalleryViewModel) -> [String]? {
        let language = viewModel.language
        let inner = frame.contentWidth
        if let photo = viewModel.pendingDeletion.value {
            return TextLine.wrapped(GalleryText.deleteQuestion(photo, language: language), toWidth: inner) + [
                TitleBar(
                    left: .button(GalleryText.delete(language)), title: "",
                    right: .button(GalleryText.cancel(language))
                ).render(width: inner)
            ]
        }
        switch viewModel.addState.value {
        case .idle: return nil
        case .picking: return [GalleryText.picking(language)]
        case .adding(let name):
            return TextLine.wrapped(GalleryText.adding(name, language: language), toWidth: inner) + [
                TitleBar(title: "", right: .button(GalleryText.cancel(language))).render(width: inner)
            ]
        case .failed(let error):
            return TextLine.wrapped(GalleryText.addError(error, language: language), toWidth: inner) + [
                TitleBar(title: "", right: .button(GalleryText.ok(language))).render(width: inner)
            ]
        }
    }
}
