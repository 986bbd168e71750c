import NotesCore

/// Whether the list is being browsed or edited (rows selected for deletion).
public enum ListNotesMode: Hashable, Sendable {
    /// Tapping a row opens it; `+` adds a note.
    case browsing
    /// Tapping a row toggles its selection; the selected notes can be deleted together.
    case editing(selected: Set<Note.ID>)

    /// Whether rows are being selected.
    public var isEditing: Bool {
        if case .editing = self { return true }
        return false
    }

    /// The selected notes; empty while browsing.
    public var selection: Set<Note.ID> {
        if case .editing(let selected) = self { return selected }
        return []
    }
}
