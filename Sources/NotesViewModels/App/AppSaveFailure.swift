import Foundation
import NotesCore

/// A save that did not happen: which file and why.
public struct AppSaveFailure: Hashable, Sendable, Error {
    /// The file that was not written.
    public var file: URL
    /// The store's reason.
    public var error: StoreError
    /// When the save will be tried again, or `nil` when it is tried only on the next change or
    /// ``AppViewModel/quitRequested()``.
    public var retryAt: Date?

    /// Creates a failure.
    public init(file: URL, error: StoreError, retryAt: Date?) {
        self.file = file
        self.error = error
        self.retryAt = retryAt
    }
}
