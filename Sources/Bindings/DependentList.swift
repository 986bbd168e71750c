/// The derived properties linked to one property, in the order they were linked, with O(1)
/// removal.
///
/// A removed dependent leaves an empty slot, so the others keep their order and their slots; each
/// dependent remembers its slot in each of its sources, so unlinking never searches. Empty slots
/// are compacted away once they outnumber the linked dependents, in amortised O(1) per removal.
@MainActor
@usableFromInline
struct DependentList {
    /// One link: the dependent, and which of its sources this list belongs to.
    @usableFromInline
    struct Entry {
        @usableFromInline let node: any Node
        let sourceIndex: Int
    }

    /// Linked dependents in link order; `nil` marks a slot freed by a removal.
    @usableFromInline var entries: [Entry?] = []
    /// How many slots are `nil`.
    var removedCount = 0
    /// How many slots removals have read or written, compaction included; for tests.
    var slotsVisitedByRemovals = 0

    /// Whether no dependent is linked.
    @inlinable
    var isEmpty: Bool { entries.isEmpty }

    /// Links `node`, which reads this list's owner as its source number `sourceIndex`.
    ///
    /// - Returns: the slot to pass to ``remove(at:)``.
    mutating func append(_ node: any Node, sourceIndex: Int) -> Int {
        entries.append(Entry(node: node, sourceIndex: sourceIndex))
        return entries.count - 1
    }

    /// Puts `node` in the place of the dependent in `slot`, for the same source: a property that
    /// switches between being held by this list and being held weakly through a link keeps its
    /// place and order.
    mutating func replace(at slot: Int, with node: any Node) {
        guard let entry = entries[slot] else { return }
        entries[slot] = Entry(node: node, sourceIndex: entry.sourceIndex)
    }

    /// Unlinks the dependent in `slot`, then compacts if freed slots outnumber linked ones.
    ///
    /// - Returns: the moved dependents with their new slots, to tell each of them.
    /// - Complexity: amortised O(1).
    mutating func remove(at slot: Int) -> [(entry: Entry, slot: Int)] {
        slotsVisitedByRemovals += 1
        entries[slot] = nil
        removedCount += 1
        if removedCount == entries.count {
            entries.removeAll()
            removedCount = 0
            return []
        }
        guard removedCount >= 32, removedCount * 2 >= entries.count else { return [] }
        slotsVisitedByRemovals += entries.count
        var moved: [(entry: Entry, slot: Int)] = []
        var kept: [Entry?] = []
        kept.reserveCapacity(entries.count - removedCount)
        for case let entry? in entries {
            moved.append((entry, kept.count))
            kept.append(entry)
        }
        entries = kept
        removedCount = 0
        return moved
    }
}
