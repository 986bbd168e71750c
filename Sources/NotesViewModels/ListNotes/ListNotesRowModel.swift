import Bindings
import NotesCore

/// One row of the notes list as its cell reads it: the row, and whether it is ticked, each an
/// observable value that changes only when what this row shows does.
///
/// A cell reads ``row`` and ``isSelected`` in its own configuration (a SwiftUI row view's body, a
/// UIKit cell's `updateConfiguration(using:)` or `updateProperties()`), so a search highlight, a
/// date text after midnight or a tick invalidates that cell alone; which rows there are, in which
/// order, is ``ListNotesViewModel/rowItems``. Get it from ``ListNotesViewModel/rowModel(for:)``.
///
/// Main-actor isolated. The list keeps it up to date for as long as something holds it, and holds
/// it only weakly itself.
@MainActor
public final class ListNotesRowModel: Identifiable {
    /// The note the row shows.
    public let id: Note.ID
    /// What the row shows; equal rows notify no one.
    public let row: Property<ListNotesRow>
    /// Whether the row is ticked for deletion (the list is editing and the note is selected).
    public let isSelected: Property<Bool>

    let rowValue: MutableProperty<ListNotesRow>
    let isSelectedValue: MutableProperty<Bool>

    init(row: ListNotesRow, isSelected: Bool) {
        id = row.id
        rowValue = MutableProperty(row)
        isSelectedValue = MutableProperty(isSelected)
        self.row = rowValue
        self.isSelected = isSelectedValue
    }
}
