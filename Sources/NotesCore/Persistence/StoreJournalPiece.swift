/// A stretch of a list that a journal's replay moves as one: a run of entries that no change
/// names, or one entry that a change names (see ``StoreJournalReplay/replay(_:onto:)``).
enum StoreJournalPiece<Element: Identifiable>: Identifiable {
    /// The entries at these offsets of the replayed list, in order.
    case run(Range<Int>)
    /// One entry, found by its id.
    case entry(Element)

    /// A run by where it starts, an entry by its own id: no two pieces of one list share one.
    enum ID: Hashable {
        case run(Int)
        case entry(Element.ID)
    }

    var id: ID {
        switch self {
        case .run(let offsets): .run(offsets.lowerBound)
        case .entry(let element): .entry(element.id)
        }
    }
}
