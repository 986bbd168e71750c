/// Why `swift run snapshots` refused a command; nothing is changed when one is thrown.
public enum SnapshotReviewError: Error, Equatable, Sendable {
    /// The command line is not one of the documented commands.
    case unknownCommand(String)
    /// An argument is not a valid `Suite/name` id.
    case invalidName(String, SnapshotNameError)
    /// Ids were named that have no pending file.
    case noPendingFile([SnapshotID])
    /// A file could not be read or written.
    case fileSystem(path: String, reason: String)
    /// The snapshot directory could not be found.
    case setup(SnapshotSetupError)
    /// `index --check` found no index file at the given path.
    case indexMissing(path: String)
    /// `index --check` found an index file that does not match the references; the patch turns
    /// the committed file into the current one.
    case indexStale(path: String, patch: String)

    /// A sentence for the terminal.
    public var explanation: String {
        switch self {
        case .unknownCommand(let text): "unknown command: \(text)"
        case .invalidName(let text, let error): "\(text) is not a Suite/name id: \(error.explanation)"
        case .noPendingFile(let ids): "no pending file for \(ids.map(\.description).joined(separator: ", "))"
        case .fileSystem(let path, let reason): "\(path): \(reason)"
        case .setup(let error): error.explanation
        case .indexMissing(let path):
            "\(path) is missing; run `swift run snapshots index` and commit \(path)"
        case .indexStale(let path, let patch):
            "\(path) is stale (it does not list the snapshots as they are); run `swift run snapshots "
                + "index` and commit \(path). The change it needs:\n" + patch
        }
    }
}
