import Foundation

/// Where the entries of a damaged `notes.json` start, found in its bytes rather than by the scan,
/// which can stop before them.
extension StoreDocumentParser {
    /// Every offset outside `recovered` where an object starts as the writer starts an entry, its
    /// first member whole (see `startsWithWholeFirstMember(at:recovered:)`), in file order.
    ///
    /// Damage that the document scan cannot go on after (a `"version":` key inserted into an
    /// entry) leaves the entries after it unscanned; their starts are still here, so an entry whose
    /// own id is damaged ends where the next one starts.
    /// - Complexity: O(*n*) in the size of the data for what the writer writes.
    mutating func writtenEntryStarts(outside recovered: [Range<Int>]) -> [Int] {
        var starts: [Int] = []
        var next = 0
        var offset = 0
        while offset < bytes.count {
            while next < recovered.count, recovered[next].upperBound <= offset { next += 1 }
            if next < recovered.count, recovered[next].contains(offset) {
                offset = recovered[next].upperBound
                continue
            }
            if bytes[offset] == UInt8(ascii: "{"),
                startsWithWholeFirstMember(at: offset, recovered: recovered)
            {
                starts.append(offset)
            }
            offset += 1
        }
        return starts
    }

    /// The first offset after `start` where an object opens with the key the writer puts first in
    /// an entry (`color`, `byteCount`), else the end of the data: where an entry that does not
    /// end as an object ends at the latest.
    mutating func nextEntryLikeStart(after start: Int) -> Int {
        defer { failed = false }
        var offset = start + 1
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "{"), let key = firstKey(ofObjectAt: offset),
                key == StoredNote.Key.color.rawValue || key == StoredPhoto.Key.byteCount.rawValue
            {
                return offset
            }
            offset += 1
        }
        return bytes.count
    }

    /// Whether an element that the end of the data cuts off at `start` is an entry: not a string,
    /// and when an object, one that begins as the writer begins an entry (a part of `{"color":[`
    /// or `{"byteCount":`, or all of it and then a number).
    ///
    /// The rest of a document after an inserted `"photos":[` (`":1}`) is not an entry.
    func startsAsCutEntry(at start: Int) -> Bool {
        guard start < bytes.count, bytes[start] != UInt8(ascii: "\"") else { return false }
        guard bytes[start] == UInt8(ascii: "{") else { return true }
        let tail = bytes[start...]
        return Self.cutEntryStarts.contains { prefix in
            guard tail.count > prefix.count else { return tail.elementsEqual(prefix.prefix(tail.count)) }
            return tail.starts(with: prefix) && Self.numberStarts.contains(tail[start + prefix.count])
        }
    }

    /// How the writer starts an entry, up to its first number.
    private static let cutEntryStarts = [Array(#"{"color":["#.utf8), Array(#"{"byteCount":"#.utf8)]
    /// The bytes a number starts with.
    private static let numberStarts = Set(Array("-0123456789".utf8))
}
