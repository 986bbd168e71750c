/// The notes in display order, as a collection that costs nothing to obtain.
extension Notebook {
    /// The notes, newest ``Note/updatedAt`` first, ties by ``Note/ID`` ascending.
    ///
    /// Obtaining the collection is O(1) and copies nothing; each element access is one dictionary
    /// lookup. Use `Array(notebook.notes)` for a snapshot array (O(n)).
    public var notes: OrderedNotes { OrderedNotes(notebook: self) }

    /// The note ids in display order.
    ///
    /// - Complexity: O(n).
    public var orderedNoteIDs: [Note.ID] { order.map(\.id) }

    /// A read-only, random-access view of a notebook's notes in display order.
    ///
    /// A snapshot: later changes to the notebook it came from do not affect it.
    public struct OrderedNotes: RandomAccessCollection, Sendable {
        let notebook: Notebook

        /// Zero.
        public var startIndex: Int { 0 }
        /// The number of notes.
        public var endIndex: Int { notebook.order.count }

        /// The note at `position` in display order; `position` must be in `indices`.
        public subscript(position: Int) -> Note {
            notebook.notesByID[notebook.order[position].id]!
        }
    }
}
