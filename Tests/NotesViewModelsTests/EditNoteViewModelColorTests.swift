import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The editor composes a colour selector and opens the colour picker as a destination.
@MainActor
@Suite struct EditNoteViewModelColorTests {
    static let teal = NoteColor(red: 0, green: 128.0 / 255, blue: 128.0 / 255)
    static let grey = NoteColor(red: 0x80 / 255.0, green: 0x80 / 255.0, blue: 0x80 / 255.0)

    static func summary(_ squares: [ColorSelectorSquare]) -> String {
        squares.map { square in
            "\(square.kind):\(square.color?.hex() ?? "palette")\(square.isChecked ? "✓" : "")"
        }
        .joined(separator: " ")
    }

    /// Opens the picker from `editor` with a long press on the custom square.
    static func openPicker(_ editor: EditNoteViewModel) throws -> ColorPickerViewModel {
        editor.colorSelector.squareLongPressed(.custom)
        guard case .colorPicker(let route) = editor.destination.value else {
            Issue.record("no picker destination")
            throw CancellationError()
        }
        return ColorPickerViewModel(route: route, language: editor.language)
    }

    @Test func whiteIsCheckedAndTheCustomSquareShowsAPaletteForANewNote() {
        let editor = EditNoteViewModel.newNote(in: NotesLibrary())
        #expect(
            Self.summary(editor.colorSelector.squares.value)
                == "white:#FFFFFF✓ red:#FF0000 green:#00FF00 custom:palette")
        #expect(editor.destination.value == nil)
    }

    @Test func tappingAFixedSquareSelectsItAndMakesTheNoteDirty() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        editor.colorSelector.squareTapped(.green)
        #expect(editor.color.value == .green)
        #expect(editor.doneMode.value == .save)
        editor.colorSelector.squareTapped(.white)
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func tappingThePaletteOpensThePickerAtTheNoteColour() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        editor.colorSelector.squareTapped(.custom)
        #expect(
            editor.destination.value
                == .colorPicker(
                    ColorPickerRoute(
                        initialValue: ColorPickerValue(color: .white), target: .noteColor(Note.groceries.id)))
        )
    }

    @Test func doneInThePickerSelectsTheColourAndMakesTheNoteDirty() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let picker = try Self.openPicker(editor)
        picker.hexEntered("#008080")
        picker.doneTapped()
        editor.colorPickerFinished(try #require(picker.outcome.value))
        #expect(editor.destination.value == nil)
        #expect(editor.color.value == Self.teal)
        #expect(
            Self.summary(editor.colorSelector.squares.value)
                == "white:#FFFFFF red:#FF0000 green:#00FF00 custom:#008080✓")
        #expect(editor.doneMode.value == .save)
        editor.doneTapped()
        #expect(library.note(withID: Note.groceries.id)?.color == Self.teal)
    }

    @Test func cancelInThePickerChangesNothing() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        let picker = try Self.openPicker(editor)
        picker.hexEntered("#008080")
        picker.cancelTapped()
        editor.colorPickerFinished(try #require(picker.outcome.value))
        #expect(editor.destination.value == nil)
        #expect(editor.color.value == .white)
        #expect(editor.colorSelector.customValue.value == nil)
        #expect(editor.doneMode.value == .disabled)
    }

    @Test func anOutcomeCountsOnlyWhileThePickerIsTheDestination() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        let value = ColorPickerValue(color: Self.teal)
        editor.colorPickerFinished(.done(value))
        #expect(editor.color.value == .white, "no picker was open")
        _ = try Self.openPicker(editor)
        editor.colorPickerFinished(.cancelled)
        editor.colorPickerFinished(.done(value))
        #expect(editor.color.value == .white, "the picker had already finished")
    }

    @Test func thePickerOpensAtTheCustomColourWhenThereIsOneElseTheNoteColour() throws {
        var note = Note.groceries
        note.color = Self.teal
        let editor = try EditNoteViewModel.editing(note, in: NotesLibrary(notebook: Notebook(notes: [note])))
        #expect(
            Self.summary(editor.colorSelector.squares.value)
                == "white:#FFFFFF red:#FF0000 green:#00FF00 custom:#008080✓")
        editor.colorSelector.squareTapped(.red)
        let picker = try Self.openPicker(editor)
        #expect(picker.swatch.value.hex == "#008080", "the custom square's colour, not the note's red")
    }

    @Test func reopeningThePickerShowsTheColourChosenLastWithTheHueOfAGrey() throws {
        let memory = ColorPickerMemory()
        var environment = EditNoteEnvironment.fixture
        environment.colorMemory = memory
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library, environment: environment)
        let picker = try Self.openPicker(editor)
        picker.fieldResized(width: 100, height: 100)
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 70, y: 100))
        picker.fieldDragged(.ended, at: ColorPickerPoint(x: 70, y: 100))
        picker.brightnessSliderMoved(to: 0.5)
        picker.doneTapped()
        editor.colorPickerFinished(try #require(picker.outcome.value))
        #expect(editor.color.value == Self.grey)
        let reopened = try Self.openPicker(editor)
        #expect(reopened.value.value == ColorPickerValue(hue: 0.7, saturation: 0, brightness: 0.5))
        editor.doneTapped()

        let next = try EditNoteViewModel.editing(.groceries, in: library, environment: environment)
        #expect(next.color.value == Self.grey)
        let third = try Self.openPicker(next)
        #expect(third.value.value.hue == 0.7, "the grey keeps its hue for as long as the memory lives")
    }

    @Test func theSelectorIsIgnoredOnceTheEditorHasFinished() throws {
        let editor = try EditNoteViewModel.editing(.groceries, in: .fixture())
        editor.cancelTapped()
        editor.colorSelector.squareTapped(.red)
        editor.colorSelector.squareLongPressed(.custom)
        #expect(editor.color.value == .white)
        #expect(editor.destination.value == nil)
    }
}
