import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels
import Terminal

/// The colour picker: ←/→ hue, ↑/↓ saturation, +/− brightness (Shift for a larger step), `#`
/// types a hex, Enter or Ctrl-S is Done, Esc is Cancel; a drag in the field moves the marker.
///
/// It keeps the hex field while the user types in it; the colour, the hex text and its error are
/// the view model's.
@MainActor
final class PickerScreen: TerminalScreen {
    /// What the picker's keys do: on the field, or in the hex field.
    enum Action: ScreenAction {
        case picker(PickerKey)
        case hex(PromptKey)

        var shared: AppKey? {
            switch self {
            case .picker(let key): key.shared
            case .hex(let key): key.shared
            }
        }
    }

    /// The picker shown.
    let picker: ColorPickerViewModel
    /// The hex field's caret, in UTF-8 bytes into the view model's hex text, while `#` has opened
    /// the field.
    private var hexCaret: Int?
    private unowned let host: any ScreenHost

    /// A screen showing `picker` in the app `host` shows.
    init(picker: ColorPickerViewModel, host: any ScreenHost) {
        self.picker = picker
        self.host = host
    }

    /// The hex field while it is open: the view model's hex text, as it is now, with the caret
    /// kept here.
    ///
    /// Setting it keeps its caret; its text goes to the view model through
    /// `hexTextChanged(_:)` alone.
    private var hexField: TextFieldEditor? {
        get {
            hexCaret.map { TextFieldEditor(text: picker.hexText.value, caretOffset: $0, isMultiline: false) }
        }
        set { hexCaret = newValue?.caretUTF8Offset }
    }

    var keyTable: KeyTable<Action> {
        if hexField != nil { return PromptKey.hex(host.words).mapped(Action.hex) }
        return PickerKey.table(host.words).mapped(Action.picker)
    }

    var isTypingText: Bool { hexField != nil }

    /// A paste goes into the hex field, which opens for it when closed.
    ///
    /// What a user pastes on a colour picker is a colour (`#FF8800` or `FF8800`). Only its first line is taken, trimmed;
    /// a field holding only its `#` takes the colour whole.
    func pasted(_ text: String) {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let colour = line.trimmingCharacters(in: .whitespaces)
        guard !colour.isEmpty else { return }
        var field: TextFieldEditor
        if let open = hexField, open.text != "#" {
            field = open
            field.insert(colour)
        } else {
            field = TextFieldEditor(text: colour.hasPrefix("#") ? colour : "#" + colour, isMultiline: false)
        }
        picker.hexTextChanged(field.text)
        hexField = field
    }

    /// The picker takes the mouse: a drag in the field moves the marker.
    var capturesMouse: Bool { true }

    func handle(_ action: Action, _ press: TerminalKeyPress) -> NotesTerminalAction {
        switch action {
        case .picker(let key): pickerKeyPressed(key, press)
        case .hex(let key): hexKeyPressed(key, press)
        }
        return .redraw
    }

    private func hexKeyPressed(_ key: PromptKey, _ press: TerminalKeyPress) {
        guard var field = hexField else { return }
        switch key {
        case .submit:
            picker.hexSubmitted()
            if picker.hexError.value == nil { hexField = nil }
        case .cancel:
            hexField = nil
            picker.hexTextChanged(picker.value.value.hex)
        case .field(let edit):
            guard field.apply(edit, press) else { return }
            picker.hexTextChanged(field.text)
            hexField = field
        case .toRows, .switchFormat, .app:
            break
        }
    }

    private func pickerKeyPressed(_ key: PickerKey, _ press: TerminalKeyPress) {
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
        case .brightnessUpLarge: picker.axisIncremented(.brightness, by: .large)
        case .brightnessDownLarge: picker.axisDecremented(.brightness, by: .large)
        case .hex:
            picker.hexTextChanged("#")
            hexField = TextFieldEditor(text: "#", isMultiline: false)
        case .done: picker.doneTapped()
        case .cancel: picker.cancelTapped()
        case .mouse, .app: break
        }
    }

    /// A press, drag or release in the field drags the marker, in the field's cells.
    func mouse(_ event: MouseEvent) {
        let screen = wireframe
        let point = ColorPickerPoint(
            x: Double(event.column - ColorPickerScreen.fieldLeft) + 0.5,
            y: Double(event.row - 1 - ColorPickerScreen.fieldTop) + 0.5)
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

    /// The picker's wireframe at the terminal's size.
    private var wireframe: ColorPickerScreen {
        ColorPickerScreen(width: max(host.size.columns, 20), height: host.bodyHeight, audience: .user)
    }

    /// The picker fitted to the terminal, the field and swatch in colour, and the caret in the hex
    /// field while typing.
    func frame(width: Int, height: Int) -> ScreenFrame {
        let screen = wireframe
        picker.fieldResized(width: Double(screen.fieldColumns), height: Double(screen.fieldRows))
        let lines = screen.render(picker).split(separator: "\n", omittingEmptySubsequences: false)
        var spans = Array(repeating: [StyledSpan](), count: lines.count)
        let colorSpans = screen.colorSpans(picker)
        ColorSpan.paint(colorSpans, into: &spans)
        // The swatch (the one span in a foreground colour) is a solid square of its colour: its
        // shade characters in the colour on the colour. Without colours the shade shows.
        for swatch in colorSpans where swatch.layer == .foreground && spans.indices.contains(swatch.line) {
            let color = swatch.color.rgb
            spans[swatch.line].append(
                StyledSpan(swatch.columns, TextStyle(foreground: color, background: color)))
        }
        let result = zip(lines, spans).map { TerminalLine(String($0), spans: $1) }
        guard let hexField else { return ScreenFrame(result) }
        let hexLine = 4
        let prefix = lines[hexLine].firstRange(of: "[").map {
            lines[hexLine].distance(from: lines[hexLine].startIndex, to: $0.upperBound)
        }
        return ScreenFrame(
            result, caret: prefix.map { (column: $0 + TextWidth.of(hexField.textBeforeCaret), row: hexLine) })
    }
}
