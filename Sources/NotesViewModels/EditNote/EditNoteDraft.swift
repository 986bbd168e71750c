import Foundation
import NotesCore

/// The editor's fields and the rules that decide what Done does: validity, dirtiness, the
/// delete-on-empty case, the screen title and the share text.
///
/// A plain value; the editor view model holds one and mutates its fields as the user types.
/// Every rule is cheap enough to run on each keystroke of a 1 MB note: validity scans only
/// leading whitespace, and the dirty check compares lengths before bytes.
public struct EditNoteDraft: Hashable, Sendable {
    /// The note as it was opened, or `nil` for a new note.
    public let original: Note?
    /// The identity the saved note gets: the original's, or the one given for a new note.
    public let id: Note.ID
    /// The title being edited.
    public var title: String
    /// The body being edited.
    public var content: String
    /// The chosen colour.
    public var color: NoteColor
    /// The chosen importance.
    public var importance: Importance
    /// Whether the self-destruct switch is on.
    public var isSelfDestructEnabled: Bool
    /// The date shown by the self-destruct picker; kept while the switch is off so turning it
    /// back on restores it.
    public var selfDestructDate: Date

    /// Starts a draft for a new note with the given identity.
    ///
    /// - Parameters:
    ///   - id: The identity the note gets when saved (ids come from the caller, never generated).
    ///   - defaultSelfDestructDate: The date the picker shows until the user picks one.
    public init(newNoteWithID id: Note.ID, defaultSelfDestructDate: Date) {
        self.original = nil
        self.id = id
        self.title = ""
        self.content = ""
        self.color = .white
        self.importance = .normal
        self.isSelfDestructEnabled = false
        self.selfDestructDate = defaultSelfDestructDate
    }

    /// Starts a draft editing an existing note.
    ///
    /// - Parameters:
    ///   - note: The note as opened; dirtiness is measured against it.
    ///   - defaultSelfDestructDate: The date the picker shows when the note has none.
    public init(editing note: Note, defaultSelfDestructDate: Date) {
        self.original = note
        self.id = note.id
        self.title = note.title
        self.content = note.content
        self.color = note.color
        self.importance = note.importance
        self.isSelfDestructEnabled = note.selfDestructDate != nil
        self.selfDestructDate = note.selfDestructDate ?? defaultSelfDestructDate
    }

    /// Whether the draft edits a note that did not exist before.
    public var isNew: Bool { original == nil }

    /// The self-destruct date the note would be saved with: the picker's date when the switch is
    /// on, otherwise `nil`.
    public var effectiveSelfDestructDate: Date? {
        isSelfDestructEnabled ? selfDestructDate : nil
    }

    /// Whether title and content are both non-empty after trimming whitespace and newlines.
    ///
    /// - Complexity: O(*w*) for *w* leading whitespace characters; O(1) for typical text.
    public var isValid: Bool {
        !TextScan.isBlank(title) && !TextScan.isBlank(content)
    }

    /// Whether title and content are both empty after trimming.
    ///
    /// - Complexity: as ``isValid``.
    public var isCleared: Bool {
        TextScan.isBlank(title) && TextScan.isBlank(content)
    }

    /// Whether any field differs from what was opened; a new note is dirty once it has any text,
    /// colour, importance or self-destruct date of its own.
    ///
    /// Text is compared by UTF-8 bytes, lengths first. Self-destruct dates are compared as the
    /// effective dates (switching off and on again is no change) and count as equal when less
    /// than a second apart, the resolution a date picker and the store keep.
    ///
    /// - Complexity: O(1) when lengths differ; O(*n*) bytes, eight at a time, otherwise.
    public var isDirty: Bool {
        guard let original else {
            return !title.isEmpty || !content.isEmpty || color != .white || importance != .normal
                || isSelfDestructEnabled
        }
        return !TextScan.sameBytes(title, original.title) || !TextScan.sameBytes(content, original.content)
            || color != original.color || importance != original.importance
            || !Self.sameMoment(effectiveSelfDestructDate, original.selfDestructDate)
    }

    /// Whether two optional dates are both absent or less than a second apart.
    static func sameMoment(_ lhs: Date?, _ rhs: Date?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let left?, let right?): abs(left.timeIntervalSince(right)) < 1
        default: false
        }
    }
}
