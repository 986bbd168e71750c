/// Trimming the padding that truncation and centring leave at the end of a line.
extension StringProtocol {
    /// The text without the spaces (U+0020) at its end.
    func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
