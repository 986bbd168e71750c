/// Moving a span with the block of text it belongs to.
extension ColorSpan {
    /// This span moved down `lines` and right `columns`: where it lands when its block of lines is
    /// drawn inside a screen (a frame's border and padding, the sections above).
    public func offset(lines: Int, columns: Int) -> ColorSpan {
        ColorSpan(
            line: line + lines,
            columns: self.columns.lowerBound + columns..<self.columns.upperBound + columns,
            color: color, layer: layer)
    }
}
