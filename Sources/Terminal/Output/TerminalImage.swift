import Foundation

/// A picture drawn over a rectangle of cells, for terminals with an ``InlineImageProtocol``.
///
/// The renderer draws it after the frame's lines, scaled into the rectangle with its aspect ratio
/// kept; terminals without a protocol show the lines alone.
public struct TerminalImage: Hashable, Sendable {
    /// How the picture is encoded.
    public enum Format: Hashable, Sendable {
        /// PNG.
        case png
        /// JPEG.
        case jpeg
    }

    /// The zero-based column of the rectangle's left edge.
    public var column: Int
    /// The zero-based row of the rectangle's top edge.
    public var row: Int
    /// The rectangle's width in cells.
    public var columns: Int
    /// The rectangle's height in cells.
    public var rows: Int
    /// The encoded picture.
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

    /// The rows the picture covers.
    var rowRange: Range<Int> { row..<(row + max(rows, 0)) }
}
