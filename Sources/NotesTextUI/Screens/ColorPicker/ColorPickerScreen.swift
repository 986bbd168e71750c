import NotesCore
import NotesViewModels

/// The colour picker as a text wireframe: title bar, the rounded swatch with its hex and the hex
/// field, the brightness slider, the field as a grid of cells with the marker at its cell, and the
/// value text with the hex error.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │ [Cancel]     Note colour      [Done] │
/// ├──────────────────────────────────────┤
/// │ ╭──────╮ #80FFFF                     │
/// │ │██████│ Hex [#80FFFF]               │
/// │ ╰──────╯ radius 5                    │
/// ├──────────────────────────────────────┤
/// │ Brightness ├───────────────●┤ 100 %  │
/// ├──────────────────────────────────────┤
/// │ ·················●·················· │
/// ```
///
/// The field is ``fieldColumns`` cells wide and ``fieldRows`` high; report that size with
/// ``NotesViewModels/ColorPickerViewModel/fieldResized(width:height:)`` so that a drag in cells maps
/// as the screen shows it. Cells are `·` at full brightness and darken (`░`, `▒`, `▓`, `█`) with
/// the overlay's opacity, 1 − brightness. Pure: it reads the view model and holds no state.
public struct ColorPickerScreen: Hashable, Sendable {
    /// The width of every line, borders included.
    public var width: Int
    /// The number of lines, borders included.
    public var height: Int

    /// A screen `width` columns wide and `height` lines high (at least 20 by 20 is drawn).
    public init(width: Int, height: Int, audience: TextRenderingAudience = .review) {
        self.width = max(width, 20)
        self.height = max(height, 20)
        self.audience = audience
    }

    /// Who reads the screen: a reviewer sees the swatch's corner radius, a user does not.
    public var audience: TextRenderingAudience

    /// The field's width in cells.
    public var fieldColumns: Int { frame.contentWidth }

    /// The field's height in cells: what the other sections leave of ``height``.
    public var fieldRows: Int { max(height - 12 - infoLineCount, 2) }

    /// The lines kept for the value text and the hex error: two at 60 columns and more, else four.
    var infoLineCount: Int { frame.contentWidth >= 56 ? 2 : 4 }

    private var frame: Frame { Frame(width: width) }

    /// The picker as exactly ``height`` lines of exactly ``width`` columns, joined with newlines.
    ///
    /// - Complexity: O(``width`` × ``height``).
    @MainActor
    public func render(_ viewModel: ColorPickerViewModel) -> String {
        let language = viewModel.language
        let inner = frame.contentWidth
        let titleBar = TitleBar(
            left: .button(ColorPickerText.cancel(language)), title: viewModel.title,
            right: .button(ColorPickerText.done(language)))
        let sections: [[String]] = [
            [titleBar.render(width: inner)],
            swatchLines(viewModel),
            [sliderLine(viewModel)],
            fieldLines(viewModel),
            infoLines(viewModel),
        ]
        return frame.render(sections: sections).joined(separator: "\n")
    }

    @MainActor
    private func swatchLines(_ viewModel: ColorPickerViewModel) -> [String] {
        let swatch = viewModel.swatch.value
        let shade = Self.swatchShade(swatch.color)
        var hexField = ColorPickerText.hexField(viewModel.language) + " [" + viewModel.hexText.value + "]"
        if viewModel.hexError.value != nil { hexField += " ✗" }
        let radius = EditNoteScreen.format(swatch.cornerRadius)
        return [
            "╭──────╮ " + swatch.hex,
            "│" + String(repeating: shade, count: 6) + "│ " + hexField,
            "╰──────╯" + (audience == .review ? " radius \(radius)" : ""),
        ].map { TextLine.truncated($0, toWidth: frame.contentWidth) }
    }

    @MainActor
    private func sliderLine(_ viewModel: ColorPickerViewModel) -> String {
        let brightness = viewModel.brightness.value
        let label = ColorPickerText.brightness(viewModel.language)
        let readout = " " + ColorPickerText.axisValue(.brightness, of: viewModel.value.value)
        let track = max(frame.contentWidth - TextWidth.of(label) - 3 - TextWidth.of(readout), 3)
        let knob = Int((brightness * Double(track - 1)).rounded())
        var cells = Array(repeating: "─", count: track)
        cells[min(max(knob, 0), track - 1)] = "●"
        return label + " ├" + cells.joined() + "┤" + readout
    }

    @MainActor
    private func fieldLines(_ viewModel: ColorPickerViewModel) -> [String] {
        let columns = fieldColumns
        let rows = fieldRows
        let field = viewModel.field.value
        let position = viewModel.marker.value.position
        let column = Self.cell(position.x / field.width, count: columns)
        let row = Self.cell(position.y / field.height, count: rows)
        let shade = Self.overlayShade(viewModel.fieldOverlayOpacity.value)
        let plain = String(repeating: shade, count: columns)
        var lines = Array(repeating: plain, count: rows)
        var marked = Array(plain)
        marked[column] = "●"
        lines[row] = String(marked)
        let left = "0°"
        let middle = "180°"
        let right = "360°"
        let gap = columns - left.count - middle.count - right.count
        lines.append(
            left + String(repeating: " ", count: gap / 2) + middle
                + String(repeating: " ", count: gap - gap / 2)
                + right)
        return lines
    }

    @MainActor
    private func infoLines(_ viewModel: ColorPickerViewModel) -> [String] {
        let inner = frame.contentWidth
        let half = infoLineCount / 2
        var value = TextLine.wrapped(viewModel.valueText.value, toWidth: inner)
        var error =
            viewModel.hexError.value.map {
                TextLine.wrapped(
                    "✗ " + ColorPickerText.hexError($0, language: viewModel.language), toWidth: inner)
            } ?? []
        value = Array(value.prefix(half)) + Array(repeating: "", count: max(half - value.count, 0))
        error = Array(error.prefix(half)) + Array(repeating: "", count: max(half - error.count, 0))
        return value + error
    }

    /// The cell a fraction `0...1` of the field falls in; 1 is the last cell.
    static func cell(_ fraction: Double, count: Int) -> Int {
        guard fraction.isFinite else { return 0 }
        return min(max(Int(fraction * Double(count)), 0), count - 1)
    }

    /// The field's cell for an overlay opacity: `·` (none) to `█` (black).
    static func overlayShade(_ opacity: Double) -> Character {
        switch opacity {
        case ..<0.125: "·"
        case ..<0.375: "░"
        case ..<0.625: "▒"
        case ..<0.875: "▓"
        default: "█"
        }
    }

    /// The swatch's fill, by the colour's relative luminance: `█` light to `░` dark.
    static func swatchShade(_ color: NoteColor) -> String {
        let luminance = ColorSelectorCheckMark.relativeLuminance(of: color)
        return switch luminance {
        case 0.5...: "█"
        case 0.18...: "▓"
        case 0.04...: "▒"
        default: "░"
        }
    }
}
