import NotesCore
import NotesViewModels

/// The colours the tiles stand for: the inside of each square that holds a colour, filled with it.
extension ColorSelectorTiles {
    /// The line of ``lines`` that holds the insides of the squares.
    static let insideLine = 2

    /// Every square that holds a colour, its six inside cells filled with it as a background, on
    /// the lines of ``lines`` (a custom square without a colour shows its palette and has none).
    ///
    /// The same for both audiences: a reviewer's hex digits are drawn on their colour.
    /// - Complexity: O(*n*) in the squares.
    public var colorSpans: [ColorSpan] {
        squares.enumerated().compactMap { index, square in
            guard let color = square.color else { return nil }
            let start = 1 + index * (Self.tileWidth + 1)
            return ColorSpan(
                line: Self.insideLine, columns: start..<start + Self.tileWidth - 2, color: color,
                layer: .background)
        }
    }
}
