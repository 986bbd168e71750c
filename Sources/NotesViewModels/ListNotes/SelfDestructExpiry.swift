import Foundation
import NotesCore

/// Which notes' self-destruct dates have passed at a moment, and when the next one will.
///
/// The list view model evaluates this at load and again when its injected clock reaches
/// ``nextExpiry``.
public struct SelfDestructExpiry: Hashable, Sendable {
    /// Notes whose self-destruct date is at or before the moment evaluated, in input order.
    public var expired: [Note.ID]
    /// The earliest self-destruct date still in the future, or `nil` when none is.
    public var nextExpiry: Date?

    /// Creates a result from its parts.
    public init(expired: [Note.ID], nextExpiry: Date?) {
        self.expired = expired
        self.nextExpiry = nextExpiry
    }

    /// Evaluates `notes` at `now`.
    ///
    /// A note expires when its self-destruct date is at or before `now`; notes without one never
    /// do.
    ///
    /// - Complexity: O(*n*) for *n* notes.
    public init(notes: some Sequence<Note>, now: Date) {
        var expired: [Note.ID] = []
        var next: Date?
        for note in notes {
            guard let date = note.selfDestructDate else { continue }
            if date <= now {
                expired.append(note.id)
            } else if next.map({ date < $0 }) ?? true {
                next = date
            }
        }
        self.init(expired: expired, nextExpiry: next)
    }
}
