import NotesCore
import NotesViewModels
import Testing

/// Hex text as users paste and leave it.
@MainActor
@Suite struct ColorPickerHexEntryTests {
    @Test func aPastedHexWithANewlineOrTabAroundItIsAccepted() throws {
        for text in ["#FF0000\n", "\t#FF0000", " #FF0000\r\n", "\u{00A0}FF0000\u{2003}"] {
            #expect(
                try ColorPickerHex.parse(text) == NoteColor(red: 1, green: 0, blue: 0),
                "\(text.debugDescription)")
        }
        #expect(throws: ColorPickerHexError.self) { try ColorPickerHex.parse("#FF\n0000") }
    }

    @Test func doneDeliversHexTextTypedButNotSubmitted() {
        let picker = ColorPickerViewModel(
            route: ColorPickerRoute(initialValue: .default, target: .colorSelector), language: .english)
        picker.hexTextChanged("#00FF00")
        picker.doneTapped()
        #expect(picker.outcome.value == .done(ColorPickerValue(color: NoteColor(red: 0, green: 1, blue: 0))))
    }

    @Test func doneWithInvalidHexTextShowsTheErrorAndStaysOpen() {
        let picker = ColorPickerViewModel(
            route: ColorPickerRoute(initialValue: .default, target: .colorSelector), language: .english)
        picker.hexTextChanged("#GG0000")
        picker.doneTapped()
        #expect(picker.outcome.value == nil)
        #expect(picker.hexError.value != nil)
        picker.hexTextChanged("#0000FF")
        picker.doneTapped()
        #expect(picker.outcome.value == .done(ColorPickerValue(color: NoteColor(red: 0, green: 0, blue: 1))))
    }
}
