/// The view model of one screen the shell shows, for a front end to draw.
///
/// The shell creates each when its route is pushed and lets go of it when the route is popped; a
/// screen is live while it is on its tab's stack (``AppViewModel/stack(of:)``), and a front end
/// must not keep one past that. Screens are equal when they are the same view model.
public enum AppScreen {
    /// The notes list, the root of the notes tab.
    case listNotes(ListNotesViewModel)
    /// The note editor.
    case editNote(EditNoteViewModel)
    /// The colour picker, over the editor that opened it.
    case colorPicker(ColorPickerViewModel)
    /// The photo gallery, the root of the gallery tab.
    case gallery(GalleryViewModel)
    /// The photo pager, over the gallery.
    case photoPager(PhotoPagerViewModel)
}
