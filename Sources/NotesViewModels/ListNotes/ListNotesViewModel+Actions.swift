import Bindings
import Foundation
import NotesCore

/// What the user did on the list screen.
extension ListNotesViewModel {
    /// The user typed in the search field (or cleared it); `text` is the field's whole content.
    ///
    /// The rows are filtered at once, keeping their newest-first order, and published with one
    /// changeset. A query that only grew narrows the current rows instead of searching every note. A
    /// query that folds to nothing (empty, or only combining marks) lists every note. When the folded
    /// query changes, every row that stays counts as updated, since its highlighted matches changed.
    ///
    /// - Complexity: O(*n* / 64 + *h*) for *n* notes of which *h* match, plus the search (which
    ///   scans only the last result's matches when the query extends it, and nothing when the
    ///   query was typed before, as after deleting a character) and the changeset over the old and
    ///   new rows; O(*n*) when every note is listed again.
    public func searchTextChanged(_ text: String) {
        let previousText = searchQueryValue.value
        guard text != previousText else { return }
        let highlightChanged = SearchQuery(text) != SearchQuery(previousText)
        batch {
            searchQueryValue.value = text
            refresh(highlightChanged: highlightChanged)
        }
    }

    /// The user cancelled the search: the query is cleared and every note is listed again.
    ///
    /// - Complexity: O(*n*) for *n* notes, as ``searchTextChanged(_:)``: every note is listed again.
    public func searchCancelled() {
        searchTextChanged("")
    }

    /// The user submitted the search (Return in the field): when no note matches a query that is
    /// not blank, presents the editor for a new note titled with the query (trimmed), as
    /// Notational Velocity does; otherwise nothing changes.
    ///
    /// Ignored while editing or while another screen is presented. The note is not added to the
    /// library; the editor commits it.
    public func searchSubmitted() {
        guard !modeValue.value.isEditing, destinationValue.value == nil,
            case .noResults(let query, _) = searchStateValue.value
        else { return }
        let title = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        destinationValue.value = .newNoteTitled(environment.ids.newNoteID(), title: title)
    }

    /// The user tapped `+`: presents the editor for a new note with a fresh id.
    ///
    /// The note is not added to the library; the editor commits it. Ignored while editing or while
    /// another screen is presented.
    public func addTapped() {
        guard !modeValue.value.isEditing, destinationValue.value == nil else { return }
        destinationValue.value = .newNote(environment.ids.newNoteID())
    }

    /// The user tapped a row: opens the note while browsing, toggles its selection while editing.
    ///
    /// An id that is not listed, or a tap while another screen is presented, is ignored.
    public func rowTapped(_ id: Note.ID) {
        if modeValue.value.isEditing {
            rowToggled(id)
            return
        }
        guard destinationValue.value == nil, isListed(id) else { return }
        destinationValue.value = .editNote(id)
    }

    /// The user swiped a row and confirmed the delete: the note is removed from the library and the
    /// list updates at once with one changeset.
    ///
    /// An id that is not listed is ignored.
    ///
    /// - Complexity: O(*n*) for *n* notes: the rows are rebuilt and diffed by their shared order.
    public func rowSwipedToDelete(_ id: Note.ID) {
        guard isListed(id) else { return }
        library.deleteNotes(withIDs: [id])
    }

    /// The user tapped Edit: rows can now be selected, starting with none.
    public func editTapped() {
        guard !modeValue.value.isEditing else { return }
        modeValue.value = .editing(selected: [])
    }

    /// The user ticked or unticked a row while editing; ignored while browsing or for an id that is
    /// not listed.
    ///
    /// - Complexity: O(*s*) for *s* selected rows, to publish the new selection.
    public func rowToggled(_ id: Note.ID) {
        guard case .editing(var selected) = modeValue.value, isListed(id) else { return }
        if selected.remove(id) == nil { selected.insert(id) }
        modeValue.value = .editing(selected: selected)
    }

    /// The user tapped Delete while editing: every selected note is removed from the library as one
    /// change, so the list publishes one changeset.
    ///
    /// The list stays in editing mode with nothing
    /// selected. Does nothing when nothing is selected.
    ///
    /// The notes are removed newest first, in list order.
    ///
    /// - Complexity: O(*n*) for *n* notes: one pass over the rows, then one rebuild of them.
    public func deleteSelectedTapped() {
        let selected = modeValue.value.selection
        guard !selected.isEmpty else { return }
        let ids = rowsValue.value.ids.filter(selected.contains)
        batch {
            modeValue.value = .editing(selected: [])
            library.deleteNotes(withIDs: ids)
        }
    }

    /// The user tapped Done: selection ends and is forgotten.
    ///
    /// - Complexity: O(*s*) for *s* selected rows, to compare the old selection.
    public func doneEditingTapped() {
        modeValue.value = .browsing
    }

    /// The presented screen went away (its own Done or Cancel, a back gesture, a tab switch).
    ///
    /// Whatever the editor committed has already reached the rows through the library.
    public func destinationDismissed() {
        destinationValue.value = nil
    }
}
