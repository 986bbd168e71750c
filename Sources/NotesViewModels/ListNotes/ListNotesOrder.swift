import Foundation
import NotesCore

/// The list's own copy of the notebook's order, as row keys, kept in step with library changes.
///
/// Each change costs a binary search plus one move of the keys after it, so a save or a delete never
/// rebuilds the 100,000-key array.
struct ListNotesOrder {
    /// Every note's key, in display order.
    private(set) var keys: [ListNotesRowKey] = []
    /// Increases with every change, so mappings built from the order know when they are stale.
    private(set) var version = 0

    /// The keys at `positions`, in that order.
    ///
    /// Not isolated, like the type: a closure written in a main-actor method and handed to the
    /// standard library's `map` checks the executor on every call, which here is once a row.
    ///
    /// - Complexity: O(*h*) for *h* positions.
    func keys(at positions: [Int32]) -> [ListNotesRowKey] {
        keys.withUnsafeBufferPointer { keys in
            [ListNotesRowKey](unsafeUninitializedCapacity: positions.count) { buffer, count in
                for (index, position) in positions.enumerated() {
                    (buffer.baseAddress! + index).initialize(to: keys[Int(position)])
                }
                count = positions.count
            }
        }
    }
    private var nextStamp: UInt64 = 0

    /// The order of every note in `notebook`.
    ///
    /// - Complexity: O(*n*) for *n* notes.
    init(_ notebook: Notebook) {
        rebuild(from: notebook)
    }

    /// Replaces everything with `notebook`'s notes; every key gets a new stamp.
    ///
    /// - Complexity: O(*n*) for *n* notes.
    mutating func rebuild(from notebook: Notebook) {
        version += 1
        keys.removeAll(keepingCapacity: true)
        keys.reserveCapacity(notebook.noteCount)
        notebook.forEachNoteInOrder { id, updatedAt in
            keys.append(ListNotesRowKey(id: id, updatedAt: updatedAt, stamp: takeStamp()))
        }
    }

    /// Where one change removed and inserted a key, so mappings of positions can follow it.
    struct Edit: Hashable {
        /// The position the note's old key had, if one was removed.
        var removedAt: Int?
        /// The position the note's new key took (after the removal), if one was inserted.
        var insertedAt: Int?
    }

    /// Applies one library change.
    ///
    /// For ``NotesLibraryChange/replaced``, a note that `isUnchanged` says is the same as before
    /// (and keeps its date) keeps its stamp, so the replacement does not count its row as updated:
    /// the launch's merge of the rest of the store replaces the notebook, yet leaves the first
    /// page's notes as they were.
    ///
    /// - Returns: where keys were removed and inserted; `nil` for ``NotesLibraryChange/replaced``,
    ///   which rebuilds everything.
    /// - Complexity: O(log *n*) plus one move of at most *n* keys; O(*n* + *k* log *n*) for
    ///   ``NotesLibraryChange/replaced`` over *k* keys before it.
    @discardableResult
    mutating func apply(
        _ change: NotesLibraryChange, notebook: Notebook, isUnchanged: (Note.ID) -> Bool = { _ in false }
    ) -> Edit? {
        version += 1
        switch change {
        case .saved(let note, let previous):
            let removedAt = previous.flatMap { remove($0) }
            let key = ListNotesRowKey(id: note.id, updatedAt: note.updatedAt, stamp: takeStamp())
            let insertedAt = insertionIndex(for: key)
            keys.insert(key, at: insertedAt)
            return Edit(removedAt: removedAt, insertedAt: insertedAt)
        case .removed(let note):
            return Edit(removedAt: remove(note), insertedAt: nil)
        case .replaced:
            let previous = keys
            rebuild(from: notebook)
            keepStamps(of: previous, where: isUnchanged)
            return nil
        case .photosChanged:
            return Edit(removedAt: nil, insertedAt: nil)
        }
    }

    /// Gives each key of `previous` that is still here, at the same date, and that `isUnchanged`
    /// says is the same note, its stamp from before.
    ///
    /// - Complexity: O(*k* log *n*) for *k* previous keys.
    private mutating func keepStamps(of previous: [ListNotesRowKey], where isUnchanged: (Note.ID) -> Bool) {
        for old in previous {
            let index = insertionIndex(for: ListNotesRowKey(id: old.id, updatedAt: old.updatedAt, stamp: 0))
            guard index < keys.count, keys[index].id == old.id, keys[index].updatedAt == old.updatedAt,
                isUnchanged(old.id)
            else { continue }
            keys[index].stamp = old.stamp
        }
    }

    /// Removes `note`'s key and returns the position it had, or `nil` if it was not there.
    private mutating func remove(_ note: Note) -> Int? {
        let probe = ListNotesRowKey(id: note.id, updatedAt: note.updatedAt, stamp: 0)
        var index = insertionIndex(for: probe)
        if index >= keys.count || keys[index].id != note.id {
            // Not where its date says (a change was missed): find it the slow way.
            guard let found = keys.firstIndex(where: { $0.id == note.id }) else { return nil }
            index = found
        }
        keys.remove(at: index)
        return index
    }

    private mutating func takeStamp() -> UInt64 {
        nextStamp &+= 1
        return nextStamp
    }

    /// The first index whose key does not sort before `key`.
    private func insertionIndex(for key: ListNotesRowKey) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = low + (high - low) / 2
            if ListNotesRowKey.displayOrder(keys[middle], key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
