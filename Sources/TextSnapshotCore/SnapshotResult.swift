/// The outcome of one snapshot comparison, with the message a failing assertion reports.
public struct SnapshotResult: Equatable, Sendable {
    /// What happened to the files.
    public enum Status: Equatable, Sendable {
        /// The reference matched; nothing was written.
        case matched
        /// The reference was written directly (``SnapshotMode/record`` or ``SnapshotMode/missing``).
        case written
        /// The assertion failed and a pending `<name>.txt.new` was written for review.
        case pending
        /// The assertion failed and nothing was written.
        case failed
    }

    /// What happened to the files.
    public var status: Status
    /// The typed reason for a failure; `nil` for ``Status/matched`` and ``Status/written``.
    public var failure: SnapshotFailure?
    /// The full failure message (diff, visible invisibles, accept command); empty on success.
    public var message: String

    /// Creates a result.
    public init(status: Status, failure: SnapshotFailure? = nil, message: String = "") {
        self.status = status
        self.failure = failure
        self.message = message
    }

    /// Whether the assertion fails.
    public var isFailure: Bool { status == .pending || status == .failed }
}
