import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Photos drawn with half-block characters: the pager's photo under its card (where the terminal
/// has no image protocol) and the gallery's thumbnails in their cells.
extension NotesTerminalApp {
    /// Waits until every picture asked for by the frames drawn so far is decoded, so that the next
    /// frame shows them: for tests.
    package func picturesSettled() async {
        await pictures.renderingsSettled()
    }

    /// The picture of the pager's current photo in `rows` lines under the card, where
    /// ``NotesTextUI/PhotoPagerScreen/pictureSpan(_:line:rows:pixels:)`` puts it.
    ///
    /// The other two slots' photos are rendered ahead, so paging draws a rendering that is ready.
    /// Empty until the photo has loaded; a photo that cannot be drawn says so in one line.
    func pagerPictureLines(_ pager: PhotoPagerViewModel, width: Int, rows: Int) -> [TerminalLine] {
        let screen = PhotoPagerScreen(width: width, audience: .user)
        guard let box = screen.pictureBox(rows: rows) else { return [] }
        var current: TerminalPictureCache.Entry?
        for page in pager.pages.value {
            guard let image = page.load.image, !image.data.isEmpty else { continue }
            let entry = pictures.picture(of: image, within: box)
            if page.isCurrent { current = entry }
        }
        if let span = screen.pictureSpan(pager, line: 0, rows: rows, pixels: pictures.pixels(of:within:)) {
            return TerminalPicture(pixels: span.pixels, isShaded: colors == .none).lines.map {
                Self.indented($0, by: span.column)
            }
        }
        guard case .undecodable(let error) = current else { return [] }
        let text = NotesTerminalText.noPreview(error, language: language)
        return [
            TerminalLine(
                TextLine.padded(
                    TextLine.truncated(text, toWidth: box.width), toWidth: width, alignment: .center))
        ]
    }

    /// Draws each visible cell's thumbnail into the gallery's `lines`, in the blank lines its cell
    /// keeps for it, where ``NotesTextUI/GalleryScreen/thumbnailSpans(_:pixels:)`` puts it; a
    /// thumbnail that cannot be drawn says "no preview".
    func drawThumbnails(
        _ gallery: GalleryViewModel, screen: GalleryScreen, into lines: inout [TerminalLine]
    ) {
        for span in screen.thumbnailSpans(gallery, pixels: pictures.pixels(of:within:))
        where span.line + span.rows <= lines.count {
            for (offset, row) in TerminalPicture(pixels: span.pixels, isShaded: colors == .none).lines
                .enumerated()
            {
                lines[span.line + offset] = Self.overlaid(row, on: lines[span.line + offset], at: span.column)
            }
        }
        let side = Int(gallery.layout.value.cellSide)
        let gridLine = screen.gridLine(gallery)
        for cell in gallery.cells.value {
            guard case .photo(_, let thumbnail) = cell.content, let image = thumbnail.image,
                !image.data.isEmpty
            else { continue }
            let rect = screen.thumbnailRect(
                ofCellAt: cell.index, firstRow: galleryFirstRow, gridLine: gridLine, side: side)
            guard rect.columns >= 2, rect.rows >= 1, rect.line + rect.rows <= lines.count,
                case .undecodable = pictures.picture(
                    of: image, within: PictureSpan.pixelBox(columns: rect.columns, rows: rect.rows))
            else { continue }
            let word = TextLine.padded(
                TextLine.truncated(NotesTerminalText.noPreviewWord(language), toWidth: rect.columns),
                toWidth: rect.columns, alignment: .center)
            lines[rect.line + rect.rows / 2] = Self.overlaid(
                TerminalLine(word), on: lines[rect.line + rect.rows / 2], at: rect.column)
        }
    }

    /// `line` after `count` spaces, its spans moved with it.
    static func indented(_ line: TerminalLine, by count: Int) -> TerminalLine {
        TerminalLine(
            String(repeating: " ", count: count) + line.text,
            spans: line.spans.map {
                StyledSpan($0.range.lowerBound + count..<$0.range.upperBound + count, $0.style)
            })
    }

    /// `base` with the characters from `column` replaced by `top`'s, and `top`'s spans over them.
    ///
    /// Columns are characters: the characters of `base` before `column` must be one column wide
    /// (a gallery row's borders and spaces are).
    static func overlaid(_ top: TerminalLine, on base: TerminalLine, at column: Int) -> TerminalLine {
        var characters = Array(base.text)
        let replaced = Array(top.text)
        guard column >= 0, column + replaced.count <= characters.count else { return base }
        characters.replaceSubrange(column..<column + replaced.count, with: replaced)
        return TerminalLine(
            String(characters),
            spans: base.spans
                + top.spans.map {
                    StyledSpan($0.range.lowerBound + column..<$0.range.upperBound + column, $0.style)
                })
    }
}
