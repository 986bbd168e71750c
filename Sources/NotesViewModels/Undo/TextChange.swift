/// The one run of text that differs between two versions of a field: where it starts, what was
/// there and what is there now.
///
/// Offsets count UTF-8 bytes and always fall on Unicode scalar boundaries, so a combining mark or
/// a joiner typed after a character is a change of its own, however it merges on screen.
package struct TextChange {
    /// Where the change starts in the old text, in UTF-8 bytes.
    package var offset: Int
    /// The text that was replaced (empty for an insertion).
    package var removed: Substring
    /// The text put in its place (empty for a deletion).
    package var inserted: Substring

    /// The change from `old` to `new`, or `nil` when they hold the same bytes.
    ///
    /// When the same text could have been inserted or removed at several places (typing `l` in
    /// `hello`), the offset is the last of them; ``slides(in:to:)`` tells whether it could be another.
    ///
    /// - Complexity: O(*p* + *s*) byte comparisons for the common prefix *p* and suffix *s*: O(*n*)
    ///   for a note of *n* bytes.
    package static func between(_ old: String, _ new: String) -> TextChange? {
        let (prefix, suffix) = withBytes(old) { oldBytes in
            withBytes(new) { newBytes in commonEnds(oldBytes, newBytes) }
        }
        let removed = slice(old, from: prefix, to: old.utf8.count - suffix)
        let inserted = slice(new, from: prefix, to: new.utf8.count - suffix)
        guard !removed.isEmpty || !inserted.isEmpty else { return nil }
        return TextChange(offset: prefix, removed: removed, inserted: inserted)
    }

    /// The changed text: what was inserted, or else what was removed.
    package var text: Substring { inserted.isEmpty ? removed : inserted }

    /// Whether the same change could have been made at `earlier` (at most ``offset``) in `old`: the
    /// bytes between are the changed text repeated, as when `l` is typed into `he|llo`.
    ///
    /// - Complexity: O(``offset`` − `earlier`).
    package func slides(in old: String, to earlier: Int) -> Bool {
        let unit = Array(text.utf8)
        guard earlier >= 0, earlier <= offset, !unit.isEmpty, (offset - earlier) % unit.count == 0 else {
            return false
        }
        guard earlier < offset else { return true }
        let between = old.utf8.dropFirst(earlier).prefix(offset - earlier)
        return between.enumerated().allSatisfy { index, byte in unit[index % unit.count] == byte }
    }

    private static func withBytes<Result>(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The common prefix and suffix in bytes, each ending on a scalar boundary, not overlapping.
    private static func commonEnds(
        _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>
    ) -> (Int, Int) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0,
            (prefix < old.count && isContinuation(old[prefix]))
                || (prefix < new.count && isContinuation(new[prefix]))
        {
            prefix -= 1
        }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0, isContinuation(old[old.count - suffix]) { suffix -= 1 }
        return (prefix, suffix)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    private static func slice(_ text: String, from start: Int, to end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return Substring(text.unicodeScalars[lower..<upper])
    }
}
