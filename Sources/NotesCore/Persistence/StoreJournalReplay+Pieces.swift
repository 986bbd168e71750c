/// Replaying a few changes onto many entries: only the entries the changes name are looked at.
extension StoreJournalReplay {
    /// A change a journal makes to a list: put an entry after another (first when nil), or
    /// remove one.
    enum Edit {
        case put(Element, after: Element.ID?)
        case remove(Element.ID)
    }

    /// Applies `edits` to `elements` in order, leaving them as a list built from `elements` with
    /// ``MissingPredecessor/appendAtEnd`` and then given each edit would hold.
    ///
    /// A journal between two compactions holds a few changes to a store of many notes. Rather
    /// than a list of every entry, this builds one of pieces: each entry an edit names (put,
    /// removed, or followed) stands alone, and the runs between them move as one. With `k` edits,
    /// the list has at most `4k + 1` pieces. The entries are then moved into place within
    /// `elements`' own storage (see ``StoreJournalPiece/rearrange(_:into:)``), so an entry no edit
    /// names is neither copied nor released: when `elements` is not shared, 100,000 notes take a
    /// few milliseconds, not the thirty a copy of each took.
    ///
    /// Entries that share an id collapse to the last of them, as in the list of every entry (even
    /// with no edits), so such a list, and one of which edits name a quarter or more, is replayed
    /// entry by entry.
    ///
    /// - Complexity: O(*n* + *k*) for *n* entries and *k* edits: each entry's id is hashed twice,
    ///   to tell whether an edit names it and whether it repeats.
    static func replay(_ edits: [Edit], onto elements: inout [Element]) {
        guard Self.idsAreDistinct(elements) else {
            elements = Self.replayingEach(edits, onto: elements)
            return
        }
        guard !edits.isEmpty else { return }
        var named = Set<Element.ID>()
        for edit in edits {
            switch edit {
            case .put(let element, let after):
                named.insert(element.id)
                if let after { named.insert(after) }
            case .remove(let id): named.insert(id)
            }
        }
        guard named.count * 4 < elements.count else {
            elements = Self.replayingEach(edits, onto: elements)
            return
        }
        typealias Piece = StoreJournalPiece<Element>
        var pieces: [Piece] = []
        pieces.reserveCapacity(named.count * 2 + 1)
        var runStart = 0
        for offset in elements.indices where named.contains(elements[offset].id) {
            if runStart < offset { pieces.append(.run(runStart..<offset)) }
            pieces.append(.entry(elements[offset]))
            runStart = offset + 1
        }
        if runStart < elements.count { pieces.append(.run(runStart..<elements.count)) }
        var list = StoreJournalReplay<Piece>(pieces, missingPredecessor: .appendAtEnd)
        for edit in edits {
            switch edit {
            case .put(let element, let after): list.put(.entry(element), after: after.map { .entry($0) })
            case .remove(let id): list.remove(.entry(id))
            }
        }
        Piece.rearrange(list.ordered, into: &elements)
    }

    /// ``replay(_:onto:)`` on a list of every entry.
    ///
    /// - Complexity: O(*n* + *k*), with every entry copied into the list and out of it.
    static func replayingEach(_ edits: [Edit], onto elements: [Element]) -> [Element] {
        var list = StoreJournalReplay(elements, missingPredecessor: .appendAtEnd)
        for edit in edits {
            switch edit {
            case .put(let element, let after): list.put(element, after: after)
            case .remove(let id): list.remove(id)
            }
        }
        return list.ordered
    }

    /// Whether no two of `elements` share an id.
    private static func idsAreDistinct(_ elements: [Element]) -> Bool {
        var seen = Set<Element.ID>(minimumCapacity: elements.count)
        for element in elements where !seen.insert(element.id).inserted { return false }
        return true
    }
}
