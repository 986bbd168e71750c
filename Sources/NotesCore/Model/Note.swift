import Foundation

/// A text note: the value every screen of the app shows and edits.
///
/// Notes are plain values; two notes are equal when every field is equal. The identity that
/// survives edits is ``id``.
public struct Note: Identifiable, Hashable, Sendable {
    /// The stable identity of a note, unchanged by edits and across launches.
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The UUID behind the identifier.
        public var rawValue: UUID

        /// Wraps an existing UUID.
        public init(_ rawValue: UUID) {
            self.rawValue = rawValue
        }

        /// The identifier as an uppercase UUID string.
        public var description: String { rawValue.uuidString }

        /// Orders identifiers by their UUID bytes, a stable tie-breaker for sorting.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// The note's identity.
    public var id: ID
    /// The title the user typed; may be empty (see the display rules in `Note+Display.swift`).
    public var title: String
    /// The body text.
    public var content: String
    /// The note's colour.
    public var color: NoteColor
    /// How important the user marked the note.
    public var importance: Importance
    /// When set, the note disappears once this moment has passed.
    public var selfDestructDate: Date?
    /// When the note was first created.
    public var createdAt: Date
    /// When the note was last committed.
    public var updatedAt: Date
    /// The note this one is a conflicted copy of.
    ///
    /// Set when two devices changed that note at once in ways that could not be merged: this is
    /// the other device's version, kept beside it (see
    /// the Syncing between devices article). A front end shows such a note as a conflicted copy;
    /// editing it keeps the mark, ``resolvingConflict()`` drops it.
    public var conflictedCopyOf: ID?

    /// Creates a note.
    public init(
        id: ID,
        title: String = "",
        content: String = "",
        color: NoteColor = .white,
        importance: Importance = .normal,
        selfDestructDate: Date? = nil,
        createdAt: Date,
        updatedAt: Date? = nil,
        conflictedCopyOf: ID? = nil
    ) {
        self.id = id
        self.title = title
        self.content = content
        self.color = color
        self.importance = importance
        self.selfDestructDate = selfDestructDate
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.conflictedCopyOf = conflictedCopyOf
    }

    /// This note, no longer marked as a conflicted copy: the user kept it as a note of its own.
    public func resolvingConflict() -> Note {
        var note = self
        note.conflictedCopyOf = nil
        return note
    }
}
