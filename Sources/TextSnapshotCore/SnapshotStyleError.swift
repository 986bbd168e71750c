/// Why a style sidecar could not be read.
public struct SnapshotStyleError: Error, Hashable, Sendable {
    /// The sidecar's line where reading stopped, from 1.
    public var line: Int
    /// What is wrong there.
    public var reason: String

    /// An error at `line`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// A sentence for messages.
    public var explanation: String { "line \(line) of the style sidecar: \(reason)" }
}
