/// Where the index keeps each note, for callers that map results onto their own lists.
extension SearchIndex {
    /// The number of slots, free or not: every slot is below it.
    package var slotCount: Int { ids.count }

    /// The slot that keeps the note `id`, or `nil` if it is not indexed.
    ///
    /// A note keeps its slot while it is updated; a removed note's slot is reused by a later
    /// insertion.
    ///
    /// - Complexity: O(1) on average (a hash lookup).
    package func slot(of id: Note.ID) -> Int? {
        slotsByID[id]
    }

    /// The note kept in `slot`, or `nil` for a free slot or one out of range.
    ///
    /// - Complexity: O(1).
    package func id(atSlot slot: Int) -> Note.ID? {
        slot >= 0 && slot < ids.count ? ids[slot] : nil
    }
}
