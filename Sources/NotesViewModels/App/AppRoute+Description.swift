/// A route as its case and id: `editNote(<id>)`.
extension AppRoute: CustomDebugStringConvertible {
    /// The case and the id it shows.
    public var debugDescription: String {
        switch self {
        case .editNote(let id): "editNote(\(id))"
        case .newNote(let id): "newNote(\(id))"
        case .colorPicker(let id): "colorPicker(\(id))"
        case .photoPager(let id): "photoPager(\(id))"
        }
    }
}
