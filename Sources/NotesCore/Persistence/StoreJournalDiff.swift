import Foundation

/// What changed between two orders of entries: the entries to remove and the entries to put,
/// each right after its new predecessor, so that replaying them on the old order gives the new.
///
/// Entries that keep their value and their order relative to each other are left alone; the walk
/// pairs the two arrays front to back and looks one entry ahead to tell an insertion from a
/// removal, so an edit that moves one entry to the front costs one put. Other changes of order
/// cost more puts, never a wrong result.
struct StoreJournalDiff<Element: Identifiable & Equatable> {
    /// Ids of old entries that are gone, in old order.
    var removed: [Element.ID] = []
    /// New or changed (or moved) entries in new order, each with the id of the entry before it.
    var puts: [(element: Element, after: Element.ID?)] = []

    /// Whether nothing changed.
    var isEmpty: Bool { removed.isEmpty && puts.isEmpty }

    /// The changes from `old` to `new`, or nil when `new` holds an id twice (a journal keyed by
    /// id cannot say that; the caller writes the whole file instead).
    ///
    /// `oldIDs` are the ids of `old`, which holds each id once.
    /// - Complexity: O(*n*) comparisons of entries for *n* entries, and O(*k*) hashing for *k*
    ///   changes.
    static func between(_ old: [Element], _ new: [Element], oldIDs: Set<Element.ID>) -> Self? {
        // Through buffers, so that comparing two entries never copies (and retains) them.
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in between(old, new, oldIDs: oldIDs) }
        }
    }

    private static func between(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, oldIDs: Set<Element.ID>
    ) -> Self? {
        var diff = Self()
        var displaced = Set<Element.ID>()
        var displacedInOrder: [Element.ID] = []
        var putIDs = Set<Element.ID>()
        var oldIndex = 0
        var newIndex = 0
        func put(_ index: Int) -> Bool {
            diff.puts.append((new[index], index > 0 ? new[index - 1].id : nil))
            return putIDs.insert(new[index].id).inserted
        }
        func displace(_ id: Element.ID) {
            displaced.insert(id)
            displacedInOrder.append(id)
        }
        while newIndex < new.count {
            guard oldIndex < old.count else {
                guard put(newIndex) else { return nil }
                newIndex += 1
                continue
            }
            let previousID = old[oldIndex].id
            let nextID = new[newIndex].id
            if previousID == nextID {
                if !isIdentical(old.baseAddress! + oldIndex, new.baseAddress! + newIndex),
                    old[oldIndex] != new[newIndex]
                {
                    displace(previousID)
                    guard put(newIndex) else { return nil }
                }
                oldIndex += 1
                newIndex += 1
            } else if newIndex + 1 < new.count, new[newIndex + 1].id == previousID {
                guard put(newIndex) else { return nil }
                newIndex += 1
            } else if oldIndex + 1 < old.count, old[oldIndex + 1].id == nextID {
                displace(previousID)
                oldIndex += 1
            } else {
                displace(previousID)
                guard put(newIndex) else { return nil }
                oldIndex += 1
                newIndex += 1
            }
        }
        while oldIndex < old.count {
            displace(old[oldIndex].id)
            oldIndex += 1
        }
        // A put whose id an old entry kept in place also holds: the new order repeats that id.
        for id in putIDs where oldIDs.contains(id) && !displaced.contains(id) { return nil }
        diff.removed = displacedInOrder.filter { !putIDs.contains($0) }
        return diff
    }

    /// Whether two entries hold the same bits.
    ///
    /// An entry not touched since the last save does: the same text storage, the same numbers.
    /// Bits that differ (padding, or equal text in other storage) say nothing; the caller then
    /// compares the values.
    private static func isIdentical(_ lhs: UnsafePointer<Element>, _ rhs: UnsafePointer<Element>) -> Bool {
        memcmp(lhs, rhs, MemoryLayout<Element>.size) == 0
    }
}
