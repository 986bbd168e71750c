/// The named colours offered by the colour selector and used by the preset notes.
extension NoteColor {
    /// Opaque black.
    public static let black = NoteColor(red: 0, green: 0, blue: 0)
    /// Mid grey, 50% of each channel.
    public static let gray = NoteColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Pure red.
    public static let red = NoteColor(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = NoteColor(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = NoteColor(red: 0, green: 0, blue: 1)
    /// Yellow (red and green).
    public static let yellow = NoteColor(red: 1, green: 1, blue: 0)
    /// Cyan (green and blue).
    public static let cyan = NoteColor(red: 0, green: 1, blue: 1)
    /// Magenta (red and blue).
    public static let magenta = NoteColor(red: 1, green: 0, blue: 1)
    /// Orange, `#FF8000`.
    public static let orange = NoteColor(red: 1, green: 128.0 / 255, blue: 0)
    /// Purple, `#800080`.
    public static let purple = NoteColor(red: 128.0 / 255, green: 0, blue: 128.0 / 255)
    /// Fully transparent black.
    public static let clear = NoteColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The opaque named colours in a fixed order: white, black, gray, red, green, blue, yellow,
    /// cyan, magenta, orange, purple.
    public static let presets: [NoteColor] = [
        .white, .black, .gray, .red, .green, .blue, .yellow, .cyan, .magenta, .orange, .purple,
    ]
}
