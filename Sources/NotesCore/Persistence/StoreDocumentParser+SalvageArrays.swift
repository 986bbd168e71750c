import Foundation

/// Recovering the entries of the `notes` and `photos` arrays of a damaged `notes.json`.
extension StoreDocumentParser {
    /// Reads the value of `notes` or `photos`; returns whether the scan can go on after it.
    ///
    /// After damage inside the array, the scan resumes at the next entry or at the array's end
    /// (see ``resume(_:after:position:into:)``). So does damage to the array's `[`, or a `]`
    /// that the rest of the document does not follow (damage inside a text can make one): the
    /// entries after it are still read. A value that is whole but not an array, followed by the
    /// rest of the document, holds no entries.
    mutating func salvageEntries(_ kind: DroppedEntry.Kind, into salvage: inout Salvage) -> Bool {
        skipWhitespace()
        let valueStart = index
        var position = salvage.positions[kind] ?? 0
        defer { salvage.positions[kind] = position }
        let next: Int
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
                return salvageElements(kind, position: &position, into: &salvage)
            }
            index += 1
            if continuesDocument(at: index) { return true }
            next = index - 1
        } else {
            guard valueStart < bytes.count else { return false }
            if let first = entryStart(kind, in: valueStart..<valueStart + 1, position) {
                // The `[` is gone but the first entry is whole.
                index = first
                return salvageElements(kind, position: &position, into: &salvage)
            }
            index = valueStart
            failed = false
            if skipValue(depth: 0), continuesDocument(at: index) { return true }
            next = valueStart
        }
        switch resume(kind, after: .entry(start: next, failure: next), position: &position, into: &salvage) {
        case .entry(let entry):
            index = entry
            return salvageElements(kind, position: &position, into: &salvage)
        case .end(let end):
            index = end
            return true
        case nil: return false
        }
    }

    /// Reads the elements of an array from the current index (an element's start) to its end.
    mutating func salvageElements(
        _ kind: DroppedEntry.Kind, position: inout Int, into salvage: inout Salvage
    ) -> Bool {
        var followsEntry = true
        // The start of the last element, when it was dropped without an id: damage may have
        // ended it early, and its id then lies in the rest of it, past the damage.
        var droppedWithoutID: Int?
        while true {
            skipWhitespace()
            let start = index
            guard start < bytes.count else { return false }
            let damage: Damage
            if isDocumentMember(at: start) {
                // The array's `]` is gone; the document goes on here.
                index = start
                return true
            }
            index = start
            failed = false
            let isWhole = skipValue(depth: 1)
            let end = index
            if isWhole, bytes[start] != UInt8(ascii: "{"),
                let inner = entryStart(kind, in: start + 1..<end, position)
            {
                // A stray `"` or `[` before an entry swallowed it: go on at the entry inside.
                index = inner
                continue
            }
            let isObject = bytes[start] == UInt8(ascii: "{")
            let isMember = isMemberKey(at: start)
            // After an entry that did not decode (damage may have ended it early), only an object
            // that starts as the writer starts an entry is an element of its own. A whole value
            // that is not an object is damage: an entry only when members of one follow it.
            let isElement =
                isWhole && !isMember && isObject && (followsEntry || startsAsEntry(kind, at: start))
            if isElement {
                followsEntry = decodedEntryCounts(kind, start..<end, position: position, into: &salvage)
                droppedWithoutID = !followsEntry && salvage.dropped.last?.rawID == nil ? start : nil
                position += 1
                index = end
                skipWhitespace()
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "]"), continuesDocument(at: index) { return true }
                if byte == UInt8(ascii: ",") { continue }
                damage = .separator(after: end)
            } else if !followsEntry {
                // The rest of an entry that damage ended early: not an element of its own. An
                // entry starting here is still found and reported by the resumption.
                damage = .separator(after: start)
            } else {
                damage = .entry(start: start, failure: end)
            }
            followsEntry = true
            let reported = salvage.dropped.count
            let resumption = resume(kind, after: damage, position: &position, into: &salvage)
            if let entryStart = droppedWithoutID, case .separator = damage, salvage.dropped.count == reported
            {
                // The id of the entry damage ended early, found in its rest, before the next entry.
                let limit: Int
                switch resumption {
                case .entry(let offset), .end(let offset): limit = offset
                case nil: limit = bytes.count
                }
                salvage.dropped[reported - 1].rawID = rawID(from: entryStart, before: limit)
            }
            if salvage.dropped.count > reported || salvage.dropped.last?.rawID != nil {
                droppedWithoutID = nil
            }
            switch resumption {
            case .entry(let next): index = next
            case .end(let next):
                index = next
                return true
            case nil: return false
            }
        }
    }

    /// Whether the object at `start` begins with the key the writer puts first in an entry of
    /// `kind`, after `[` or `,`.
    private mutating func startsAsEntry(_ kind: DroppedEntry.Kind, at start: Int) -> Bool {
        guard let key = firstKey(ofObjectAt: start) else { return false }
        return isEntryStart(kind, at: start, key: key)
    }

    /// Decodes an element into the salvage; returns whether it was a valid entry.
    private mutating func decodedEntryCounts(
        _ kind: DroppedEntry.Kind, _ range: Range<Int>, position: Int, into salvage: inout Salvage
    ) -> Bool {
        let dropped = salvage.dropped.count
        decodeEntry(kind, range, position: position, into: &salvage)
        return salvage.dropped.count == dropped
    }

    /// The first `{` in `range` that opens a whole, valid entry of `kind`, if any.
    /// - Complexity: O(*n* · *d*) in the length of the range.
    private mutating func entryStart(_ kind: DroppedEntry.Kind, in range: Range<Int>, _ position: Int) -> Int?
    {
        for candidate in range where bytes[candidate] == UInt8(ascii: "{") {
            if case .entry = entryCandidate(kind, at: candidate, position: position) { return candidate }
        }
        return nil
    }

    /// Whether a string followed by `:` starts at `start`.
    ///
    /// Such a string is a member of an object, never an element of an array. Leaves the index at an unspecified place.
    private mutating func isMemberKey(at start: Int) -> Bool {
        index = start
        failed = false
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\""), string() != nil, !failed else {
            failed = false
            return false
        }
        skipWhitespace()
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }
}
