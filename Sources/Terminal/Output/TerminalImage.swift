import Foundation

/// A picture drawn over a rectangle of cells, for terminals with an ``InlineImageProtocol``.
///
/// The renderer draws it after the frame's lines, scaled into the rectangle: iTerm2's protocol keeps
/// its aspect ratio, kitty's fills the rectangle, so a caller keeps the ratio there by choosing the
/// rectangle. Terminals without a protocol show the lines alone.
public struct TerminalImage: Hashable, Sendable {
    /// How the picture is encoded.
    public enum Format: Hashable, Sendable {
        /// PNG.
        case png
        /// JPEG.
        case jpeg
        /// Raw pixels, `width` × `height` of them: three bytes (red, green, blue) per pixel, rows
        /// from the top, pixels from the left.
        ///
        /// For a protocol that takes pixels rather than a file format (kitty's); the renderer leaves
        /// out a picture whose data is not exactly `width` × `height` × 3 bytes, or with a side of
        /// zero.
        case rgb(width: Int, height: Int)
    }

    /// The zero-based column of the rectangle's left edge.
    public var column: Int
    /// The zero-based row of the rectangle's top edge.
    public var row: Int
    /// The rectangle's width in cells.
    public var columns: Int
    /// The rectangle's height in cells.
    public var rows: Int
    /// The encoded picture, or its pixels for ``Format/rgb(width:height:)``.
    public var data: Data
    /// Its encoding.
    public var format: Format

    /// A picture over `columns` × `rows` cells from (`column`, `row`).
    public init(column: Int, row: Int, columns: Int, rows: Int, data: Data, format: Format) {
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
        self.data = data
        self.format = format
    }

    /// Whether ``data`` holds what ``format`` says: for raw pixels, three bytes for each of at
    /// least one pixel; any bytes for a file format.
    var isWellFormed: Bool {
        guard case .rgb(let width, let height) = format else { return true }
        let pixels = data.count / 3
        return width > 0 && height > 0 && data.count % 3 == 0 && pixels % width == 0
            && pixels / width == height
    }

    /// The rows the picture covers.
    var rowRange: Range<Int> { row..<(row + max(rows, 0)) }
}
