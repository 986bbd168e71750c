import NotesTextUI
import Terminal

/// The help box: every key of the screen under it, opened with `?` (F1 where `?` is typed text),
/// scrolled with ↑/↓, PgUp/PgDn and Home/End when it is taller than the terminal, and closed with
/// any other key.
///
/// Its rows come from the help rows of the table of the screen under it, the table that also
/// dispatches that screen's keys.
@MainActor
final class HelpScreen: TerminalScreen {
    /// Whether the help is over the screen shown.
    private(set) var isShown = false
    /// The first row of keys the box shows, when it is scrolled.
    private var firstRow = 0
    private unowned let host: any ScreenHost

    /// A closed help box of the app `host` shows.
    init(host: any ScreenHost) {
        self.host = host
    }

    /// Opens the help at its first row.
    func open() {
        isShown = true
        firstRow = 0
    }

    var keyTable: KeyTable<BoxKey> { BoxKey.help(host.words) }

    /// The scrolling keys scroll the box, any other closes it.
    func handle(_ key: BoxKey, _ press: TerminalKeyPress) -> NotesTerminalAction {
        let page = max(rowsShown(height: host.bodyHeight) - 1, 1)
        switch key {
        case .scrollUp: firstRow -= 1
        case .scrollDown: firstRow += 1
        case .pageUp: firstRow -= page
        case .pageDown: firstRow += page
        case .top: firstRow = 0
        case .bottom: firstRow = .max / 2
        default: isShown = false
        }
        // The box clamps it to its rows when drawn; keep it in range for the next key too.
        firstRow = min(max(firstRow, 0), max(rows(width: max(host.size.columns, 20)).count - 1, 0))
        return .redraw
    }

    /// The box: the keys in two columns, framed, titled; empty while the help is closed.
    ///
    /// Taller than `height`, it shows a window of the rows from the first row scrolled to and, on
    /// its last line, which rows those are and the keys that scroll.
    func frame(width: Int, height: Int) -> ScreenFrame {
        guard isShown else { return ScreenFrame([]) }
        let frame = box(width: width)
        let rows = rows(width: width)
        guard rows.count + 2 > height else { return Self.lines(frame.render(lines: rows)) }
        let shown = rowsShown(height: height)
        firstRow = min(max(firstRow, 0), max(rows.count - shown, 0))
        let last = min(firstRow + shown, rows.count)
        let position = NotesTerminalText.hint(
            "\(firstRow + 1)–\(last) of \(rows.count) · ↑↓ PgUp PgDn",
            "\(firstRow + 1)–\(last) из \(rows.count) · ↑↓ PgUp PgDn", host.language)
        let window =
            Array(rows[firstRow..<last]) + [TextLine.truncated(position, toWidth: frame.contentWidth)]
        return Self.lines(Array(frame.render(lines: window).prefix(height)))
    }

    private static func lines(_ texts: [String]) -> ScreenFrame {
        ScreenFrame(texts.map { TerminalLine($0) })
    }

    /// The rows of keys the box shows at `height` lines, when they do not all fit: the box's
    /// borders and its last line (which says where the window is) take three.
    private func rowsShown(height: Int) -> Int { max(height - 3, 1) }

    /// The help's rows: the keys in two columns, a blank line, how to close it.
    ///
    /// A description too long for its column goes on, on lines indented under the description
    /// column; a key wider than two fifths of the box takes a line of its own, its description
    /// under it.
    private func rows(width: Int) -> [String] {
        let frame = box(width: width)
        let hints = host.helpHints()
        // The key column fits the keys up to two fifths of the box; a wider key takes a line.
        let widest = frame.contentWidth * 2 / 5
        let keyWidth = hints.map { TextWidth.of($0.key) }.filter { $0 <= widest }.max() ?? widest
        let actionWidth = max(frame.contentWidth - keyWidth - 2, 1)
        let indent = String(repeating: " ", count: keyWidth + 2)
        var rows: [String] = []
        for hint in hints {
            var lead = TextLine.padded(hint.key, toWidth: keyWidth + 2)
            if TextWidth.of(hint.key) > keyWidth {
                // Keys wider than their column take a line of their own.
                rows.append(TextLine.truncated(hint.key, toWidth: frame.contentWidth))
                lead = indent
            }
            let lines = TextLine.wrapped(hint.action, toWidth: actionWidth)
            rows += lines.enumerated().map { index, line in (index == 0 ? lead : indent) + line }
        }
        rows.append("")
        rows += TextLine.wrapped(
            NotesTerminalText.hint(
                "Any key closes this help.", "Любая клавиша закрывает справку.", host.language),
            toWidth: frame.contentWidth)
        return rows
    }

    /// The width of the box on a terminal `width` columns wide: the terminal's, less a margin of
    /// two columns each side (none at 44 columns or fewer), and at most 100.
    static func boxWidth(terminalWidth width: Int) -> Int {
        width > 44 ? min(width - 4, 100) : width
    }

    private func box(width: Int) -> Frame {
        Frame(
            width: Self.boxWidth(terminalWidth: width),
            title: NotesTerminalText.hint("Keys", "Клавиши", host.language))
    }
}
