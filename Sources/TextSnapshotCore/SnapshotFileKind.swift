/// The two files a snapshot may have: its text, the source of truth, and its style sidecar.
///
/// Both sit in the suite folder under the snapshot's name (`name.txt`, `name.style`), and both
/// have a pending form with `.new` appended. Review, acceptance and the index treat them alike.
public enum SnapshotFileKind: CaseIterable, Hashable, Sendable {
    /// `<name>.txt`: the rendered text.
    case text
    /// `<name>.style`: the colours and pictures the text stands for (see ``SnapshotStyle``).
    case style

    /// The file name's extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .style: "style"
        }
    }

    /// A word for messages: "text" or "style".
    var noun: String {
        switch self {
        case .text: "text"
        case .style: "style"
        }
    }
}
