import NotesCore
import NotesViewModels

/// The picture the pager's wireframe stands for: the current photo, under the card.
extension PhotoPagerScreen {
    /// The pixel box to decode the current photo within for a picture `rows` lines high under the
    /// wireframe: the columns inside the frame's border and padding; `nil` when fewer than two
    /// lines or four columns are free.
    public func pictureBox(rows: Int) -> PixelSize? {
        let columns = width - 4
        guard rows >= 2, columns >= 4 else { return nil }
        return PictureSpan.pixelBox(columns: columns, rows: rows)
    }

    /// The current photo as half-block cells in the `rows` lines from `line` (one after a blank
    /// line under ``render(_:)``'s lines, or wherever a front end that leaves lines out puts it),
    /// centred across the columns inside the frame's border and padding; `nil` until its image has
    /// loaded, when `pixels` cannot draw it, or when ``pictureBox(rows:)`` is `nil`.
    ///
    /// `pixels` decodes the loaded image to fit the box it is given. Pure, as ``render(_:)``: a
    /// front end paints these cells, a review records them.
    /// - Complexity: what `pixels` costs.
    @MainActor
    public func pictureSpan(
        _ viewModel: PhotoPagerViewModel, line: Int, rows: Int,
        pixels: (LoadedImage, PixelSize) -> PhotoPixels?
    ) -> PictureSpan? {
        guard let box = pictureBox(rows: rows),
            let image = viewModel.pages.value.first(where: \.isCurrent)?.load.image, !image.data.isEmpty,
            let decoded = pixels(image, box)
        else { return nil }
        return PictureSpan(
            line: line, column: 2 + max(box.width - decoded.size.width, 0) / 2, pixels: decoded)
    }
}
