import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

// The code of Docs/NotesKit.docc/ColorPicker.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. Here it also runs, against the stand-ins below.

/// A key as a terminal decodes it; the Boolean says whether Shift was held.
private enum KeyStandIn {
    case left(Bool)
    case right(Bool)
    case up(Bool)
    case down(Bool)
    case plus(Bool)
    case minus(Bool)
    case enter
    case text(String)
}

/// The picker's screen as a front end would push it.
@MainActor
private struct ColorPickerView {
    let picker: ColorPickerViewModel

    init(_ picker: ColorPickerViewModel) { self.picker = picker }
}

/// A navigation stack of pickers.
@MainActor
private final class PickerNavigationStandIn {
    var stack: [ColorPickerView] = []

    func push(_ view: ColorPickerView) { stack.append(view) }
    func pop() { stack.removeLast() }
}

@MainActor
@Suite struct ColorPickerDocSnippets {
    private static func handle(_ key: KeyStandIn, in picker: ColorPickerViewModel) {
        // snippet: keys
        // Terminal keys: ←/→ hue, ↑/↓ saturation, +/− brightness; with Shift, the large step.
        switch key {
        case .left(let shift): picker.axisDecremented(.hue, by: shift ? .large : .small)
        case .right(let shift): picker.axisIncremented(.hue, by: shift ? .large : .small)
        case .up(let shift): picker.axisIncremented(.saturation, by: shift ? .large : .small)
        case .down(let shift): picker.axisDecremented(.saturation, by: shift ? .large : .small)
        case .plus(let shift): picker.axisIncremented(.brightness, by: shift ? .large : .small)
        case .minus(let shift): picker.axisDecremented(.brightness, by: shift ? .large : .small)
        case .enter: picker.hexSubmitted()
        case .text(let typed): picker.hexTextChanged(typed)
        }
        // end snippet
    }

    @Test func keysStepTheAxesAndEnterTheHex() {
        let picker = ColorPickerViewModel(
            route: ColorPickerRoute(
                initialValue: ColorPickerValue(color: .red), target: .noteColor(.fixture(1))))
        let before = picker.value.value
        Self.handle(.right(false), in: picker)
        #expect(picker.value.value != before)
        Self.handle(.text("#27AE60"), in: picker)
        Self.handle(.enter, in: picker)
        #expect(picker.value.value.hex == "#27AE60")
    }

    @Test func theEditorPresentsThePickerAndTakesItsOutcome() throws {
        let library = NotesLibrary(notebook: Notebook(notes: [.groceries]))
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let navigation = PickerNavigationStandIn()
        let bag = SubscriptionBag()
        // snippet: present
        editor.destination.subscribe { destination in
            guard case .colorPicker(let route) = destination else { return }
            let picker = ColorPickerViewModel(route: route, language: editor.language)
            picker.finished.subscribe { outcome in
                editor.colorPickerFinished(outcome)
                navigation.pop()
            }
            .store(in: bag)
            navigation.push(ColorPickerView(picker))
        }
        .store(in: bag)
        // end snippet
        editor.colorSelector.squareLongPressed(.custom)
        let picker = try #require(navigation.stack.last?.picker)
        picker.hexEntered("#27AE60")
        picker.doneTapped()
        #expect(navigation.stack.isEmpty && editor.isDoneEnabled.value)
        #expect(editor.color.value.hex() == picker.value.value.hex)
    }
}
