/// The ids a notebook changed, most recent last, so that a save can write only those.
///
/// Every change gets a stamp: an object of its own, so two copies of a notebook that changed apart
/// never share one. A ``NotebookChangeMark`` names the point a store saved (the number of changes
/// made and the stamp of the last one); ``changes(since:)`` answers only for a mark on this
/// notebook's own history, and only while the log still reaches back to it: it keeps the last
/// ``retained`` to twice as many changes.
///
/// Not part of the notebook's value: two notebooks holding the same notes and photos are equal
/// however they came about (see `Notebook+Hashable.swift`).
struct NotebookChangeLog: Sendable {
    /// A changed note or photo, by id.
    enum Change: Hashable, Sendable {
        /// The note with this id was added, replaced or removed.
        case note(Note.ID)
        /// The photo with this id was added, replaced, moved or removed.
        case photo(Photo.ID)
    }

    /// The number of changes a log keeps at least; when it holds twice as many, the older half
    /// is let go, and a store that saved before them writes its file whole instead.
    static let retained = 4_096

    /// The number of changes let go from the front.
    private var base = 0
    /// The stamp of the notebook as it was before the first change kept.
    private var baseStamp: NotebookStamp
    /// The changes kept, oldest first, each with its stamp.
    private var entries: [(change: Change, stamp: NotebookStamp)] = []

    /// An empty log of a notebook whose state so far is known by `origin` when the notebook holds
    /// exactly what a store loaded (the stamp the store remembers), by a new stamp when nil.
    init(origin: NotebookStamp? = nil) {
        baseStamp = origin ?? NotebookStamp()
    }

    /// The point this notebook has reached.
    var mark: NotebookChangeMark {
        NotebookChangeMark(count: base + entries.count, stamp: entries.last?.stamp ?? baseStamp)
    }

    /// Records that `change` was made.
    ///
    /// - Complexity: amortized O(1).
    mutating func record(_ change: Change) {
        if entries.count >= 2 * Self.retained {
            baseStamp = entries[Self.retained - 1].stamp
            entries.removeFirst(Self.retained)
            base += Self.retained
        }
        entries.append((change, NotebookStamp()))
    }

    /// The changes made since `mark`, oldest first (an id may repeat), or nil when `mark` is not
    /// a point of this notebook's history or the log no longer reaches back to it.
    ///
    /// - Complexity: O(*k*) for *k* changes since `mark`.
    func changes(since mark: NotebookChangeMark) -> [Change]? {
        let offset = mark.count - base
        guard offset >= 0, offset <= entries.count else { return nil }
        let stamp = offset == 0 ? baseStamp : entries[offset - 1].stamp
        guard stamp === mark.stamp else { return nil }
        return entries[offset...].map(\.change)
    }
}
