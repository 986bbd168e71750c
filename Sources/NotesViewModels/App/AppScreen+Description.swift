/// A screen described by what it shows, for timelines and logs: `.editNote(<id>)`.
extension AppScreen: CustomDebugStringConvertible {
    /// The screen's case and the id it shows.
    public var debugDescription: String {
        switch self {
        case .listNotes: ".listNotes"
        case .editNote(let editor): ".editNote(\(editor.noteID))"
        case .colorPicker(let picker): ".colorPicker(\(picker.route.target))"
        case .gallery: ".gallery"
        case .photoPager: ".photoPager"
        }
    }
}
