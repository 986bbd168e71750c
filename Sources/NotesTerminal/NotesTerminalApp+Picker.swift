import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// Keys and the mouse on the colour picker: ←/→ hue, ↑/↓ saturation, +/− brightness (Shift for a
/// larger step), `#` types a hex, Enter or Ctrl-S is Done, Esc is Cancel; a drag in the field moves
/// the marker.
extension NotesTerminalApp {
    func hexKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress, picker: ColorPickerViewModel)
        -> NotesTerminalAction
    {
        guard var field = hexField else { return .redraw }
        switch key {
        case .submit:
            picker.hexSubmitted()
            if picker.hexError.value == nil { hexField = nil }
            return .redraw
        case .cancel:
            hexField = nil
            picker.hexTextChanged(picker.value.value.hex)
            return .redraw
        case .field(let edit):
            guard field.apply(edit, press) else { return .redraw }
        case .toRows, .switchFormat, .app:
            return .redraw
        }
        hexField = field
        picker.hexTextChanged(field.text)
        return .redraw
    }

    func pickerKeyPressed(_ key: PickerKey, _ press: TerminalKeyPress, picker: ColorPickerViewModel)
        -> NotesTerminalAction
    {
        let step: ColorPickerStep = press.modifiers.contains(.shift) ? .large : .small
        switch key {
        case .hueDown: picker.axisDecremented(.hue, by: step)
        case .hueUp: picker.axisIncremented(.hue, by: step)
        case .saturationUp: picker.axisIncremented(.saturation, by: step)
        case .saturationDown: picker.axisDecremented(.saturation, by: step)
        case .brightnessUp: picker.axisIncremented(.brightness, by: step)
        case .brightnessDown: picker.axisDecremented(.brightness, by: step)
        case .hueDownLarge: picker.axisDecremented(.hue, by: .large)
        case .hueUpLarge: picker.axisIncremented(.hue, by: .large)
        case .saturationUpLarge: picker.axisIncremented(.saturation, by: .large)
        case .saturationDownLarge: picker.axisDecremented(.saturation, by: .large)
        case .hex:
            hexField = TextFieldEditor(text: "#", isMultiline: false)
            picker.hexTextChanged("#")
        case .done: picker.doneTapped()
        case .cancel: picker.cancelTapped()
        case .mouse, .app: break
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
        let colorSpans = screen.colorSpans(picker)
        Self.paint(colorSpans, into: &spans)
        // The swatch (the one span in a foreground colour) is a solid square of its colour: its
        // shade characters in the colour on the colour. Without colours the shade shows.
        for swatch in colorSpans where swatch.layer == .foreground && spans.indices.contains(swatch.line) {
            let color = Self.rgb(swatch.color)
            spans[swatch.line].append(
                StyledSpan(swatch.columns, TextStyle(foreground: color, background: color)))
        }
        let result = zip(lines, spans).map { TerminalLine(String($0), spans: $1) }
        guard let hexField else { return (result, nil) }
        let hexLine = 4
        let prefix = lines[hexLine].firstRange(of: "[").map {
            lines[hexLine].distance(from: lines[hexLine].startIndex, to: $0.upperBound)
        }
        return (result, prefix.map { (column: $0 + TextWidth.of(hexField.textBeforeCaret), row: hexLine) })
    }
}
