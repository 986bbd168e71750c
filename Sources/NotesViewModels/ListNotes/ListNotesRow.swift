import NotesCore

/// What one row of the notes list shows.
///
/// Built on demand by ``ListNotesRows``, so only the rows a front end reads cost anything.
public struct ListNotesRow: Identifiable, Hashable, Sendable {
    /// The note this row shows.
    public var id: Note.ID
    /// The colour square.
    public var swatch: ListNotesSwatch
    /// The display title (``NotesCore/Note/listTitle``), one line; the front end truncates it.
    public var title: String
    /// Up to ``NotesCore/Note/defaultPreviewLineCount`` preview lines joined with `"\n"`
    /// (``NotesCore/Note/preview(maximumLineCount:)``); empty when the note has no more text.
    ///
    /// While searching, when a word of the query occurs deeper in the note than the title and these
    /// lines show, it is instead the one line where that word first occurs, and ``previewKind`` is
    /// ``ListNotesPreviewKind/matchingLine``.
    public var preview: String
    /// Whether ``preview`` holds the note's first lines or the line where the search matches.
    public var previewKind: ListNotesPreviewKind
    /// How important the note is (``NotesCore/Note/importance``).
    ///
    /// A front end marks the rows of important and unimportant notes; the words for them are
    /// ``ListNotesLabels/important`` and ``ListNotesLabels/unimportant``.
    public var importance: Importance
    /// The note's ``NotesCore/Note/updatedAt`` by the list's date rule: a time today, a day otherwise.
    public var dateText: String
    /// Where the search query occurs, while searching; `nil` otherwise.
    ///
    /// The `title` ranges index ``title`` and the `content` ranges index ``preview`` (not the note's
    /// own strings), so a front end highlights exactly what it shows: every occurrence of every word
    /// of the query there. A match that lies outside the shown lines has no range.
    public var matches: SearchMatchRanges?
    /// Whether the note is a conflicted copy (``NotesCore/Note/conflictedCopyOf``).
    ///
    /// Another device's version of a note two devices changed at once, kept beside it. A front end marks the row
    /// with ``ListNotesLabels/conflictedCopy``.
    public var isConflictedCopy: Bool

    /// Creates a row from its parts.
    public init(
        id: Note.ID, swatch: ListNotesSwatch, title: String, preview: String, dateText: String,
        matches: SearchMatchRanges? = nil, isConflictedCopy: Bool = false,
        previewKind: ListNotesPreviewKind = .firstLines, importance: Importance = .normal
    ) {
        self.isConflictedCopy = isConflictedCopy
        self.previewKind = previewKind
        self.importance = importance
        self.id = id
        self.swatch = swatch
        self.title = title
        self.preview = preview
        self.dateText = dateText
        self.matches = matches
    }
}
