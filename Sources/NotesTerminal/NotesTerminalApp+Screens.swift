import NotesViewModels

/// The screens shown: each made when its view model is first shown, and kept while it is.
extension NotesTerminalApp {
    /// The screen showing `list`.
    func listScreen(for list: ListNotesViewModel) -> ListScreen {
        if let screen = listScreen, screen.list === list { return screen }
        let screen = ListScreen(list: list, host: self)
        listScreen = screen
        return screen
    }

    /// The screen showing `editor`: a new one, its focus and carets fresh, for another editor.
    func editorScreen(for editor: EditNoteViewModel) -> EditorScreen {
        if let screen = editorScreen, screen.editor === editor { return screen }
        let screen = EditorScreen(
            editor: editor, dateFormat: dateFormat, timeZone: timeZone, externalEditor: externalEditor,
            host: self)
        editorScreen = screen
        return screen
    }

    /// The editor on top, while the editor is the screen shown.
    var editorOnTop: EditorScreen? {
        guard case .editNote(let editor) = app.screen.value else { return nil }
        return editorScreen(for: editor)
    }

    /// The screen showing `picker`.
    func pickerScreen(for picker: ColorPickerViewModel) -> PickerScreen {
        if let screen = pickerScreen, screen.picker === picker { return screen }
        let screen = PickerScreen(picker: picker, host: self)
        pickerScreen = screen
        return screen
    }

    /// The screen showing `gallery`.
    func galleryScreen(for gallery: GalleryViewModel) -> GalleryGridScreen {
        if let screen = galleryScreen, screen.gallery === gallery { return screen }
        let screen = GalleryGridScreen(gallery: gallery, photoPrompt: photoPrompt, host: self)
        galleryScreen = screen
        return screen
    }

    /// The screen showing `pager`.
    func pagerScreen(for pager: PhotoPagerViewModel) -> PagerScreen {
        if let screen = pagerScreen, screen.pager === pager { return screen }
        let screen = PagerScreen(pager: pager, host: self)
        pagerScreen = screen
        return screen
    }
}
