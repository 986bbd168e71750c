import NotesCore

/// A photo placed on a screen's text as half-block cells: what the blank or text cells under it
/// stand for (a gallery thumbnail, the pager's photo).
///
/// Each cell shows two pixels, one above the other (`▀` with the top pixel as its foreground and
/// the bottom one as its background), so the picture takes one column per pixel and one line per
/// two pixel rows; a last odd pixel row has no bottom pixel. A front end that draws pictures paints
/// these cells; a review renders them beside the text.
public struct PictureSpan: Hashable, Sendable {
    /// The line of the screen's text the picture's top cells are on, from 0.
    public var line: Int
    /// The character of the line its left cells are at, from 0.
    public var column: Int
    /// The picture, one pixel per column, two pixel rows per line.
    public var pixels: PhotoPixels

    /// `pixels` with its top-left cell at `line`, `column`.
    public init(line: Int, column: Int, pixels: PhotoPixels) {
        self.line = line
        self.column = column
        self.pixels = pixels
    }

    /// Width in cells.
    public var columns: Int { pixels.size.width }
    /// Height in lines: half the pixel rows, rounded up.
    public var rows: Int { (pixels.size.height + 1) / 2 }

    /// The pixel box to decode a photo to for a picture of at most `columns` × `rows` cells: a cell
    /// is about twice as tall as wide, so one pixel wide and two high.
    public static func pixelBox(columns: Int, rows: Int) -> PixelSize {
        PixelSize(width: max(columns, 1), height: max(rows, 1) * 2)
    }

    /// `pixels` centred in the `columns` × `rows` cells from `line`, `column` (rounded towards the
    /// top left).
    static func centred(
        _ pixels: PhotoPixels, line: Int, column: Int, columns: Int, rows: Int
    ) -> PictureSpan {
        var span = PictureSpan(line: line, column: column, pixels: pixels)
        span.column += max(columns - span.columns, 0) / 2
        span.line += max(rows - span.rows, 0) / 2
        return span
    }
}
