/// A zero-based cell on the screen.
public struct CursorPosition: Sendable, Hashable {
    /// The zero-based column.
    public var column: Int
    /// The zero-based row.
    public var row: Int

    /// The cell at `column`, `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
