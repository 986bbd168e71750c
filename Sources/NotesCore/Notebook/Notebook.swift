import Foundation

/// All notes and photos of the app, with lookup by id and notes kept in display order.
///
/// A value: copies are independent (storage is shared copy-on-write). Notes are ordered by
/// ``Note/updatedAt``, newest first; notes updated at the same moment are ordered by ``Note/ID``
/// ascending, so the order is total and the same on every run. Photos keep the order in which they
/// were first added.
///
/// The order is maintained incrementally: adding or removing a note binary-searches its place
/// rather than re-sorting, so one change costs O(log n) comparisons plus one move of the ids after
/// it (a `memmove` of at most n small entries, well under a millisecond at 100,000 notes).
public struct Notebook: Sendable {
    /// Notes by id.
    var notesByID: [Note.ID: Note]
    /// The display order: one key per note, sorted by ``SortKey``'s `<`.
    var order: [SortKey]
    /// The self-destruct dates of the notes that have one, by id.
    var selfDestructDates: [Note.ID: Date]
    /// Photos by id.
    var photosByID: [Photo.ID: Photo]
    /// Photo ids in the order the photos were first added.
    var photoOrder: PhotoOrder
    /// What changed lately, for a store's next save; not part of the value.
    var changeLog: NotebookChangeLog

    /// Creates a notebook holding `notes` and `photos`.
    ///
    /// The notes are sorted into display order; the photos keep the order given. When several
    /// notes (or photos) share an id, the last one wins, as if each had been passed to `add`.
    ///
    /// Notes already in display order with distinct ids (as a store saves them) are not sorted again.
    ///
    /// - Complexity: O(n) for n notes in display order, O(n log n) otherwise; O(m) for m photos.
    public init(notes: [Note] = [], photos: [Photo] = []) {
        self.init(notes: notes, photos: photos, origin: nil)
    }

    /// A notebook holding `notes` and `photos`, whose change log starts from `origin` when they
    /// are already in display order and in order of addition, each id once: the notebook then
    /// holds exactly what `origin` stands for (what a store loaded), in the order saved.
    init(notes: [Note], photos: [Photo], origin: NotebookStamp?) {
        let isInDisplayOrder: Bool
        (notesByID, order, selfDestructDates, isInDisplayOrder) = Self.indexed(notes)
        photosByID = [:]
        photoOrder = PhotoOrder()
        photosByID.reserveCapacity(photos.count)
        // As `addPhoto` does, without recording each photo as a change.
        for photo in photos where photosByID.updateValue(photo, forKey: photo.id) == nil {
            photoOrder.append(photo.id)
        }
        let holdsOrigin = isInDisplayOrder && photosByID.count == photos.count
        changeLog = NotebookChangeLog(origin: holdsOrigin ? origin : nil)
    }

    /// The number of notes.
    public var noteCount: Int { order.count }

    /// The note with `id`, or `nil` when the notebook holds none.
    public func note(withID id: Note.ID) -> Note? {
        notesByID[id]
    }

    /// Whether the notebook holds a note with `id`.
    public func containsNote(withID id: Note.ID) -> Bool {
        notesByID[id] != nil
    }

    /// The position of the note with `id` in display order (see ``notes``), or `nil`.
    ///
    /// - Complexity: O(log n).
    public func index(ofNoteWithID id: Note.ID) -> Int? {
        guard let note = notesByID[id] else { return nil }
        let key = SortKey(note: note)
        let index = insertionIndex(for: key)
        return index < order.count && order[index] == key ? index : nil
    }

    /// Adds `note`, or replaces the note with the same id.
    ///
    /// A replaced note keeps its place when its ``Note/updatedAt`` is unchanged and moves to its new
    /// place otherwise. Returns the note that was replaced, if any.
    ///
    /// - Complexity: O(log n) comparisons plus one move of at most n ids (see ``Notebook``).
    @discardableResult
    public mutating func add(_ note: Note) -> Note? {
        let newKey = SortKey(note: note)
        let previous = notesByID.updateValue(note, forKey: note.id)
        if let previous {
            let oldKey = SortKey(note: previous)
            if oldKey != newKey {
                order.remove(at: insertionIndex(for: oldKey))
                order.insert(newKey, at: insertionIndex(for: newKey))
            }
        } else {
            order.insert(newKey, at: insertionIndex(for: newKey))
        }
        selfDestructDates[note.id] = note.selfDestructDate
        changeLog.record(.note(note.id))
        return previous
    }

    /// Removes the note with `id` and returns it, or returns `nil` when there is none.
    ///
    /// - Complexity: O(log n) comparisons plus one move of at most n ids (see ``Notebook``).
    @discardableResult
    public mutating func removeNote(withID id: Note.ID) -> Note? {
        guard let removed = notesByID.removeValue(forKey: id) else { return nil }
        order.remove(at: insertionIndex(for: SortKey(note: removed)))
        selfDestructDates[id] = nil
        changeLog.record(.note(id))
        return removed
    }

    /// The first index whose key does not sort before `key`.
    func insertionIndex(for key: SortKey) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let middle = low + (high - low) / 2
            if order[middle] < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
