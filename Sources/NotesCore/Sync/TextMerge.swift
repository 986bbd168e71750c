/// A three-way merge of texts by lines: the changes two versions made to a common original,
/// applied together when they touch different lines.
enum TextMerge {
    /// The largest product of line counts compared; longer texts are not merged.
    static let maximumWork = 4_000_000

    /// `base` changed as `ours` and `theirs` both changed it, or nil when the two changed the
    /// same lines (or lines next to each other) differently, or the texts are too long to
    /// compare.
    /// - Complexity: O(*b* × *m*) for *b* lines of `base` and *m* of the longer other.
    static func merge(base: String, ours: String, theirs: String) -> String? {
        if ours == theirs || theirs == base { return ours }
        if ours == base { return theirs }
        let original = lines(base)
        let left = lines(ours)
        let right = lines(theirs)
        guard let leftChanges = changes(from: original, to: left),
            let rightChanges = changes(from: original, to: right)
        else { return nil }
        var result: [Substring] = []
        var position = 0
        var leftIndex = 0
        var rightIndex = 0
        while leftIndex < leftChanges.count || rightIndex < rightChanges.count {
            let nextLeft = leftIndex < leftChanges.count ? leftChanges[leftIndex] : nil
            let nextRight = rightIndex < rightChanges.count ? rightChanges[rightIndex] : nil
            let change: Change
            if let nextLeft, let nextRight {
                if nextLeft.base == nextRight.base && nextLeft.lines == nextRight.lines {
                    change = nextLeft
                    leftIndex += 1
                    rightIndex += 1
                } else if touches(nextLeft.base, nextRight.base) {
                    return nil
                } else if nextLeft.base.lowerBound < nextRight.base.lowerBound {
                    change = nextLeft
                    leftIndex += 1
                } else {
                    change = nextRight
                    rightIndex += 1
                }
            } else if let nextLeft {
                change = nextLeft
                leftIndex += 1
            } else if let nextRight {
                change = nextRight
                rightIndex += 1
            } else {
                break
            }
            result += original[position..<change.base.lowerBound]
            result += change.lines
            position = change.base.upperBound
        }
        result += original[position...]
        return result.joined()
    }

    /// One change: the lines of the original it replaces, and what it puts there.
    private struct Change {
        var base: Range<Int>
        var lines: [Substring]
    }

    /// Whether two replaced ranges overlap or meet (an insertion at the edge of another change
    /// counts: its place in the result is ambiguous).
    private static func touches(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        lhs.lowerBound <= rhs.upperBound && rhs.lowerBound <= lhs.upperBound
    }

    /// The lines of `text`, each with its line break.
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "\n" {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The changes that turn `base` into `other`, in order, from a longest common subsequence of
    /// lines; nil when the texts are too long.
    private static func changes(from base: [Substring], to other: [Substring]) -> [Change]? {
        let rows = base.count
        let columns = other.count
        guard rows * columns <= maximumWork else { return nil }
        // lengths[i][j]: the longest common subsequence of base[i...] and other[j...].
        var lengths = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
        let width = columns + 1
        if rows > 0 && columns > 0 {
            for row in stride(from: rows - 1, through: 0, by: -1) {
                for column in stride(from: columns - 1, through: 0, by: -1) {
                    lengths[row * width + column] =
                        base[row] == other[column]
                        ? lengths[(row + 1) * width + column + 1] + 1
                        : max(lengths[(row + 1) * width + column], lengths[row * width + column + 1])
                }
            }
        }
        var result: [Change] = []
        var row = 0
        var column = 0
        var pending: Change?
        while row < rows || column < columns {
            if row < rows, column < columns, base[row] == other[column] {
                if let change = pending { result.append(change) }
                pending = nil
                row += 1
                column += 1
            } else if column < columns
                && (row == rows || lengths[row * width + column + 1] >= lengths[(row + 1) * width + column])
            {
                if pending == nil { pending = Change(base: row..<row, lines: []) }
                pending?.lines.append(other[column])
                column += 1
            } else {
                var change = pending ?? Change(base: row..<row, lines: [])
                change.base = change.base.lowerBound..<(row + 1)
                pending = change
                row += 1
            }
        }
        if let change = pending { result.append(change) }
        return result
    }
}
