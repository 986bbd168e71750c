/// The colours and pictures a snapshot's text stands for, cell by cell: the content of a style
/// sidecar (`<name>.style` beside `<name>.txt`).
///
/// The text stays the source of truth; the style says how its cells are drawn, by row (the text's
/// line, from 0) and column (the character, a grapheme cluster, from 0, as a terminal line's spans
/// count). Cells not painted are plain. Two styles that draw the same cells the same way are equal
/// and have the same sidecar bytes, however they were painted (see ``sidecarText``).
public struct SnapshotStyle: Hashable, Sendable {
    /// A cell's position.
    public struct Cell: Hashable, Comparable, Sendable {
        /// The line, from 0.
        public var row: Int
        /// The character in the line, from 0.
        public var column: Int

        /// The cell at `row`, `column`.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }

        /// Orders cells by row, then column.
        public static func < (lhs: Cell, rhs: Cell) -> Bool {
            (lhs.row, lhs.column) < (rhs.row, rhs.column)
        }
    }

    /// Every cell that is not plain, with its style.
    public private(set) var cells: [Cell: SnapshotCellStyle] = [:]

    /// A style with every cell plain.
    public init() {}

    /// Whether every cell is plain.
    public var isEmpty: Bool { cells.isEmpty }

    /// The style of the cell at `row`, `column` (plain when never painted).
    public subscript(row: Int, column: Int) -> SnapshotCellStyle {
        cells[Cell(row: row, column: column)] ?? .plain
    }

    /// Gives the cells `columns` of `row` the style `style`, replacing what they had.
    ///
    /// Negative rows and columns are ignored. Painting with ``SnapshotCellStyle/plain`` clears cells.
    /// - Complexity: O(*n*) in the number of columns.
    public mutating func paint(row: Int, columns: Range<Int>, with style: SnapshotCellStyle) {
        guard row >= 0 else { return }
        for column in columns where column >= 0 {
            cells[Cell(row: row, column: column)] = style.isPlain ? nil : style
        }
    }

    /// This style with every cell moved down `rows` and right `columns` (cells moved before row or
    /// column 0 are dropped).
    ///
    /// - Complexity: O(*c*) in the number of painted cells.
    public func offset(rows: Int, columns: Int) -> SnapshotStyle {
        var result = SnapshotStyle()
        for (cell, style) in cells {
            result.paint(
                row: cell.row + rows, columns: cell.column + columns..<cell.column + columns + 1, with: style)
        }
        return result
    }

    /// The cells whose style differs between this style and `other`, sorted.
    ///
    /// - Complexity: O(*c* log *c*) in the number of painted cells of both.
    public func changedCells(comparedWith other: SnapshotStyle) -> [Cell] {
        let positions = Set(cells.keys).union(other.cells.keys)
        return positions.filter { cells[$0] != other.cells[$0] }.sorted()
    }
}
