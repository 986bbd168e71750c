import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Keys and the mouse on the colour picker: ←/→ hue, ↑/↓ saturation, +/− brightness (Shift for a
/// larger step), `#` types a hex, Enter or Ctrl-S is Done, Esc is Cancel; a drag in the field moves
/// the marker.
extension NotesTerminalApp {
    func pickerKeyPressed(_ press: TerminalKeyPress, picker: ColorPickerViewModel) -> NotesTerminalAction {
        if var field = hexField {
            switch press.key {
            case .enter:
                picker.hexSubmitted()
                if picker.hexError.value == nil { hexField = nil }
                return .redraw
            case .escape:
                hexField = nil
                picker.hexTextChanged(picker.value.value.hex)
                return .redraw
            case .character(let character) where press.modifiers.subtracting(.shift).isEmpty:
                field.insert(String(character))
            case .backspace: field.deleteBackward()
            case .left: field.moveLeft()
            case .right: field.moveRight()
            default: return .redraw
            }
            hexField = field
            picker.hexTextChanged(field.text)
            return .redraw
        }
        let step: ColorPickerStep = press.modifiers.contains(.shift) ? .large : .small
        switch press.key {
        case .left, .character("h"), .character("H"): picker.axisDecremented(.hue, by: step)
        case .right, .character("l"), .character("L"): picker.axisIncremented(.hue, by: step)
        case .up, .character("k"), .character("K"): picker.axisIncremented(.saturation, by: step)
        case .down, .character("j"), .character("J"): picker.axisDecremented(.saturation, by: step)
        case .character("+"), .character("="), .pageUp: picker.axisIncremented(.brightness, by: step)
        case .character("-"), .character("_"), .pageDown: picker.axisDecremented(.brightness, by: step)
        case .character("#"):
            hexField = TextFieldEditor(text: "#", isMultiline: false)
            picker.hexTextChanged("#")
        case .enter: picker.doneTapped()
        case .character("s") where press.modifiers == .control: picker.doneTapped()
        case .escape: picker.cancelTapped()
        default: break
        }
        return .redraw
    }

    /// A press, drag or release in the field drags the marker, in the field's cells.
    func pickerMouse(_ event: MouseEvent, picker: ColorPickerViewModel) {
        let screen = pickerScreen
        let point = ColorPickerPoint(
            x: Double(event.column - Self.pickerFieldLeft) + 0.5,
            y: Double(event.row - 1 - Self.pickerFieldTop) + 0.5)
        switch event.kind {
        case .press(.left):
            let inside =
                point.x >= 0 && point.x < Double(screen.fieldColumns) && point.y >= 0
                && point.y < Double(screen.fieldRows)
            if inside { picker.fieldDragged(.began, at: point) }
        case .drag(.left):
            if picker.isDragging.value { picker.fieldDragged(.moved, at: point) }
        case .release:
            if picker.isDragging.value { picker.fieldDragged(.ended, at: point) }
        default:
            break
        }
    }

    /// The field's first line and column in the picker's wireframe.
    static let pickerFieldTop = ColorPickerScreen.fieldTop
    static let pickerFieldLeft = ColorPickerScreen.fieldLeft

    var pickerScreen: ColorPickerScreen {
        ColorPickerScreen(width: max(size.columns, 20), height: bodyHeight, audience: .user)
    }

    /// The picker fitted to the terminal, the field and swatch in colour, and the caret in the hex
    /// field while typing.
    func pickerLines(_ picker: ColorPickerViewModel) -> ([TerminalLine], (column: Int, row: Int)?) {
        let screen = pickerScreen
        picker.fieldResized(width: Double(screen.fieldColumns), height: Double(screen.fieldRows))
        let lines = screen.render(picker).split(separator: "\n", omittingEmptySubsequences: false)
        var spans = Array(repeating: [StyledSpan](), count: lines.count)
        Self.paint(screen.colorSpans(picker), into: &spans)
        let result = zip(lines, spans).map { TerminalLine(String($0), spans: $1) }
        guard let hexField else { return (result, nil) }
        let hexLine = 4
        let prefix = lines[hexLine].firstRange(of: "[").map {
            lines[hexLine].distance(from: lines[hexLine].startIndex, to: $0.upperBound)
        }
        return (result, prefix.map { (column: $0 + TextWidth.of(hexField.textBeforeCaret), row: hexLine) })
    }
}
