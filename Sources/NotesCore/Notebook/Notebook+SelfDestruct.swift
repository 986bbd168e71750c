import Foundation

/// Notes whose self-destruct date has passed.
extension Notebook {
    /// The notes whose ``Note/selfDestructDate`` is at or before `date`, in display order.
    ///
    /// A note whose date equals `date` exactly has expired. Notes without a date never expire.
    ///
    /// - Complexity: O(k log k) for the k notes that have a self-destruct date; notes without one
    ///   are not visited.
    public func expiredNotes(asOf date: Date) -> [Note] {
        selfDestructDates
            .filter { $0.value <= date }
            .compactMap { notesByID[$0.key] }
            .sorted { SortKey(note: $0) < SortKey(note: $1) }
    }

    /// The earliest self-destruct date of any note, passed or not, or `nil` when no note has one.
    ///
    /// - Complexity: O(k) for the k notes that have a self-destruct date.
    public var earliestSelfDestructDate: Date? {
        selfDestructDates.values.min()
    }

    /// Removes the notes that ``expiredNotes(asOf:)`` lists and returns them, in display order.
    ///
    /// - Complexity: O(k log k + e·n) for k notes with a date and e expired notes (each removal
    ///   moves the ids after it).
    @discardableResult
    public mutating func removeExpiredNotes(asOf date: Date) -> [Note] {
        let expired = expiredNotes(asOf: date)
        for note in expired { removeNote(withID: note.id) }
        return expired
    }
}
