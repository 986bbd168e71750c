import Foundation
import NotesCore

/// A row's identity, its place in the list and a stamp that changes whenever its note does: all a
/// changeset needs, so rows themselves are never built to compute one.
@usableFromInline
struct ListNotesRowKey: Identifiable, Sendable {
    @usableFromInline var id: Note.ID
    var updatedAt: Date
    /// Increases each time the note is saved; equal stamps mean unchanged content.
    var stamp: UInt64

    /// The list order: newest ``NotesCore/Note/updatedAt`` first, then id ascending, as the
    /// notebook orders its notes.
    static func displayOrder(_ lhs: ListNotesRowKey, _ rhs: ListNotesRowKey) -> Bool {
        lhs.updatedAt != rhs.updatedAt ? lhs.updatedAt > rhs.updatedAt : lhs.id < rhs.id
    }
}
