import Foundation
import NotesCore

/// The rows of the notes list, newest first, built one at a time when read.
///
/// Which notes, in which order, and the search and moment behind them are fixed when the value is
/// made; the text of each row is read from the list's notes when the row is built. So a value read
/// after a later change (normally replaced by then) keeps its rows but may show a note's newer text,
/// and a note deleted since shows as an empty note. Obtaining it costs nothing per note; each element
/// access builds one ``ListNotesRow`` (the title, the preview, the date text and, while searching,
/// the match ranges), so a table front end pays only for the cells on screen, whether the list holds
/// 20 notes or 100,000.
public struct ListNotesRows: RandomAccessCollection, Sendable {
    @usableFromInline let keys: [ListNotesRowKey]
    let notes: ListNotesNoteStore
    let search: SearchResult?
    let dateFormatter: NoteDateFormatter
    /// The moment the date texts are relative to.
    let reference: Date

    /// No rows.
    public init() {
        self.init(
            keys: [], notes: ListNotesNoteStore(Notebook()), search: nil,
            dateFormatter: NoteDateFormatter(
                now: .fixed(.distantPast), calendar: Calendar(identifier: .gregorian), timeZone: .gmt,
                locale: Locale(identifier: "en_US_POSIX")),
            reference: .distantPast)
    }

    init(
        keys: [ListNotesRowKey], notes: ListNotesNoteStore, search: SearchResult?,
        dateFormatter: NoteDateFormatter,
        reference: Date
    ) {
        self.keys = keys
        self.notes = notes
        self.search = search
        self.dateFormatter = dateFormatter
        self.reference = reference
    }

    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of rows.
    public var endIndex: Int { keys.count }

    /// The row at `position`, built now.
    ///
    /// - Complexity: O(*m*) in the length of the lines shown (and, while searching, of the title and
    ///   preview, to find the matches, and of the note's text when a word of the query is not in
    ///   them, to find its line); independent of the number of rows.
    public subscript(position: Int) -> ListNotesRow {
        let key = keys[position]
        let note =
            notes.note(withID: key.id)
            ?? Note(id: key.id, createdAt: key.updatedAt, updatedAt: key.updatedAt)
        let title = note.listTitle
        var preview = note.preview()
        var previewKind = ListNotesPreviewKind.firstLines
        var matches: SearchMatchRanges?
        if let search {
            let isPlaceholder =
                title == Note.placeholderTitle && note.title.allSatisfy(\.isWhitespace)
                && note.content.allSatisfy(\.isWhitespace)
            let shownTitle = isPlaceholder ? "" : title
            if let line = search.matchingLine(in: note, shownTitle: shownTitle, shownPreview: preview) {
                preview = String(line)
                previewKind = .matchingLine
            }
            let shown = Note(id: note.id, title: shownTitle, content: preview, createdAt: note.createdAt)
            matches = search.ranges(in: shown)
        }
        return ListNotesRow(
            id: note.id, swatch: ListNotesSwatch(color: note.color), title: title, preview: preview,
            dateText: dateFormatter.string(from: note.updatedAt, relativeTo: reference), matches: matches,
            isConflictedCopy: note.conflictedCopyOf != nil, previewKind: previewKind,
            importance: note.importance)
    }

    /// The id of the note of the row at `position`, without building the row.
    ///
    /// - Complexity: O(1).
    public func id(at position: Int) -> Note.ID {
        keys[position].id
    }

    /// The ids of the rows, in order.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    public var ids: [Note.ID] { keys.map(\.id) }

    /// The position of the row showing the note `id`, or `nil`.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    public func firstIndex(ofNoteWithID id: Note.ID) -> Int? {
        keys.firstIndex { $0.id == id }
    }
}
