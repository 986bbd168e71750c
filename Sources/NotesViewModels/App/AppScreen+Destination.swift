/// What a screen hears when the screen above it closes.
extension AppScreen {
    /// Tells this screen that the screen it asked for was popped.
    ///
    /// Whatever popped it (its own finish, a back gesture, a restoration), the list, the gallery and the editor clear their
    /// destination, so the next tap opens again. The colour picker and the pager ask for nothing.
    @MainActor
    func destinationDismissed() {
        switch self {
        case .listNotes(let list): list.destinationDismissed()
        case .gallery(let gallery): gallery.destinationDismissed()
        case .editNote(let editor): editor.destinationDismissed()
        case .colorPicker, .photoPager: break
        }
    }
}
