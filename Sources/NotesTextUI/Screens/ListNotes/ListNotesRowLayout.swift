import NotesCore
import NotesViewModels

/// One row of ``ListNotesScreen`` laid out in text columns.
struct ListNotesRowLayout {
    /// The width of the date column: `12:30 PM` and `07/03/26` both take 8.
    static let dateWidth = 8

    var row: ListNotesRow
    /// `[x] ` or `[ ] ` while editing, `nil` while browsing.
    var checkbox: String?
    /// The most preview lines under the title in the narrow layout, or `nil` for all.
    var previewLineLimit: Int?
    /// What marks a conflicted copy's title (``ListNotesLabels/conflictedCopy``).
    var conflictedCopyLabel = ""

    /// `□` for a swatch with a border (a white note), `■` otherwise.
    var swatch: String { row.swatch.hasBorder ? "□" : "■" }

    /// The title with its matches marked.
    var markedTitle: String {
        let title = Self.marked(row.title, ranges: row.matches?.title ?? [])
        return row.isConflictedCopy ? "[\(conflictedCopyLabel)] \(title)" : title
    }

    /// The preview lines with their matches marked.
    var markedPreviewLines: [String] {
        guard !row.preview.isEmpty else { return [] }
        return Self.lines(of: Self.marked(row.preview, ranges: row.matches?.content ?? []))
    }

    /// `text` split at every line feed that is a character of its own, as splitting it by
    /// characters at `"\n"` does (a carriage return and line feed together are one character, and
    /// stay in the line), reading bytes rather than forming characters.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length of `text`.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A && previous != 0x0D {
                lines.append(String(text[start..<index]))
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        lines.append(String(text[start...]))
        return lines
    }

    /// The row's lines at `width`: one line when `isWide`, else the title line and one indented line
    /// per preview line.
    func lines(width: Int, isWide: Bool) -> [String] {
        let lead = (checkbox ?? "") + swatch
        let leadWidth = TextWidth.of(lead)
        if isWide {
            let layout = ColumnLayout([
                .fixed(leadWidth), .flexible(weight: 2), .flexible(weight: 3),
                .fixed(Self.dateWidth, alignment: .right),
            ])
            let widths = layout.columnWidths(forWidth: width)
            let preview = Self.fitted(markedPreviewLines.joined(separator: " / "), toWidth: widths[2])
            return [
                layout.render(
                    [lead, Self.fitted(markedTitle, toWidth: widths[1]), preview, row.dateText], width: width)
            ]
        }
        let layout = ColumnLayout([.fixed(leadWidth), .flexible(), .fixed(Self.dateWidth, alignment: .right)])
        let titleWidth = layout.columnWidths(forWidth: width)[1]
        let titleLine = layout.render(
            [lead, Self.fitted(markedTitle, toWidth: titleWidth), row.dateText], width: width)
        let indent = String(repeating: " ", count: leadWidth)
        let previewLayout = ColumnLayout([.fixed(leadWidth), .flexible()])
        let previewWidth = previewLayout.columnWidths(forWidth: width)[1]
        return [titleLine]
            + markedPreviewLines.prefix(previewLineLimit ?? Int.max).map { line in
                previewLayout.render([indent, Self.fitted(line, toWidth: previewWidth)], width: width)
            }
    }

    /// `marked` truncated to `width` columns, closing a match that the ellipsis cuts (`нед«ел»…`), so
    /// that every ``ListNotesScreen/highlightStart`` shown has its ``ListNotesScreen/highlightEnd``.
    static func fitted(_ marked: String, toWidth width: Int) -> String {
        let truncated = TextLine.truncated(marked, toWidth: width)
        guard Self.isMatchOpen(truncated), width > 1 else { return truncated }
        let shorter = TextLine.truncated(marked, toWidth: width - 1)
        guard let ellipsis = shorter.lastIndex(of: "…") else { return truncated }
        var closed = shorter
        closed.insert(contentsOf: ListNotesScreen.highlightEnd, at: ellipsis)
        return Self.isMatchOpen(closed) ? truncated : closed
    }

    /// Whether `text` ends inside a match: its last marker is a ``ListNotesScreen/highlightStart``.
    static func isMatchOpen(_ text: String) -> Bool {
        let start = Character(ListNotesScreen.highlightStart)
        let end = Character(ListNotesScreen.highlightEnd)
        return text.last { $0 == start || $0 == end } == start
    }

    /// `text` with ``ListNotesScreen/highlightStart`` and ``ListNotesScreen/highlightEnd`` around each
    /// range; ranges must be ascending, non-overlapping and index `text`.
    static func marked(_ text: String, ranges: [Range<String.Index>]) -> String {
        guard !ranges.isEmpty else { return text }
        var result = ""
        var position = text.startIndex
        for range in ranges where range.lowerBound >= position && range.upperBound <= text.endIndex {
            result += text[position..<range.lowerBound]
            result += ListNotesScreen.highlightStart + text[range] + ListNotesScreen.highlightEnd
            position = range.upperBound
        }
        result += text[position...]
        return result
    }
}
