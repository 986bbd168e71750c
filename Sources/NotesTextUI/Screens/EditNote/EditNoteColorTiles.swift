import NotesCore
import NotesViewModels

/// The editor's four colour squares as tiles with their names under them.
///
/// ```
/// ┌─────✓┐ ┌──────┐ ┌──────┐ ┌──────┐
/// │FFFFFF│ │FF0000│ │00FF00│ │░▒▓▓▒░│
/// └──────┘ └──────┘ └──────┘ └──────┘
///  White     Red     Green    Custom
/// ```
///
/// Each tile shows its colour as hex digits; the selected tile has a check mark at its top right;
/// a custom square without a colour shows a palette.
struct EditNoteColorTiles {
    let squares: [EditNoteColorSquare]
    let language: NotesLanguage

    /// The width of one tile, borders included.
    static let tileWidth = 8
    /// What an empty custom square shows.
    static let palette = "░▒▓▓▒░"

    /// The heading and four lines of tiles and names.
    var lines: [String] {
        var top: [String] = []
        var middle: [String] = []
        var bottom: [String] = []
        var names: [String] = []
        for square in squares {
            let rule = String(repeating: "─", count: Self.tileWidth - 2)
            top.append("┌" + (square.isSelected ? rule.dropLast() + "✓" : rule) + "┐")
            let fill = square.color.map { String($0.hex().dropFirst()) } ?? Self.palette
            middle.append("│" + TextLine.padded(fill, toWidth: Self.tileWidth - 2) + "│")
            bottom.append("└" + rule + "┘")
            names.append(
                TextLine.padded(
                    EditNoteText.colorName(square.kind, language: language), toWidth: Self.tileWidth,
                    alignment: .center))
        }
        return [EditNoteText.colorHeading(language)]
            + [top, middle, bottom, names].map { $0.joined(separator: " ") }
    }
}
