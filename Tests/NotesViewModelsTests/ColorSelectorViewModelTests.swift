import Bindings
import NotesCore
import NotesViewModels
import Testing

/// The colour selector on its own: its squares, the check, matching, the palette, the contrast of
/// the mark and the way into the picker.
@MainActor
@Suite struct ColorSelectorViewModelTests {
    static let teal = NoteColor(red: 0, green: 128.0 / 255, blue: 128.0 / 255)

    static func checked(_ selector: ColorSelectorViewModel) -> [ColorSelectorSquare.Kind] {
        selector.squares.value.filter(\.isChecked).map(\.kind)
    }

    @Test func fourSquaresInOrderWithThePaletteUntilAColourIsPicked() {
        let selector = ColorSelectorViewModel(selectedColor: .white)
        #expect(selector.squares.value.map(\.kind) == [.white, .red, .green, .custom])
        #expect(
            selector.squares.value.map(\.fill) == [.color(.white), .color(.red), .color(.green), .palette])
        #expect(Self.checked(selector) == [.white])
    }

    @Test func aColourMatchingNoneOfTheFixedSquaresGoesIntoTheCustomSquareChecked() {
        let selector = ColorSelectorViewModel(selectedColor: Self.teal)
        #expect(selector.squares.value.last?.fill == .color(Self.teal))
        #expect(Self.checked(selector) == [.custom])
    }

    @Test func matchingMeansEqualEightBitChannels() {
        let nearlyRed = NoteColor(red: 254.6 / 255, green: 0.3 / 255, blue: 0)
        #expect(ColorSelectorState.matches(nearlyRed, .red))
        #expect(Self.checked(ColorSelectorViewModel(selectedColor: nearlyRed)) == [.red])
        let offByOne = NoteColor(red: 254 / 255, green: 0, blue: 0)
        #expect(!ColorSelectorState.matches(offByOne, .red))
        #expect(Self.checked(ColorSelectorViewModel(selectedColor: offByOne)) == [.custom])
        #expect(!ColorSelectorState.matches(NoteColor(red: 1, green: 0, blue: 0, alpha: 0.5), .red))
    }

    @Test func tappingAColouredSquareSelectsIt() {
        let selector = ColorSelectorViewModel(selectedColor: .white)
        selector.squareTapped(.green)
        #expect(selector.selectedColor.value == .green)
        #expect(Self.checked(selector) == [.green])
    }

    @Test func tappingThePaletteAsksForThePickerAtTheNoteColour() {
        let selector = ColorSelectorViewModel(selectedColor: .red)
        var requests: [ColorPickerValue] = []
        let subscription = selector.pickerRequested.subscribe { requests.append($0) }
        selector.squareTapped(.custom)
        #expect(requests == [ColorPickerValue(color: .red)], "not a fixed default")
        #expect(selector.selectedColor.value == .red)
        subscription.cancel()
    }

    @Test func aLongPressOnTheCustomSquareAsksForThePickerAtItsColour() {
        let selector = ColorSelectorViewModel(selectedColor: Self.teal)
        selector.squareTapped(.white)
        var requests: [ColorPickerValue] = []
        let subscription = selector.pickerRequested.subscribe { requests.append($0) }
        selector.squareLongPressed(.custom)
        selector.squareLongPressed(.red)
        #expect(requests == [ColorPickerValue(color: Self.teal)])
        subscription.cancel()
    }

    @Test func tappingACustomSquareWithAColourSelectsIt() {
        let selector = ColorSelectorViewModel(selectedColor: Self.teal)
        selector.squareTapped(.red)
        selector.squareTapped(.custom)
        #expect(selector.selectedColor.value == Self.teal)
        #expect(Self.checked(selector) == [.custom])
    }

    @Test func aPickedValueGoesIntoTheCustomSquareAndIsSelected() {
        let selector = ColorSelectorViewModel(selectedColor: .white)
        let grey = ColorPickerValue(hue: 0.7, saturation: 0, brightness: 0.5)
        selector.colorPicked(grey)
        #expect(selector.customValue.value == grey, "hue and all")
        #expect(selector.selectedColor.value.hex() == "#808080")
        #expect(Self.checked(selector) == [.custom])
        selector.colorPicked(ColorPickerValue(hue: 0, saturation: 1, brightness: 1))
        #expect(Self.checked(selector) == [.red], "exactly one: the first square that matches")
    }

    @Test func theCheckMarkContrastsWithItsSquare() {
        #expect(ColorSelectorCheckMark(on: .white) == .dark)
        #expect(ColorSelectorCheckMark(on: .green) == .dark)
        #expect(ColorSelectorCheckMark(on: .yellow) == .dark)
        #expect(
            ColorSelectorCheckMark(on: NoteColor(red: 0xEC / 255.0, green: 1, blue: 0xEC / 255.0)) == .dark)
        #expect(ColorSelectorCheckMark(on: .black) == .light)
        #expect(ColorSelectorCheckMark(on: .blue) == .light)
        #expect(ColorSelectorCheckMark(on: .purple) == .light)
        #expect(ColorSelectorCheckMark(on: Self.teal) == .light)
    }

    @Test func whiteHasABorderAndStrongColoursDoNot() {
        let squares = ColorSelectorViewModel(selectedColor: .white).squares.value
        #expect(squares.map(\.hasBorder) == [true, false, false, false])
        let pale = ColorSelectorSquare(
            kind: .custom,
            fill: .color(NoteColor(red: 0xFE / 255.0, green: 0xFE / 255.0, blue: 0xFE / 255.0)),
            isChecked: false)
        #expect(pale.hasBorder)
    }

    @Test func aNoteColourThePickerChoseLastComesBackWithItsHue() {
        let memory = ColorPickerMemory()
        let grey = ColorPickerValue(hue: 0.7, saturation: 0, brightness: 0.5)
        memory.remember(grey)
        let selector = ColorSelectorViewModel(selectedColor: grey.color, memory: memory)
        #expect(selector.customValue.value == grey)
    }

    @Test func theCustomSquareStartsWithTheColourChosenLastInTheApp() {
        let memory = ColorPickerMemory()
        #expect(
            ColorSelectorViewModel(selectedColor: .white, memory: memory).squares.value.last?.fill == .palette
        )
        let chosen = ColorPickerValue(hue: 0.6, saturation: 0.4, brightness: 0.7)
        memory.remember(chosen)
        let selector = ColorSelectorViewModel(selectedColor: .white, memory: memory)
        #expect(selector.customValue.value == chosen)
        #expect(Self.checked(selector) == [.white])
        var requests: [ColorPickerValue] = []
        let subscription = selector.pickerRequested.subscribe { requests.append($0) }
        selector.squareLongPressed(.custom)
        #expect(requests == [chosen], "the picker reopens at the colour chosen last")
        subscription.cancel()
    }

    @Test func theWordsAreInEnglishAndRussian() {
        #expect(ColorSelectorText.heading(.english) == "Colour")
        #expect(ColorSelectorText.heading(.russian) == "Цвет")
        #expect(
            ColorSelectorSquare.Kind.allCases.map { ColorSelectorText.squareName($0, language: .russian) }
                == ["Белый", "Красный", "Зелёный", "Свой"])
        #expect(ColorSelectorText.checkMark(.light, language: .russian) == "светлая")
    }
}
