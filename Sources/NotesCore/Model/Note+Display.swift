/// How a note is summarised in the notes list: a title line and a few preview lines.
///
/// Lines are separated by any Unicode line break (`\n`, `\r\n`, `\r`, U+2028, …). A line is
/// *blank* when it holds only whitespace; shown lines are trimmed of surrounding whitespace and cut
/// after ``Note/maximumDisplayLineLength`` Unicode scalars (a row cannot show more, and a
/// megabyte-long line must not cost a megabyte-long string).
/// Everything here reads the text lazily, only as far as the answer needs: the cost is the length
/// of the lines returned plus the blank lines before them, never the whole of a long note.
extension Note {
    /// The list title of a note that has neither a title nor any text.
    public static let placeholderTitle = "New Note"

    /// The most Unicode scalars of one line that the list title or a preview line keeps.
    public static let maximumDisplayLineLength = 1_000

    /// The number of preview lines shown when no count is given.
    ///
    /// Two lines fit a list row under its title on a phone and in an 80-column terminal.
    public static let defaultPreviewLineCount = 2

    /// The title shown in the notes list.
    ///
    /// The first non-blank line of ``title``, trimmed; else the first non-blank line of ``content``,
    /// trimmed; else ``placeholderTitle``.
    ///
    /// - Complexity: O(k), where k is the length of the text up to the end of the line returned
    ///   (past ``maximumDisplayLineLength``, the rest of a line is skipped byte by byte).
    public var listTitle: String {
        if let line = Self.nonBlankLines(of: title).first(where: { _ in true }) { return String(line) }
        if let line = Self.nonBlankLines(of: content).first(where: { _ in true }) { return String(line) }
        return Self.placeholderTitle
    }

    /// The first non-blank lines of ``content``, trimmed, without the line used as the list title.
    ///
    /// The first non-blank content line is left out when it is the list title: always when
    /// ``title`` is blank, and when the title equals that line (as in notes imported from apps that
    /// kept the title as the first line of the text). Returns at most `maximumCount` lines; none when
    /// `maximumCount` is zero or negative.
    ///
    /// - Complexity: O(k), where k is the length of the content up to the last line returned.
    public func previewLines(maximumCount: Int = Note.defaultPreviewLineCount) -> [String] {
        guard maximumCount > 0 else { return [] }
        var lines = Self.nonBlankLines(of: content).makeIterator()
        var result: [String] = []
        if let first = lines.next() {
            let titleLine = Self.nonBlankLines(of: title).first(where: { _ in true })
            if let titleLine, titleLine != first { result.append(String(first)) }
        }
        while result.count < maximumCount, let line = lines.next() {
            result.append(String(line))
        }
        return result
    }

    /// ``previewLines(maximumCount:)`` joined with `"\n"`; empty when there are none.
    ///
    /// - Complexity: O(k), as for ``previewLines(maximumCount:)``.
    public func preview(maximumLineCount: Int = Note.defaultPreviewLineCount) -> String {
        previewLines(maximumCount: maximumLineCount).joined(separator: "\n")
    }

    /// The non-blank lines of `text`, trimmed, produced one at a time.
    static func nonBlankLines(of text: String) -> NonBlankLines {
        NonBlankLines(text: text, maximumLength: maximumDisplayLineLength)
    }
}
