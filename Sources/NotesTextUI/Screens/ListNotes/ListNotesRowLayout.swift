import NotesCore
import NotesViewModels

/// One row of ``ListNotesScreen`` laid out in text columns.
struct ListNotesRowLayout {
    /// The width of the date column: `12:30 PM` and `07/03/26` both take 8.
    static let dateWidth = 8

    var row: ListNotesRow
    /// `[x] ` or `[ ] ` while editing, `nil` while browsing.
    var checkbox: String?

    /// `□` for a swatch with a border (a white note), `■` otherwise.
    var swatch: String { row.swatch.hasBorder ? "□" : "■" }

    /// The title with its matches marked.
    var markedTitle: String {
        Self.marked(row.title, ranges: row.matches?.title ?? [])
    }

    /// The preview lines with their matches marked.
    var markedPreviewLines: [String] {
        guard !row.preview.isEmpty else { return [] }
        return Self.marked(row.preview, ranges: row.matches?.content ?? []).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
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
            let preview = markedPreviewLines.joined(separator: " / ")
            return [layout.render([lead, markedTitle, preview, row.dateText], width: width)]
        }
        let titleLine = ColumnLayout([.fixed(leadWidth), .flexible(), .fixed(Self.dateWidth, alignment: .right)])
            .render([lead, markedTitle, row.dateText], width: width)
        let indent = String(repeating: " ", count: leadWidth)
        let previewLayout = ColumnLayout([.fixed(leadWidth), .flexible()])
        return [titleLine] + markedPreviewLines.map { previewLayout.render([indent, $0], width: width) }
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
