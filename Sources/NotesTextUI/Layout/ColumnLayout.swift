/// A row of columns, fixed and flexible, rendered to an exact width.
///
/// ```swift
/// let layout = ColumnLayout([.fixed(2), .flexible(), .fixed(5, alignment: .right)])
/// layout.render(["●", "Groceries", "12:30"], width: 24)  // "●  Groceries       12:30"
/// ```
///
/// Fixed columns get their width; flexible columns share what is left after the fixed columns and the
/// spacing, in proportion to their weights, leftover columns going to the leftmost flexible columns.
/// Each cell is sanitized, then truncated or padded to its column. When the fixed columns and spacing
/// alone are too wide, flexible columns get zero and fixed columns shrink from the right; when even the
/// spacing does not fit, the line is truncated to the width.
public struct ColumnLayout: Hashable, Sendable {
    /// The columns, left to right.
    public var columns: [Column]
    /// Spaces between adjacent columns (negative counts as zero).
    public var spacing: Int

    /// A layout of `columns` separated by `spacing` spaces.
    public init(_ columns: [Column], spacing: Int = 1) {
        self.columns = columns
        self.spacing = spacing
    }

    /// The width each column gets in a line `width` columns wide, left to right.
    ///
    /// - Complexity: O(*c*) in the number of columns.
    public func columnWidths(forWidth width: Int) -> [Int] {
        let gaps = max(spacing, 0) * max(columns.count - 1, 0)
        var fixedTotal = 0
        var weightTotal = 0
        for column in columns {
            switch column.width {
            case .fixed(let count): fixedTotal += max(count, 0)
            case .flexible(let weight): weightTotal += max(weight, 1)
            }
        }
        let remaining = max(width - gaps - fixedTotal, 0)
        var leftover = remaining
        var widths: [Int] = []
        for column in columns {
            switch column.width {
            case .fixed(let count):
                widths.append(max(count, 0))
            case .flexible(let weight):
                let share = remaining * max(weight, 1) / weightTotal
                leftover -= share
                widths.append(share)
            }
        }
        var overflow = gaps + fixedTotal - max(width, 0)
        for index in widths.indices.reversed() where overflow > 0 {
            let cut = min(widths[index], overflow)
            widths[index] -= cut
            overflow -= cut
        }
        for (index, column) in columns.enumerated() where leftover > 0 {
            if case .flexible = column.width {
                widths[index] += 1
                leftover -= 1
            }
        }
        return widths
    }

    /// One line of exactly `width` columns holding `cells`, one per column.
    ///
    /// Missing cells are empty; cells beyond the last column are ignored. A `width` of zero or less
    /// gives the empty string.
    ///
    /// - Complexity: O(*n* + `width`) in the total length of `cells`.
    public func render(_ cells: [String], width: Int) -> String {
        guard width > 0 else { return "" }
        let widths = columnWidths(forWidth: width)
        var line = ""
        for (index, column) in columns.enumerated() {
            if index > 0 { line += TextLine.spaces(spacing) }
            let cell = index < cells.count ? cells[index] : ""
            line += TextLine.padded(cell, toWidth: widths[index], alignment: column.alignment)
        }
        return TextLine.padding(line, toWidth: width)
    }

    /// The characters (grapheme clusters) before each cell in the line ``render(_:width:)`` draws:
    /// where each cell's sanitized, truncated or padded text starts.
    ///
    /// - Complexity: O(*n* + `width`) in the total length of `cells`.
    func cellOffsets(_ cells: [String], width: Int) -> [Int] {
        guard width > 0 else { return Array(repeating: 0, count: columns.count) }
        let widths = columnWidths(forWidth: width)
        var offsets: [Int] = []
        var offset = 0
        for (index, column) in columns.enumerated() {
            if index > 0 { offset += max(spacing, 0) }
            let cell = index < cells.count ? cells[index] : ""
            let padded = TextLine.padded(cell, toWidth: widths[index], alignment: column.alignment)
            // A right-aligned or centred cell starts after its padding.
            let text = TextLine.truncated(cell, toWidth: widths[index])
            offsets.append(offset + (column.alignment == .left ? 0 : padded.count - text.count))
            offset += padded.count
        }
        return offsets
    }

    /// One line per row of `rows`, each exactly `width` columns, with the columns aligned across rows.
    ///
    /// - Complexity: O(*n* + `width` × *r*) for *r* rows of total length *n*.
    public func render(rows: [[String]], width: Int) -> [String] {
        rows.map { render($0, width: width) }
    }
}
