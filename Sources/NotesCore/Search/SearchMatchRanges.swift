/// Where a query's words occur in one note, as ranges of the note's original strings.
///
/// Ranges index the strings the note holds, not their folded forms, and always cover whole
/// characters (grapheme clusters): a match inside `é` written as `e` + U+0301 covers both scalars.
/// They are in increasing order and do not overlap. Front ends use them directly:
/// `AttributedString` takes `Range<String.Index>` through `Range(_:in:)`, and UIKit takes
/// `NSRange(range, in: note.title)`.
public struct SearchMatchRanges: Hashable, Sendable {
    /// Matches in the note's title.
    public var title: [Range<String.Index>]
    /// Matches in the note's content.
    public var content: [Range<String.Index>]

    /// Creates match ranges.
    public init(title: [Range<String.Index>], content: [Range<String.Index>]) {
        self.title = title
        self.content = content
    }

    /// Whether the query occurs nowhere in the note.
    public var isEmpty: Bool { title.isEmpty && content.isEmpty }

    /// The occurrences of each of `needles` (folded) in `text`, widened to whole characters, sorted,
    /// with overlapping ones merged.
    static func occurrences(of needles: [[UInt8]], in text: String) -> [Range<String.Index>] {
        let needles = needles.filter { !$0.isEmpty }
        guard !needles.isEmpty else { return [] }
        var folded: [UInt8] = []
        var cache: [UInt32: [UInt8]] = [:]
        var scalarStarts: [Int] = []
        var scalarOfByte: [Int] = []
        SearchFolding.fold(text, into: &folded, cache: &cache) { offset, appended in
            scalarOfByte.append(contentsOf: repeatElement(scalarStarts.count, count: appended))
            scalarStarts.append(offset)
        }
        scalarStarts.append(text.utf8.count)
        var offsets: [Range<Int>] = []
        for needle in needles where folded.count >= needle.count {
            var position = 0
            while position <= folded.count - needle.count {
                if folded[position..<position + needle.count].elementsEqual(needle) {
                    let lower = scalarStarts[scalarOfByte[position]]
                    let upper = scalarStarts[scalarOfByte[position + needle.count - 1] + 1]
                    offsets.append(lower..<upper)
                    position += needle.count
                } else {
                    position += 1
                }
            }
        }
        if needles.count > 1 { offsets.sort { $0.lowerBound < $1.lowerBound } }
        return characterRanges(covering: offsets, in: text)
    }

    /// Where the earliest occurrence of any of `needles` (folded) starts in `text`: the index of its
    /// first scalar, or `nil` when none occurs.
    ///
    /// - Complexity: O(*n* × *k*) in the length of `text` and the number of needles.
    static func firstOccurrence(of needles: [[UInt8]], in text: String) -> String.Index? {
        let needles = needles.filter { !$0.isEmpty }
        guard !needles.isEmpty, !text.isEmpty else { return nil }
        var folded: [UInt8] = []
        var cache: [UInt32: [UInt8]] = [:]
        var scalarStarts: [Int] = []
        var scalarOfByte: [Int] = []
        SearchFolding.fold(text, into: &folded, cache: &cache) { offset, appended in
            scalarOfByte.append(contentsOf: repeatElement(scalarStarts.count, count: appended))
            scalarStarts.append(offset)
        }
        var first: Int?
        for needle in needles where folded.count >= needle.count {
            let last = min(folded.count - needle.count, (first ?? folded.count) - 1)
            guard last >= 0 else { continue }
            for position in 0...last where folded[position..<position + needle.count].elementsEqual(needle) {
                first = position
                break
            }
        }
        guard let first else { return nil }
        return text.utf8.index(text.utf8.startIndex, offsetBy: scalarStarts[scalarOfByte[first]])
    }

    /// Widens sorted UTF-8 offset ranges to character boundaries of `text`, merging overlaps.
    private static func characterRanges(covering offsets: [Range<Int>], in text: String) -> [Range<
        String.Index
    >] {
        guard !offsets.isEmpty else { return [] }
        var boundaries: [Int] = []
        for index in text.indices {
            boundaries.append(text.utf8.distance(from: text.startIndex, to: index))
        }
        boundaries.append(text.utf8.count)
        var widened: [Range<Int>] = []
        for range in offsets {
            let lowerSlot = boundaries.lastIndex { $0 <= range.lowerBound } ?? 0
            let upperSlot = boundaries.firstIndex { $0 >= range.upperBound } ?? boundaries.count - 1
            let candidate = boundaries[lowerSlot]..<boundaries[upperSlot]
            if let last = widened.last, last.upperBound > candidate.lowerBound {
                widened[widened.count - 1] = last.lowerBound..<max(last.upperBound, candidate.upperBound)
            } else {
                widened.append(candidate)
            }
        }
        let utf8 = text.utf8
        return widened.map { range in
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: range.upperBound)
        }
    }
}
