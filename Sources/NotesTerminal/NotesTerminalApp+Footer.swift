import NotesTextUI
import NotesViewModels
import Terminal

/// The footer: the keys of the screen shown, packed whole into as many lines as the terminal
/// gives it.
///
/// On a terminal of ``NotesTerminalApp/twoLineFooterRows`` rows or more the footer takes a
/// second line when the keys do not fit on one, so at 80×24 every key of each screen shows,
/// including g/G, PgUp/PgDn, Ctrl-U/D, `v`, `x`/`X`, `u`, Ctrl-G, Ctrl-/, Ctrl-Y and Ctrl-L. A
/// smaller terminal keeps one line for its notes. Russian words are longer: at 80 columns its list
/// leaves out Tab (the tab bar names the gallery) and Ctrl-L, its editor Tab and Ctrl-L. What does not fit is dropped from the end, but
/// the last key (quit, back or cancel) always stays, and `?` or F1 (every key, in the help) comes
/// first.
extension NotesTerminalApp {
    /// The fewest rows of a terminal on which the footer may take two lines.
    public static let twoLineFooterRows = 20

    /// The footer's lines for a terminal `width` columns wide: one, or two on a tall terminal
    /// when the keys need them.
    ///
    /// - Complexity: O(*k*²) for the *k* keys of the screen (a dozen or so).
    func footerLines(width: Int) -> [String] {
        if let shareMessage, question == nil {
            return [TextLine.truncated(" " + shareMessage, toWidth: width)]
        }
        let lineLimit = size.rows >= Self.twoLineFooterRows ? 2 : 1
        var hints = footerHints().map { "\($0.key) \($0.action)" }
        while true {
            let lines = Self.packed(hints, width: width)
            if lines.count <= lineLimit || hints.count <= 1 {
                return lines.prefix(lineLimit).map { TextLine.truncated($0, toWidth: width) }
            }
            hints.remove(at: hints.count - 2)
        }
    }

    /// The lines of the body between the top line and the footer, at least one.
    var bodyHeight: Int { bodyHeight(footerLineCount: footerLines(width: max(size.columns, 20)).count) }

    /// The lines of the body under a footer of `footerLineCount` lines, at least one.
    func bodyHeight(footerLineCount: Int) -> Int { max(size.rows - 1 - footerLineCount, 1) }

    /// `hints` in order, as many whole ones to a line as fit in `width`, two spaces apart.
    private static func packed(_ hints: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for hint in hints {
            let hintWidth = TextWidth.of(hint)
            if !line.isEmpty, lineWidth + 2 + hintWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if line.isEmpty {
                line = " " + hint
                lineWidth = 1 + hintWidth
            } else {
                line += "  " + hint
                lineWidth += 2 + hintWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The keys the footer lists for the screen shown, in the app's language, most useful first;
    /// the last (quit, back or cancel) is always shown.
    ///
    /// A narrow or short terminal shows fewer of them (see the type's overview); ``helpHints()``
    /// lists every key.
    public func footerHints() -> [KeyHint] {
        activeKeyTable.footerHints
    }
}
