import NotesCore

/// A run of a screen's cells drawn in a colour: what the wireframe's characters stand for (the
/// picker's field, its swatch).
///
/// A front end that draws colour paints these cells; a review renders them beside the text.
public struct ColorSpan: Hashable, Sendable {
    /// Whether the colour is the text's or the cell's behind it.
    public enum Layer: Hashable, Sendable {
        /// The characters are drawn in the colour.
        case foreground
        /// The cells behind the characters are filled with the colour.
        case background
    }

    /// The line of the screen's text, from 0.
    public var line: Int
    /// The characters of the line the colour covers, from 0.
    public var columns: Range<Int>
    /// The colour.
    public var color: NoteColor
    /// Which layer the colour paints.
    public var layer: Layer

    /// A colour over `columns` of `line`.
    public init(line: Int, columns: Range<Int>, color: NoteColor, layer: Layer) {
        self.line = line
        self.columns = columns
        self.color = color
        self.layer = layer
    }
}
