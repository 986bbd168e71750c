/// Store access as a short line: `writable`, `readOnly(version 7, reads up to 1)`.
extension AppStoreAccess: CustomDebugStringConvertible {
    /// The access and why it is limited.
    public var debugDescription: String {
        switch self {
        case .writable: "writable"
        case .closed: "closed"
        case .awaitingAcknowledgement(let problem): "awaitingAcknowledgement(\(problem))"
        case .openedReadOnly(let reason): "openedReadOnly(\(reason))"
        case .readOnly(let file, let found, let supported):
            "readOnly(\(file.path) has version \(found), reads up to \(supported))"
        }
    }
}
