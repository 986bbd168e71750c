import NotesCore
import NotesViewModels

extension EditNoteViewModel {
    /// Picks `color` the way a user does: a long press on the custom square opens the picker, the
    /// hex is typed, Done is tapped and the outcome forwarded, as a front end would.
    func pickColor(_ color: NoteColor) {
        colorSelector.squareLongPressed(.custom)
        guard case .colorPicker(let route) = destination.value else { return }
        let picker = ColorPickerViewModel(route: route, language: language)
        picker.hexEntered(color.hex())
        picker.doneTapped()
        if let outcome = picker.outcome.value { colorPickerFinished(outcome) }
    }
}
