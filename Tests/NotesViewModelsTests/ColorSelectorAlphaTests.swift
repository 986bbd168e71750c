import NotesCore
import NotesViewModels
import Testing

/// A note colour with alpha (the store format and the seed's notes carry it): exactly one square is
/// checked, and the custom square and the picker keep the alpha the note had.
@Suite struct ColorSelectorAlphaTests {
    static let translucentBlue = NoteColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    static let translucentWhite = NoteColor(red: 1, green: 1, blue: 1, alpha: 0.2)

    /// The kinds of the checked squares.
    static func checked(_ state: ColorSelectorState) -> [ColorSelectorSquare.Kind] {
        state.squares.filter(\.isChecked).map(\.kind)
    }

    @Test func aTranslucentNoteColourChecksExactlyTheCustomSquare() {
        for color in [
            Self.translucentBlue, Self.translucentWhite, NoteColor(red: 1, green: 0, blue: 0, alpha: 0),
        ] {
            let state = ColorSelectorState(selectedColor: color)
            #expect(Self.checked(state) == [.custom], "\(color.hex(includingAlpha: true))")
            #expect(state.squares.last?.fill == .color(color))
        }
    }

    @Test func tappingTheCustomSquareAgainKeepsTheAlphaTheNoteHad() {
        var state = ColorSelectorState(selectedColor: Self.translucentBlue)
        state.select(.white)
        #expect(Self.checked(state) == [.white])
        guard case .select(let color) = state.tapped(.custom) else {
            Issue.record("the custom square holds a colour")
            return
        }
        #expect(color == Self.translucentBlue)
        state.select(color)
        #expect(Self.checked(state) == [.custom])
    }

    @Test func doneInThePickerKeepsTheAlphaTheNoteHad() {
        var state = ColorSelectorState(selectedColor: Self.translucentBlue)
        state.picked(ColorPickerValue(hue: 0, saturation: 1, brightness: 1))
        #expect(state.selectedColor == NoteColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Self.checked(state) == [.custom], "a translucent red is not the red square")
    }

    @Test func everyColourChecksExactlyOneSquareWhateverItsAlpha() {
        var generator = SeededRandomNumberGenerator(seed: 6)
        for _ in 0..<2_000 {
            let channel = { (generator: inout SeededRandomNumberGenerator) in
                Double(Int.random(in: 0...255, using: &generator)) / 255
            }
            let color = NoteColor(
                red: channel(&generator), green: channel(&generator), blue: channel(&generator),
                alpha: Bool.random(using: &generator) ? 1 : channel(&generator))
            var state = ColorSelectorState(selectedColor: color)
            #expect(Self.checked(state).count == 1, "\(color.hex(includingAlpha: true))")
            state.picked(ColorPickerValue(color: color))
            #expect(state.selectedColor.alpha == color.alpha)
            #expect(Self.checked(state).count == 1, "\(color.hex(includingAlpha: true)) picked")
        }
    }
}
