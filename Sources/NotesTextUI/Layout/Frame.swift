/// A box drawn around lines of text, every line exactly ``NotesTextUI/Frame/width`` columns wide.
///
/// ```
/// ┌─ Notes ──────────┐
/// │ Groceries        │
/// ├──────────────────┤
/// │ Call the plumber │
/// └──────────────────┘
/// ```
///
/// Content lines are sanitized, truncated with an ellipsis when too wide and padded when too narrow;
/// wrap long text first with ``NotesTextUI/TextLine/wrapped(_:toWidth:)`` at
/// ``NotesTextUI/Frame/contentWidth``.
public struct Frame: Hashable, Sendable {
    /// The width of every rendered line, borders included.
    ///
    /// Widths below 2 are drawn as 2.
    public var width: Int
    /// A title shown in the top border, or `nil` (or empty) for a plain border; truncated when it does
    /// not fit.
    public var title: String?
    /// The border characters.
    public var box: Box
    /// Spaces between each side border and the content; reduced when the frame is too narrow for it.
    public var padding: Int

    /// A frame `width` columns wide, borders included.
    public init(width: Int, title: String? = nil, box: Box = .light, padding: Int = 1) {
        self.width = width
        self.title = title
        self.box = box
        self.padding = padding
    }

    /// The columns available to each content line: ``NotesTextUI/Frame/width`` less the borders and the
    /// padding.
    public var contentWidth: Int {
        max(0, outerWidth - 2 - 2 * effectivePadding)
    }

    /// The frame around `lines`: a top border, one row per line, a bottom border.
    ///
    /// - Complexity: O(*n*) in the total length of `lines` plus O(``NotesTextUI/Frame/width``) per line.
    public func render(lines: [String]) -> [String] {
        render(sections: [lines])
    }

    /// The frame around `sections`, with a divider (`├───┤`) between consecutive sections.
    ///
    /// An empty section renders as a divider only; no sections at all renders the two borders.
    ///
    /// - Complexity: O(*n*) in the total length of the sections plus O(``NotesTextUI/Frame/width``) per line.
    public func render(sections: [[String]]) -> [String] {
        var result = [topBorder()]
        for (index, section) in sections.enumerated() {
            if index > 0 {
                result.append(
                    String(box.dividerLeft) + box.horizontalLine(outerWidth - 2) + String(box.dividerRight))
            }
            for line in section { result.append(row(line)) }
        }
        result.append(
            String(box.bottomLeft) + box.horizontalLine(outerWidth - 2) + String(box.bottomRight))
        return result
    }

    private var outerWidth: Int { max(width, 2) }

    var effectivePadding: Int { min(max(padding, 0), (outerWidth - 2) / 2) }

    private func row(_ line: String) -> String {
        let inside = TextLine.padded(line, toWidth: contentWidth)
        let gap = TextLine.spaces(effectivePadding)
        return String(box.vertical) + gap + inside + gap + String(box.vertical)
    }

    private func topBorder() -> String {
        let room = outerWidth - 5
        guard let title, !title.isEmpty, room > 0 else {
            return String(box.topLeft) + box.horizontalLine(outerWidth - 2) + String(box.topRight)
        }
        let shown = TextLine.truncated(title, toWidth: room).trimmingTrailingSpaces()
        let rest = outerWidth - 5 - TextWidth.of(shown)
        return String(box.topLeft) + String(box.horizontal) + " " + shown + " " + box.horizontalLine(rest)
            + String(box.topRight)
    }
}
