extension TextLine {
    /// Where text sits inside a column wider than itself.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Flush left, padded on the right.
        case left
        /// Flush right, padded on the left.
        case right
        /// Centred; when the padding is odd, the extra space goes on the right.
        case center
    }
}
