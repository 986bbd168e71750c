/// A mouse report: what happened, where, and which modifiers were held.
///
/// Coordinates are zero-based cells: column 0, row 0 is the top-left corner.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did.
    public enum Kind: Sendable, Hashable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The mouse moved with a button held.
        case drag(MouseButton)
        /// The mouse moved with no button held (reported only in any-motion mode).
        case move
        /// The wheel turned.
        case scroll(ScrollDirection)
    }

    /// A mouse button.
    public enum MouseButton: Sendable, Hashable {
        /// The primary button.
        case left
        /// The middle button or wheel click.
        case middle
        /// The secondary button.
        case right
    }

    /// The direction the wheel turned.
    public enum ScrollDirection: Sendable, Hashable {
        /// Away from the user.
        case up
        /// Towards the user.
        case down
        /// Tilted left.
        case left
        /// Tilted right.
        case right
    }

    /// What the mouse did.
    public var kind: Kind
    /// The zero-based column.
    public var column: Int
    /// The zero-based row.
    public var row: Int
    /// Shift, Alt and Control as the terminal reported them.
    public var modifiers: KeyModifiers

    /// A mouse event at a cell.
    public init(_ kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
