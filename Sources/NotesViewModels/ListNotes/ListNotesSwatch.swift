import NotesCore

/// The colour square at the start of a row.
public struct ListNotesSwatch: Hashable, Sendable {
    /// The note's colour.
    public var color: NoteColor
    /// Whether the square is drawn with a border, so that a white note's swatch shows on a white
    /// background (true exactly for ``NotesCore/NoteColor/white``).
    public var hasBorder: Bool

    /// The swatch of a note of `color`.
    public init(color: NoteColor) {
        self.color = color
        hasBorder = color == .white
    }
}
