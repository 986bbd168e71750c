import Foundation

/// Where new identifiers come from, injected so that tests and snapshots see the same ids every run.
///
/// Stores and view models take an `IDGenerator` through `init` and never call `UUID()` themselves.
/// Use ``live`` in the app and ``incrementing()`` in tests.
public struct IDGenerator: Sendable {
    /// Produces the next UUID.
    ///
    /// Called once per new note or photo.
    public var next: @Sendable () -> UUID

    /// Wraps a closure that produces UUIDs.
    public init(next: @escaping @Sendable () -> UUID) {
        self.next = next
    }

    /// Returns the next UUID.
    public func callAsFunction() -> UUID {
        next()
    }

    /// A fresh identifier for a new note.
    public func newNoteID() -> Note.ID {
        Note.ID(next())
    }

    /// A fresh identifier for a new photo.
    public func newPhotoID() -> Photo.ID {
        Photo.ID(next())
    }
}
