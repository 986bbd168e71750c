import NotesCore

/// One square of the colour selector: white, red, green, or the custom square.
public struct ColorSelectorSquare: Hashable, Sendable {
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

        /// The colour of a fixed square, or `nil` for the custom square.
        public var fixedColor: NoteColor? {
            switch self {
            case .white: .white
            case .red: .red
            case .green: .green
            case .custom: nil
            }
        }
    }

    /// What a square shows.
    public enum Fill: Hashable, Sendable {
        /// A colour.
        case color(NoteColor)
        /// A palette of hues: the custom square before it holds a colour; tapping it opens the
        /// picker.
        case palette
    }

    /// Which square this is.
    public var kind: Kind
    /// What the square shows.
    public var fill: Fill
    /// Whether the note's colour is this square's: the square shows a check mark.
    public var isChecked: Bool
    /// The check mark that stays visible on this square's fill: dark on light colours, light on
    /// dark ones.
    public var checkMark: ColorSelectorCheckMark
    /// Whether the square needs a border to be seen on a white background (white and near-white).
    public var hasBorder: Bool

    /// A square showing `fill`; the check mark and the border follow from the fill.
    public init(kind: Kind, fill: Fill, isChecked: Bool) {
        self.kind = kind
        self.fill = fill
        self.isChecked = isChecked
        switch fill {
        case .color(let color):
            self.checkMark = ColorSelectorCheckMark(on: color)
            self.hasBorder = ColorSelectorCheckMark.relativeLuminance(of: color) > Self.borderLuminance
        case .palette:
            self.checkMark = .dark
            self.hasBorder = false
        }
    }

    /// The square's colour, or `nil` while it shows a palette.
    public var color: NoteColor? {
        if case .color(let color) = fill { color } else { nil }
    }

    /// Fills lighter than this relative luminance get a border: white (1.0) and the palest tints,
    /// which differ from a white background by a contrast ratio below 1.25 (luminance above 0.79).
    static let borderLuminance = 0.79
}
