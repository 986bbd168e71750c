/// A snapshot drawn as HTML: its characters in a `<pre>`, each run of cells of one style in a span.
extension SnapshotPicture {
    /// The `<pre>` of the picture, the cells in `marked` outlined.
    ///
    /// Colours are inline styles; a picture's cell (or a `▀` the text holds with a colour) is drawn
    /// as its two pixels, top over bottom; inverse swaps the colours; characters a terminal draws
    /// two columns wide are set two columns wide.
    /// - Complexity: O(*n*) in the number of cells.
    func html(marked: Set<SnapshotStyle.Cell>) -> String {
        var output = "<pre>"
        let lines = rows
        let rowCount = max(lines.count, (style.cells.keys.map(\.row).max() ?? -1) + 1)
        for row in 0..<rowCount {
            let line = row < lines.count ? lines[row] : []
            let lastStyled = style.cells.keys.filter { $0.row == row }.map(\.column).max() ?? -1
            let width = max(line.count, lastStyled + 1)
            var run = ""
            var runKey: (css: String, marked: Bool)?
            func flush() {
                guard let key = runKey, !run.isEmpty else { return }
                output += Self.span(run, css: key.css, classes: key.marked ? ["m"] : [])
                run = ""
                runKey = nil
            }
            for column in 0..<width {
                let character = column < line.count ? line[column] : " "
                let cell = SnapshotStyle.Cell(row: row, column: column)
                let cellStyle = style[row, column]
                let (shown, css) = Self.drawn(character, cellStyle)
                let isMarked = marked.contains(cell)
                if Self.isWide(character) {
                    flush()
                    output += Self.span(shown, css: css, classes: ["w"] + (isMarked ? ["m"] : []))
                    continue
                }
                if let key = runKey, key.css != css || key.marked != isMarked { flush() }
                runKey = (css, isMarked)
                run += shown
            }
            flush()
            output += "\n"
        }
        return output + "</pre>"
    }

    /// A run of escaped text, bare when plain, else in a span with its style and classes.
    private static func span(_ text: String, css: String, classes: [String]) -> String {
        let escaped = SnapshotReviewPage.escaped(text)
        guard !css.isEmpty || !classes.isEmpty else { return escaped }
        let classList = (css.isEmpty ? [] : ["c"]) + classes
        let styleAttribute = css.isEmpty ? "" : " style=\"\(css)\""
        return "<span class=\"\(classList.joined(separator: " "))\"\(styleAttribute)>\(escaped)</span>"
    }

    /// The character shown for a cell and its inline CSS (empty for plain text).
    private static func drawn(_ character: Character, _ style: SnapshotCellStyle) -> (String, String) {
        if style.isPicture || (character == "▀" && style.foreground != nil) {
            let top = style.foreground?.description ?? "var(--bg)"
            let bottom = style.background?.description ?? "var(--bg)"
            return (" ", "background:linear-gradient(\(top) 50%,\(bottom) 50%)")
        }
        var foreground = style.foreground?.description
        var background = style.background?.description
        if style.isInverse {
            (foreground, background) = (background ?? "var(--bg)", foreground ?? "var(--fg)")
        }
        var css: [String] = []
        if let foreground { css.append("color:\(foreground)") }
        if let background { css.append("background:\(background)") }
        if style.isBold { css.append("font-weight:bold") }
        return (String(character), css.joined(separator: ";"))
    }

    /// Whether a terminal draws the character two columns wide: East Asian wide and full-width
    /// characters and emoji (the common ranges; the page only needs the columns to line up).
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if character.unicodeScalars.contains("\u{FE0F}") { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
