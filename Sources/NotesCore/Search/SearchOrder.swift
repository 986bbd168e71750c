/// A list's order of notes, resolved once against an index so that filtering results by it is
/// cheap.
///
/// Looking up 100,000 ids by hash costs tens of milliseconds, too much for every keystroke. Make a
/// `SearchOrder` with ``NotesCore/SearchIndex/order(_:)`` when the list or its order changes, then
/// ``NotesCore/SearchResult/filter(order:)`` on every keystroke only tests bits. An order made before
/// notes were added or removed stays correct: an id whose position no longer matches is looked up
/// again.
public struct SearchOrder: Sendable {
    /// The ids in the caller's order.
    public let ids: [Note.ID]
    /// Per id, the index slot it had when the order was made, or -1 if it was not indexed.
    let slots: [Int32]
}
