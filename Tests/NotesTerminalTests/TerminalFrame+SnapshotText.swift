import NotesTextUI
import Terminal
import TextSnapshots

extension TerminalFrame {
    /// The frame as reviewable text: each line between bars, padded to the frame's width, after a
    /// mark for its styles; then where the cursor is.
    ///
    /// Marks: `▓` a line with inverse video, `b` bold, `c` colour, a space for plain text. A line
    /// with several styles shows the first of inverse, bold, colour.
    func snapshotText(width: Int) -> String {
        var text = lines.map { line in
            let padding = String(repeating: " ", count: max(width - TextWidth.of(line.text), 0))
            return "\(line.styleMark)│\(line.text)\(padding)│"
        }
        if let cursor {
            text.append("cursor: column \(cursor.column), row \(cursor.row)")
        } else {
            text.append("cursor: hidden")
        }
        return text.joined(separator: "\n")
    }
}

extension TerminalFrame {
    /// The frame's colours, bold and inverse cells as a snapshot style over ``snapshotText(width:)``:
    /// each line's spans (the later winning where they overlap), moved right past the mark and the
    /// left bar.
    var snapshotStyle: SnapshotStyle {
        var style = SnapshotStyle()
        for (row, line) in lines.enumerated() {
            for span in line.spans {
                style.paint(
                    row: row, columns: span.range.lowerBound + 2..<span.range.upperBound + 2,
                    with: span.style.snapshotCellStyle)
            }
        }
        return style
    }
}

extension TextStyle {
    /// The same style in a snapshot's terms.
    var snapshotCellStyle: SnapshotCellStyle {
        SnapshotCellStyle(
            foreground: foreground.map(\.snapshotColor), background: background.map(\.snapshotColor),
            isBold: isBold, isInverse: isInverse)
    }
}

extension RGBColor {
    /// The same colour in a snapshot's terms.
    var snapshotColor: SnapshotColor { SnapshotColor(red: red, green: green, blue: blue) }
}

extension TerminalLine {
    /// One character for the styles of this line's spans.
    var styleMark: Character {
        let styles = spans.map(\.style)
        if styles.contains(where: \.isInverse) { return "▓" }
        if styles.contains(where: \.isBold) { return "b" }
        if styles.contains(where: { $0.foreground != nil || $0.background != nil }) { return "c" }
        return " "
    }
}
