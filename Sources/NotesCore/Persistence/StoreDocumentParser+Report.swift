import Foundation

/// Counting the entries a damaged `notes.json` lost by the ids it holds, so that its report names
/// exactly those entries.
extension StoreDocumentParser {
    /// An entry of the file that the salvage did not recover.
    private struct LostEntry {
        var kind: DroppedEntry.Kind
        /// Where its id member, or else where its damaged bytes, start.
        var offset: Int
        var rawID: String?
        var reason: String
    }

    /// The entries of the file that `salvage` did not recover, each once, numbered by its place
    /// among the entries of its array, in file order.
    ///
    /// Every entry holds an `id` member that no other entry holds, and the writer escapes every `"`
    /// inside a string, so text cannot pass for one. An entry is lost when an `"id":` member that
    /// is a UUID lies outside every recovered entry and no recovered entry has that id; damage
    /// anywhere else in the entry (a string ended early, an inserted key of the document or of an
    /// entry, its `{` gone) does not hide its id. The array it belongs to is told by the key the
    /// writer puts after the id (`importance` in a note, `isPreset` in a photo), else by the last
    /// key before the id that only one kind of entry has (`content`, `fileName`), else by most of
    /// the keys after it. An entry whose id is itself damaged is one the
    /// scan dropped that starts as the writer starts an entry, its first member whole (`{"color":`
    /// and four numbers, `{"byteCount":` and a number), or that the end of the data cuts off, and
    /// that holds no lost id before the next such start: the rest of an entry past its damage,
    /// and bytes that only look like a start (an inserted `{"color":` before an intact note), are
    /// not an entry. Each keeps the reason the scan gave.
    /// - Complexity: O(*n*) in the size of the data for what the writer writes.
    mutating func reconciledDropped(_ salvage: Salvage) -> [DroppedEntry] {
        let recovered = salvage.recovered.map(\.range)
        let recoveredIDs = Set(
            salvage.contents.notes.map(\.id.rawValue) + salvage.contents.photos.map(\.id.rawValue))
        var lost: [LostEntry] = []
        var seen: Set<UUID> = []
        var idMembers: [Int] = []
        var offset = 0
        var next = 0
        while offset < bytes.count {
            while next < recovered.count, recovered[next].upperBound <= offset { next += 1 }
            if next < recovered.count, recovered[next].contains(offset) {
                idMembers.append(offset)
                offset = recovered[next].upperBound
                continue
            }
            defer { offset += 1 }
            // No `isEscaped` check: inside a string the writer escapes the closing quote of a key
            // too (`\"id\"`), so `"id"` never matches there, and a `\` damage put before a key
            // does not hide it.
            guard bytes[offset] == UInt8(ascii: "\""), let id = idMember(at: offset) else {
                continue
            }
            idMembers.append(offset)
            guard let uuid = UUID(uuidString: id), !recoveredIDs.contains(uuid), seen.insert(uuid).inserted
            else {
                continue
            }
            lost.append(LostEntry(kind: .note, offset: offset, rawID: id, reason: ""))
        }
        for number in lost.indices {
            let position = idMembers.firstIndex(of: lost[number].offset) ?? 0
            let previous = position > 0 ? idMembers[position - 1] : 0
            let following = position + 1 < idMembers.count ? idMembers[position + 1] : bytes.count
            lost[number].kind = entryKind(after: lost[number].offset, before: following, since: previous)
            lost[number].reason = reason(for: lost[number], in: salvage, recovered: recovered)
        }
        let lostWithIDs = lost.map(\.offset)
        let entryStarts = Set(recovered.map(\.lowerBound) + writtenEntryStarts(outside: recovered))
        var last = bytes.count - 1
        while last >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[last]) { last -= 1 }
        let endsAsADocument = last >= 0 && bytes[last] == UInt8(ascii: "}")
        for (number, dropped) in salvage.dropped.enumerated() {
            // An id that is not a UUID, or that a recovered entry holds, is a damaged id.
            if let id = dropped.rawID.flatMap(UUID.init(uuidString:)), !recoveredIDs.contains(id) { continue }
            let start = salvage.droppedStarts[number]
            let end = entryStarts.filter { $0 > start }.min() ?? bytes.count
            guard !lostWithIDs.contains(where: { (start..<end).contains($0) }) else { continue }
            let isCut =
                (dropped.reason == Self.cutReason || (end == bytes.count && !endsAsADocument))
                && startsAsCutEntry(at: start)
            guard isCut || entryStarts.contains(start) else { continue }
            lost.append(
                LostEntry(kind: dropped.kind, offset: start, rawID: dropped.rawID, reason: dropped.reason))
        }
        lost.sort { $0.offset < $1.offset }
        var report: [DroppedEntry] = []
        for entry in lost {
            let before =
                salvage.recovered.count { $0.kind == entry.kind && $0.range.lowerBound < entry.offset }
                + lost.count { $0.kind == entry.kind && $0.offset < entry.offset }
            report.append(
                DroppedEntry(kind: entry.kind, index: before, rawID: entry.rawID, reason: entry.reason))
        }
        return report
    }

    /// The id of an `"id":` member starting at `offset`, when its value is a string.
    private mutating func idMember(at offset: Int) -> String? {
        index = offset
        failed = false
        guard matches("\"id\"") else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let id = string(), !failed else {
            failed = false
            return nil
        }
        return id
    }

    /// The bytes between the recovered entries around `offset`.
    private func gap(around offset: Int, recovered: [Range<Int>]) -> Range<Int> {
        let lower = recovered.last { $0.upperBound <= offset }?.upperBound ?? 0
        let upper = recovered.first { $0.lowerBound > offset }?.lowerBound ?? bytes.count
        return lower..<max(lower, upper)
    }

    /// Whether the `"id":` member at `offset` is a note's or a photo's: by the key after it, else
    /// by the last key only one kind has from `earlier` on, else by most such keys up to `limit`.
    private mutating func entryKind(after offset: Int, before limit: Int, since earlier: Int)
        -> DroppedEntry.Kind
    {
        if let kind = kindOfKeyAfterID(offset) { return kind }
        if let kind = distinctKeys(in: earlier..<offset).last { return kind }
        let after = distinctKeys(in: offset..<limit)
        return after.count { $0 == .note } * 2 >= after.count ? .note : .photo
    }

    /// The kind of entry whose key the writer puts after the `"id":` member at `offset`, when that
    /// key is there: `importance` in a note, `isPreset` in a photo.
    private mutating func kindOfKeyAfterID(_ offset: Int) -> DroppedEntry.Kind? {
        defer { failed = false }
        guard idMember(at: offset) != nil else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        guard let key = string(), !failed else { return nil }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        switch key {
        case StoredNote.Key.importance.rawValue: return .note
        case StoredPhoto.Key.isPreset.rawValue: return .photo
        default: return nil
        }
    }

    /// The kinds of the keys that only a note or only a photo has, in `range`, in order.
    mutating func distinctKeys(in range: Range<Int>) -> [DroppedEntry.Kind] {
        var kinds: [DroppedEntry.Kind] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard bytes[offset] == UInt8(ascii: "\""), !isEscaped(offset) else {
                offset += 1
                continue
            }
            index = offset
            failed = false
            guard let text = string(), !failed else {
                failed = false
                offset += 1
                continue
            }
            offset = index
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            let isNoteKey = Self.isSchemaKey(text, of: .note)
            let isPhotoKey = Self.isSchemaKey(text, of: .photo)
            if isNoteKey != isPhotoKey { kinds.append(isNoteKey ? .note : .photo) }
        }
        return kinds
    }

    /// The bytes of a number or an array of numbers.
    private static let numberBytes = Set(Array("0123456789.,-+eE[] \t\n\r".utf8))

    /// Whether an object starts at `start` as the writer starts an entry, with its first member
    /// whole: `{`, the key `color` and an array of numbers (`byteCount` and a number for a photo),
    /// then `,` and another key of its kind;
    /// and most of the keys that follow, up to its end (or, when it does not end, up to the next
    /// recovered entry), are of that kind of entry.
    mutating func startsWithWholeFirstMember(at start: Int, recovered: [Range<Int>]) -> Bool {
        defer { failed = false }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{"), let key = firstKey(ofObjectAt: start),
            key == StoredNote.Key.color.rawValue || key == StoredPhoto.Key.byteCount.rawValue
        else { return false }
        let kind: DroppedEntry.Kind = key == StoredNote.Key.color.rawValue ? .note : .photo
        index += 1
        skipWhitespace()
        let valueStart = index
        guard index < bytes.count,
            kind == .note
                ? bytes[index] == UInt8(ascii: "[")
                : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]),
            skipValue(depth: 1), !failed,
            bytes[valueStart..<index].allSatisfy({ Self.numberBytes.contains($0) })
        else { return false }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        guard let second = string(), !failed,
            second == (kind == .note ? StoredNote.Key.content.rawValue : StoredPhoto.Key.createdAt.rawValue)
        else { return false }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index = start
        failed = false
        let end =
            skipValue(depth: 1) && !failed
            ? index
            : min(
                recovered.first { $0.lowerBound > start }?.lowerBound ?? bytes.count,
                nextEntryLikeStart(after: start))
        let kinds = distinctKeys(in: start..<end)
        return kinds.count { $0 == kind } * 2 > kinds.count
    }

    /// The reason the scan gave for `entry`: for the dropped entry with its id, else for the last
    /// one the scan found before it between the same recovered entries.
    private func reason(for entry: LostEntry, in salvage: Salvage, recovered: [Range<Int>]) -> String {
        if let same = salvage.dropped.first(where: { $0.rawID == entry.rawID }) { return same.reason }
        let gap = self.gap(around: entry.offset, recovered: recovered)
        let candidates = salvage.dropped.indices.filter { gap.contains(salvage.droppedStarts[$0]) }
        if let last = candidates.last(where: { salvage.droppedStarts[$0] <= entry.offset })
            ?? candidates.first
        {
            return salvage.dropped[last].reason
        }
        return "not valid JSON at byte \(entry.offset)"
    }
}
