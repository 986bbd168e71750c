import NotesViewModels
import UIKitStandIn

// snippet: ScreenControllers
/// The controller of each screen the shell pushes, for ``AppViewModel/viewStack(of:makeController:)``.
@MainActor
func makeScreenController(_ screen: AppScreen) -> UIViewController {
    switch screen {
    case .listNotes(let list): NotesListViewController(list: list)
    case .editNote(let editor): EditNoteViewController(editor: editor)
    case .colorPicker(let picker): ColorPickerViewController(picker: picker)
    case .gallery(let gallery): GalleryViewController(gallery: gallery)
    case .photoPager(let pager): PhotoPagerViewController(pager: pager)
    }
}
// end snippet
