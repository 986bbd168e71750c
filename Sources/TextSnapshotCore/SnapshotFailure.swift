/// Why a snapshot assertion failed, as a typed value; the full message is in ``SnapshotResult``.
public enum SnapshotFailure: Error, Equatable, Sendable {
    /// The snapshot or suite name was refused; nothing was read or written.
    case invalidName(SnapshotNameError)
    /// The same `Suite/name` was asserted twice in one run.
    case duplicateName(SnapshotID)
    /// No reference file exists.
    case missingReference(SnapshotID)
    /// The reference's bytes differ from the rendered text's canonical bytes.
    case mismatch(SnapshotID)
    /// No style sidecar exists for an assertion that records a style.
    case missingStyle(SnapshotID)
    /// The style sidecar differs from the recorded style.
    case styleMismatch(SnapshotID)
    /// A style sidecar is committed, but the assertion records no style.
    case styleNotRecorded(SnapshotID)
    /// The reference is not in canonical form.
    case nonCanonicalReference(SnapshotID, NonCanonicalForm)
    /// The reference exists but could not be read (for example, it is a folder).
    case unreadableReference(path: String)
    /// The reference is not valid UTF-8.
    case referenceNotUTF8(path: String)
    /// A reference or pending file could not be written.
    case writeFailed(path: String)
    /// The snapshot directory or mode could not be determined.
    case setup(SnapshotSetupError)
}
