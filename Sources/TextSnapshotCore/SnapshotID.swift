/// The identity of one snapshot: its suite folder and its name, written `Suite/name`.
///
/// The id maps one-to-one to the reference file `<directory>/<suite>/<name>.txt` and is what the
/// `snapshots` command takes to accept or reject a pending file.
public struct SnapshotID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The suite folder.
    public var suite: SnapshotName
    /// The snapshot's name within its suite.
    public var name: SnapshotName

    /// Creates an id from validated parts.
    public init(suite: SnapshotName, name: SnapshotName) {
        self.suite = suite
        self.name = name
    }

    /// Parses `Suite/name`, exactly as ``description`` writes it.
    ///
    /// A file name is not an id: `Suite/a.txt` is refused (``SnapshotNameError/fileExtension(_:)``)
    /// rather than read as `Suite/a`, so every id names exactly one file.
    /// - Throws: ``SnapshotNameError`` when there is not exactly one `/` or either part is invalid.
    public init(parsing text: String) throws(SnapshotNameError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw parts.count < 2 ? .empty : .pathSeparator }
        self.init(suite: try SnapshotName(String(parts[0])), name: try SnapshotName(String(parts[1])))
    }

    /// `Suite/name`.
    public var description: String { "\(suite)/\(name)" }

    /// The reference file's path relative to the snapshot directory: `Suite/name.txt`.
    public var relativePath: String { relativePath(of: .text) }

    /// The path of the snapshot's file of `kind` relative to the snapshot directory:
    /// `Suite/name.txt` or `Suite/name.style`.
    public func relativePath(of kind: SnapshotFileKind) -> String { "\(suite)/\(name).\(kind.fileExtension)" }

    /// Orders ids by suite, then name.
    public static func < (lhs: SnapshotID, rhs: SnapshotID) -> Bool {
        (lhs.suite, lhs.name) < (rhs.suite, rhs.name)
    }
}
