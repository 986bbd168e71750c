import NotesCore
import NotesTextUI
import TextSnapshots

extension SnapshotStyle {
    /// The style sidecar of a screen's colour spans: each span's cells in its colour, as the
    /// terminal app paints them.
    init(colorSpans: [ColorSpan]) {
        self.init()
        for span in colorSpans {
            let color = span.color.snapshotColor
            let style =
                span.layer == .foreground
                ? SnapshotCellStyle(foreground: color) : SnapshotCellStyle(background: color)
            paint(row: span.line, columns: span.columns, with: style)
        }
    }
}

extension NoteColor {
    /// The colour in 8-bit channels, rounded as the terminal app writes it.
    var snapshotColor: SnapshotColor {
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return SnapshotColor(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
