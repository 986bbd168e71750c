/// The size of the terminal in character cells.
public struct TerminalSize: Sendable, Hashable {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
