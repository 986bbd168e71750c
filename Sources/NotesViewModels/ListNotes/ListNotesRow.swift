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
    public var preview: String
    /// The note's ``NotesCore/Note/updatedAt`` by the list's date rule: a time today, a day otherwise.
    public var dateText: String
    /// Where the search query occurs, while searching; `nil` otherwise.
    ///
    /// The `title` ranges index ``title`` and the `content` ranges index ``preview`` (not the note's
    /// own strings), so a front end highlights exactly what it shows. A match that lies outside the
    /// shown lines has no range.
    public var matches: SearchMatchRanges?
    /// Whether the note is a conflicted copy (``NotesCore/Note/conflictedCopyOf``).
    ///
    /// Another device's version of a note two devices changed at once, kept beside it. A front end marks the row
    /// with ``ListNotesLabels/conflictedCopy``.
    public var isConflictedCopy: Bool

    /// Creates a row from its parts.
    public init(
        id: Note.ID, swatch: ListNotesSwatch, title: String, preview: String, dateText: String,
        matches: SearchMatchRanges? = nil, isConflictedCopy: Bool = false
    ) {
        self.isConflictedCopy = isConflictedCopy
        self.id = id
        self.swatch = swatch
        self.title = title
        self.preview = preview
        self.dateText = dateText
        self.matches = matches
    }
}
