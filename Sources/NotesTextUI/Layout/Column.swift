/// One column of a ``NotesTextUI/ColumnLayout``: how wide it is and how its text sits in it.
public struct Column: Hashable, Sendable {
    /// How a column's width is decided.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns (negative counts as zero).
        case fixed(Int)
        /// A share of what the fixed columns and the spacing leave, in proportion to `weight`
        /// (at least 1).
        case flexible(weight: Int)
    }

    /// How the column's width is decided.
    public var width: Width
    /// Where text narrower than the column sits.
    public var alignment: TextLine.Alignment

    /// A column with the given width rule and alignment.
    public init(width: Width, alignment: TextLine.Alignment = .left) {
        self.width = width
        self.alignment = alignment
    }

    /// A column exactly `width` columns wide.
    public static func fixed(_ width: Int, alignment: TextLine.Alignment = .left) -> Column {
        Column(width: .fixed(width), alignment: alignment)
    }

    /// A column that takes a `weight`-proportional share of the width left over.
    public static func flexible(weight: Int = 1, alignment: TextLine.Alignment = .left) -> Column {
        Column(width: .flexible(weight: weight), alignment: alignment)
    }
}
