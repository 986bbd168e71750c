/// A style applied to a range of a line's characters.
public struct StyledSpan: Sendable, Hashable {
    /// The characters (grapheme clusters, counted from 0) the style covers.
    public var range: Range<Int>
    /// The style.
    public var style: TextStyle

    /// A style over a range of characters.
    public init(_ range: Range<Int>, _ style: TextStyle) {
        self.range = range
        self.style = style
    }
}
