import NotesCore
import NotesTextUI
import TextSnapshots

extension SnapshotStyle {
    /// The style sidecar of a screen's colour spans, highlights and pictures: each colour span's
    /// cells in its colour, each highlight's cells reversed, each picture's cells as half blocks, as
    /// the terminal app paints them.
    init(colorSpans: [ColorSpan] = [], highlightSpans: [HighlightSpan] = [], pictureSpans: [PictureSpan] = [])
    {
        self.init()
        for span in colorSpans {
            let color = span.color.snapshotColor
            let style =
                span.layer == .foreground
                ? SnapshotCellStyle(foreground: color) : SnapshotCellStyle(background: color)
            paint(row: span.line, columns: span.columns, with: style)
        }
        for span in highlightSpans {
            paint(row: span.line, columns: span.columns, with: SnapshotCellStyle(isInverse: true))
        }
        for picture in pictureSpans {
            let pixels = picture.pixels
            for row in 0..<picture.rows {
                for x in 0..<picture.columns {
                    let top = pixels.pixel(x: x, y: row * 2)
                    let bottom = row * 2 + 1 < pixels.size.height ? pixels.pixel(x: x, y: row * 2 + 1) : nil
                    let column = picture.column + x
                    paint(
                        row: picture.line + row, columns: column..<column + 1,
                        with: .picture(
                            top: SnapshotColor(red: top.red, green: top.green, blue: top.blue),
                            bottom: bottom.map { SnapshotColor(red: $0.red, green: $0.green, blue: $0.blue) })
                    )
                }
            }
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
