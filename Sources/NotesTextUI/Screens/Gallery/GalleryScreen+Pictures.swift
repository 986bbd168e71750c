import NotesCore
import NotesViewModels

/// The pictures the gallery's wireframe stands for: each loaded thumbnail in its cell.
extension GalleryScreen {
    /// The line of ``render(_:)``'s lines the grid of cells starts on: what
    /// ``thumbnailRect(ofCellAt:firstRow:gridLine:side:)`` takes.
    @MainActor
    public func gridLine(_ viewModel: GalleryViewModel) -> Int {
        // The top border, the title bar and its divider, then the count above the grid.
        3 + countLines(viewModel).count
    }

    /// The thumbnail of every cell in view whose image has loaded, as half-block cells centred in
    /// its cell, on the lines ``render(_:)`` returns.
    ///
    /// For the ``TextRenderingAudience/user`` audience a thumbnail goes in the blank lines its
    /// cell keeps for it (``thumbnailRect(ofCellAt:firstRow:gridLine:side:)``); the review
    /// wireframe keeps none, so there it covers the cell's two lines inside the border (the name
    /// and the size the text gives for it). `pixels` decodes a loaded image to fit the pixel box it
    /// is given (``PictureSpan/pixelBox(columns:rows:)`` of the room) and returns `nil` for an
    /// image it cannot draw yet or at all; that cell gets no span. Pure, as ``render(_:)``: a front
    /// end paints these cells, a review records them.
    /// - Complexity: O(*k*) in the cells in view, plus what `pixels` costs.
    @MainActor
    public func thumbnailSpans(
        _ viewModel: GalleryViewModel, pixels: (LoadedImage, PixelSize) -> PhotoPixels?
    ) -> [PictureSpan] {
        let side = Int(viewModel.layout.value.cellSide)
        let cells = viewModel.cells.value
        guard side >= 3, let first = cells.first else { return [] }
        let columns = Self.metrics.columns
        let gridLine = gridLine(viewModel)
        let rows = audience == .user ? userThumbnailRows : Self.cellHeight - 2
        // Rows of cells are drawn one under another from the first cell's row, as the grid is.
        var drawnRow = 0
        var row = first.index / columns
        var spans: [PictureSpan] = []
        for cell in cells {
            if cell.index / columns != row {
                row = cell.index / columns
                drawnRow += 1
            }
            guard case .photo(_, let thumbnail) = cell.content, let image = thumbnail.image,
                !image.data.isEmpty
            else { continue }
            let rect = thumbnailRect(
                ofCellAt: cell.index, firstRow: row - drawnRow, gridLine: gridLine, side: side)
            guard rect.columns >= 2, rows >= 1,
                let decoded = pixels(image, PictureSpan.pixelBox(columns: rect.columns, rows: rows))
            else { continue }
            spans.append(
                PictureSpan.centred(
                    decoded, line: rect.line, column: rect.column, columns: rect.columns, rows: rows))
        }
        return spans
    }
}
