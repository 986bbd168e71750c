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

    /// What marks the note's importance before its title: `! ` for an important note, `↓ ` for an
    /// unimportant one, nothing for a normal one.
    var importanceMarker: String {
        switch row.importance {
        case .important: ListNotesScreen.importantMarker + " "
        case .unimportant: ListNotesScreen.unimportantMarker + " "
        case .normal: ""
        }
    }

    /// The title, after the importance marker and the conflicted-copy label, with its matches.
    var titleText: ListNotesRowText {
        let title = ListNotesRowText(Substring(row.title), ranges: row.matches?.title ?? [])
        let label = row.isConflictedCopy ? "[\(conflictedCopyLabel)] " : ""
        return ListNotesRowText(plain: importanceMarker + label) + title
    }

    /// The preview's lines, each with its matches.
    var previewTexts: [ListNotesRowText] {
        guard !row.preview.isEmpty else { return [] }
        let ranges = row.matches?.content ?? []
        return Self.lineRanges(of: row.preview).map { ListNotesRowText(row.preview[$0], ranges: ranges) }
    }

    /// The lines of `text` as ``lines(of:)`` splits it, as ranges of `text`.
    static func lineRanges(of text: String) -> [Range<String.Index>] {
        var lines: [Range<String.Index>] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A && previous != 0x0D {
                lines.append(start..<index)
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        lines.append(start..<utf8.endIndex)
        return lines
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
        laidOut(width: width, isWide: isWide).lines
    }

    /// The row's lines at `width`, as ``lines(width:isWide:)``, and the characters of each line that
    /// show search matches (lines counted from the row's first, characters from the line's first).
    func laidOut(width: Int, isWide: Bool) -> (
        lines: [String], highlights: [(line: Int, columns: Range<Int>)]
    ) {
        let lead = (checkbox ?? "") + swatch
        let leadWidth = TextWidth.of(lead)
        var highlights: [(line: Int, columns: Range<Int>)] = []
        var lineCount = 0
        func render(_ layout: ColumnLayout, _ cells: [ListNotesRowText], width: Int) -> String {
            let texts = cells.map(\.text)
            let offsets = layout.cellOffsets(texts, width: width)
            for (cell, offset) in zip(cells, offsets) {
                for range in cell.highlights {
                    highlights.append((lineCount, (range.lowerBound + offset)..<(range.upperBound + offset)))
                }
            }
            return layout.render(texts, width: width)
        }
        if isWide {
            let layout = ColumnLayout([
                .fixed(leadWidth), .flexible(weight: 2), .flexible(weight: 3),
                .fixed(Self.dateWidth, alignment: .right),
            ])
            let widths = layout.columnWidths(forWidth: width)
            let previews = previewTexts
            let preview =
                previews.isEmpty
                ? ListNotesRowText(plain: "")
                : previews.dropFirst().reduce(previews[0]) { $0 + ListNotesRowText(plain: " / ") + $1 }
            let line = render(
                layout,
                [
                    ListNotesRowText(plain: lead), titleText.fitted(toWidth: widths[1]),
                    preview.excerpt(toWidth: widths[2]).fitted(toWidth: widths[2]),
                    ListNotesRowText(plain: row.dateText),
                ], width: width)
            return ([line], highlights)
        }
        let layout = ColumnLayout([.fixed(leadWidth), .flexible(), .fixed(Self.dateWidth, alignment: .right)])
        let titleWidth = layout.columnWidths(forWidth: width)[1]
        var lines = [
            render(
                layout,
                [
                    ListNotesRowText(plain: lead), titleText.fitted(toWidth: titleWidth),
                    ListNotesRowText(plain: row.dateText),
                ], width: width)
        ]
        let indent = ListNotesRowText(plain: String(repeating: " ", count: leadWidth))
        let previewLayout = ColumnLayout([.fixed(leadWidth), .flexible()])
        let previewWidth = previewLayout.columnWidths(forWidth: width)[1]
        for line in previewTexts.prefix(previewLineLimit ?? Int.max) {
            lineCount += 1
            let shown = line.excerpt(toWidth: previewWidth).fitted(toWidth: previewWidth)
            lines.append(render(previewLayout, [indent, shown], width: width))
        }
        return (lines, highlights)
    }
}
