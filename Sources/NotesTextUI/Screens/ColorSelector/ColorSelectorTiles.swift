import NotesCore
import NotesViewModels

/// The colour selector's four squares as tiles with their names under them.
///
/// ```
/// Colour
/// ┏━━━━━✓┓ ┌──────┐ ┌──────┐ ┌──────┐
/// ┃FFFFFF┃ │FF0000│ │00FF00│ │░▒▓▓▒░│
/// ┗━━━━━━┛ └──────┘ └──────┘ └──────┘
///  White     Red     Green    Custom
/// ✓ dark
/// ```
///
/// Each tile shows its colour as hex digits, or a palette for a custom square without a colour. A
/// square that needs a border (white) is drawn heavy. The checked tile has a check mark at its top
/// right, and the line under the names says which mark (dark or light) it needs for contrast. For
/// the ``TextRenderingAudience/user`` audience a square with a colour is blank inside (the front end
/// fills it with the colour) and there is no contrast line. Pure: it reads the squares and holds no
/// state.
public struct ColorSelectorTiles: Hashable, Sendable {
    /// The squares to show, in order.
    public var squares: [ColorSelectorSquare]
    /// The language of the heading and the names.
    public var language: NotesLanguage
    /// Who reads the tiles: a reviewer sees hex digits and the mark's contrast, a user neither.
    public var audience: TextRenderingAudience

    /// Tiles for `squares`, for `audience` (a review by default).
    public init(
        squares: [ColorSelectorSquare], language: NotesLanguage, audience: TextRenderingAudience = .review
    ) {
        self.squares = squares
        self.language = language
        self.audience = audience
    }

    /// The width of one tile, borders included; tiles are one column apart.
    public static let tileWidth = 8
    /// What a custom square without a colour shows.
    static let palette = "░▒▓▓▒░"

    /// The heading, the three lines of tiles, the names, and the check mark's contrast.
    public var lines: [String] {
        var top: [String] = []
        var middle: [String] = []
        var bottom: [String] = []
        var names: [String] = []
        var marks: [String] = []
        for square in squares {
            let box = square.hasBorder ? Box.heavy : Box.light
            let rule = String(repeating: box.horizontal, count: Self.tileWidth - 2)
            top.append(
                String(box.topLeft) + (square.isChecked ? rule.dropLast() + "✓" : rule) + String(box.topRight)
            )
            let fill =
                square.color.map { audience == .review ? String($0.hex().dropFirst()) : "" } ?? Self.palette
            middle.append(
                String(box.vertical) + TextLine.padded(fill, toWidth: Self.tileWidth - 2)
                    + String(box.vertical))
            bottom.append(String(box.bottomLeft) + rule + String(box.bottomRight))
            names.append(
                TextLine.padded(
                    ColorSelectorText.squareName(square.kind, language: language), toWidth: Self.tileWidth,
                    alignment: .center))
            let mark =
                square.isChecked && audience == .review
                ? "✓ " + ColorSelectorText.checkMark(square.checkMark, language: language) : ""
            marks.append(TextLine.padded(mark, toWidth: Self.tileWidth))
        }
        let markLine = String(marks.joined(separator: " ").trimmingTrailingSpaces())
        return [ColorSelectorText.heading(language)]
            + [top, middle, bottom, names].map { $0.joined(separator: " ") }
            + (audience == .review ? [markLine] : [])
    }
}
