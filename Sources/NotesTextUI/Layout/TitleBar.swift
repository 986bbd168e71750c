/// A screen's title bar: an optional control at each end and a title centred on the whole width.
///
/// ```
/// [Cancel]    New note      (Done)
/// ```
///
/// The title is centred on the full width when the controls leave room for that, otherwise as close
/// to the centre as the controls allow, and truncated with an ellipsis when even that is too narrow;
/// at least one space always separates it from a control. When the controls alone do not fit, the
/// title is dropped and the line is truncated. All text is sanitized.
public struct TitleBar: Hashable, Sendable {
    /// The control at the left end, typically a back or cancel button.
    public var left: ControlLabel?
    /// The screen's title.
    public var title: String
    /// The control at the right end, typically a done or add button.
    public var right: ControlLabel?

    /// A title bar with `title` between optional `left` and `right` controls.
    public init(left: ControlLabel? = nil, title: String, right: ControlLabel? = nil) {
        self.left = left
        self.title = title
        self.right = right
    }

    /// The title bar as one line of exactly `width` columns; empty when `width` is zero or less.
    ///
    /// - Complexity: O(*n* + `width`) in the length of the title and the control titles.
    public func render(width: Int) -> String {
        guard width > 0 else { return "" }
        let leftText = left?.text ?? ""
        let rightText = right?.text ?? ""
        let leftWidth = TextWidth.of(leftText)
        let rightWidth = TextWidth.of(rightText)
        let zoneStart = leftWidth + (leftWidth > 0 ? 1 : 0)
        let zoneEnd = width - rightWidth - (rightWidth > 0 ? 1 : 0)
        guard zoneEnd >= zoneStart else {
            let both = leftText + (leftWidth > 0 && rightWidth > 0 ? " " : "") + rightText
            return TextLine.padding(both, toWidth: width)
        }
        let shown = TextLine.truncated(title, toWidth: zoneEnd - zoneStart).trimmingTrailingSpaces()
        let shownWidth = TextWidth.of(shown)
        let start = min(max((width - shownWidth) / 2, zoneStart), zoneEnd - shownWidth)
        return leftText + TextLine.spaces(start - leftWidth) + shown
            + TextLine.spaces(width - rightWidth - start - shownWidth) + rightText
    }
}
