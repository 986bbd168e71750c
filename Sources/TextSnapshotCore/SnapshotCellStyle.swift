/// How one cell of a snapshot's text is drawn: its colours, bold and inverse, or a picture.
///
/// A picture cell is drawn as the terminal draws half-block pictures: `▀` with the top pixel as
/// the foreground and the bottom pixel as the background (none where a picture with an odd number
/// of pixel rows ends), whatever character the text holds there.
public struct SnapshotCellStyle: Hashable, Sendable {
    /// The text colour; `nil` for the default.
    public var foreground: SnapshotColor?
    /// The cell colour behind the text; `nil` for the default.
    public var background: SnapshotColor?
    /// Whether the text is bold.
    public var isBold: Bool
    /// Whether foreground and background are swapped (a selection, a title bar).
    public var isInverse: Bool
    /// Whether the cell is a picture's half-block cell (see the type's summary).
    public private(set) var isPicture: Bool

    /// A text style; the default is plain text.
    public init(
        foreground: SnapshotColor? = nil, background: SnapshotColor? = nil, isBold: Bool = false,
        isInverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isInverse = isInverse
        self.isPicture = false
    }

    /// A picture's cell: the `top` pixel over the `bottom` one (`nil` past a picture's last row).
    public static func picture(top: SnapshotColor, bottom: SnapshotColor?) -> SnapshotCellStyle {
        var style = SnapshotCellStyle(foreground: top, background: bottom)
        style.isPicture = true
        return style
    }

    /// Plain text: no colour, not bold, not inverse, no picture.
    public static let plain = SnapshotCellStyle()

    /// Whether the cell is drawn as plain text.
    public var isPlain: Bool { self == .plain }
}
