import Foundation

/// Why the store could not be opened: the folder and the reason, for the user to read.
public struct AppLaunchFailure: Hashable, Sendable, Error {
    /// The store folder.
    public var directory: URL
    /// What went wrong, as a sentence.
    public var reason: String

    /// Creates a failure.
    public init(directory: URL, reason: String) {
        self.directory = directory
        self.reason = reason
    }
}
