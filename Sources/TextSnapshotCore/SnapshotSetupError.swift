/// Why the harness could not decide where snapshots live or which mode applies.
public enum SnapshotSetupError: Error, Equatable, Sendable {
    /// `SNAPSHOTS` holds a value that is not a ``SnapshotMode`` name.
    case unknownMode(String)
    /// No `SNAPSHOTS_ROOT` was set and no folder holding `Package.swift` was found above either
    /// the current directory or the test file; the paths searched are given.
    case packageRootNotFound(searched: [String])

    /// A sentence for failure messages.
    public var explanation: String {
        switch self {
        case .unknownMode(let value):
            "SNAPSHOTS=\(value) is not a mode; use pending, record, missing or never"
        case .packageRootNotFound(let searched):
            "no Package.swift above \(searched.joined(separator: " or ")); set SNAPSHOTS_ROOT to the "
                + "snapshot directory"
        }
    }
}
