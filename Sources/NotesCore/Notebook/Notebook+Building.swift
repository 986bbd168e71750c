import Foundation

/// Building a notebook's tables from an array of notes in one pass.
extension Notebook {
    /// The notes by id, their display order and their self-destruct dates, and whether `notes`
    /// were in display order with each id once; when several notes share an id, the last one wins.
    ///
    /// Each note is copied once, into the table by id. The order is taken from the array as it is
    /// when its ids are distinct and it is already in display order (one pass to check), and
    /// sorted otherwise.
    ///
    /// - Complexity: O(n) for n notes in display order with distinct ids, O(n log n) otherwise.
    static func indexed(_ notes: [Note]) -> (
        notesByID: [Note.ID: Note], order: [SortKey], selfDestructDates: [Note.ID: Date],
        isInDisplayOrder: Bool
    ) {
        var notesByID: [Note.ID: Note] = [:]
        notesByID.reserveCapacity(notes.count)
        var selfDestructDates: [Note.ID: Date] = [:]
        for note in notes {
            let replaced = notesByID.updateValue(note, forKey: note.id)
            // Assigning nil forgets the date of a replaced note.
            if replaced != nil || note.selfDestructDate != nil {
                selfDestructDates[note.id] = note.selfDestructDate
            }
        }
        guard notesByID.count == notes.count else {
            return (notesByID, notesByID.values.map(SortKey.init(note:)).sorted(), selfDestructDates, false)
        }
        var order = notes.map(SortKey.init(note:))
        let isSorted = order.indices.dropFirst().allSatisfy { order[$0 - 1] < order[$0] }
        if !isSorted { order.sort() }
        return (notesByID, order, selfDestructDates, isSorted)
    }
}
