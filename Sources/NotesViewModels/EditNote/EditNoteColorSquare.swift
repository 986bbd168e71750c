import NotesCore

/// One square of the editor's colour selector: white, red, green, or the custom square.
///
/// The custom square holds the last colour picked that is none of the other three (or the note's
/// own colour when it opened with one); until then it has no colour and a front end shows a
/// palette in it. The full selector and the colour picker belong to their own screen; the editor
/// keeps only the chosen colour.
public struct EditNoteColorSquare: Hashable, Sendable {
    /// Which square this is.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// Opaque white, the default.
        case white
        /// Pure red.
        case red
        /// Pure green.
        case green
        /// The square that holds a colour of the user's own.
        case custom
    }

    /// Which square this is.
    public var kind: Kind
    /// The square's colour; `nil` only for a custom square that holds no colour yet.
    public var color: NoteColor?
    /// Whether the note's colour is this square's (the square shows a check mark).
    public var isSelected: Bool

    /// Creates a square.
    public init(kind: Kind, color: NoteColor?, isSelected: Bool) {
        self.kind = kind
        self.color = color
        self.isSelected = isSelected
    }

    /// The colour of a fixed square, or `nil` for the custom square.
    public static func presetColor(of kind: Kind) -> NoteColor? {
        switch kind {
        case .white: .white
        case .red: .red
        case .green: .green
        case .custom: nil
        }
    }

    /// The four squares in order for a note coloured `selected`, with `custom` in the last one.
    ///
    /// A selected colour matching none of the fixed squares is expected in `custom`; it is checked
    /// there.
    public static func squares(selected: NoteColor, custom: NoteColor?) -> [EditNoteColorSquare] {
        Kind.allCases.map { kind in
            let color = presetColor(of: kind) ?? custom
            return EditNoteColorSquare(kind: kind, color: color, isSelected: color == selected)
        }
    }
}
