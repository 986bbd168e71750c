import Foundation

/// The files of one snapshot directory that no assertion asked for.
///
/// Walks the whole directory: every suite folder, not only those a test asserted in, so the folder
/// of a renamed or deleted test file is reported too. `INDEX.md` at the top, pending
/// `<name>.txt.new` and `<name>.style.new` files and the housekeeping files ``ignoredNames`` are
/// expected; every other entry that is not a claimed `<Suite>/<name>.txt` or its `<name>.style`
/// sidecar is reported.
struct SnapshotDirectoryScan {
    /// Files a repository or file manager may keep anywhere under the directory.
    static let ignoredNames: Set<String> = [".DS_Store", ".gitattributes", ".gitignore", ".gitkeep"]

    /// References with valid names that no claim covers, as `Suite/name` ids.
    var obsolete: [String] = []
    /// Entries the harness could never have written (invalid names, stray files and folders), as
    /// paths from the package root (`Snapshots/Suite/x.png`); folders end with `/`.
    var unexpected: [String] = []

    /// Scans `directory`, counting a reference as asked for when `claimed` holds its key
    /// (see ``SnapshotSession/key(_:)``).
    ///
    /// - Complexity: O(*f*) in the number of entries under the directory.
    init(directory: URL, claimed: Set<String>) {
        let shown = directory.lastPathComponent
        for entry in Self.contents(of: directory) where !Self.ignoredNames.contains(entry.name) {
            guard entry.isFolder else {
                if entry.name != "INDEX.md" { unexpected.append("\(shown)/\(entry.name)") }
                continue
            }
            guard let suite = try? SnapshotName(entry.name) else {
                unexpected.append("\(shown)/\(entry.name)/")
                continue
            }
            let folder = directory.appendingPathComponent(entry.name, isDirectory: true)
            for file in Self.contents(of: folder) where !Self.ignoredNames.contains(file.name) {
                let path = "\(shown)/\(entry.name)/\(file.name)"
                switch file.isFolder ? .unexpected : Self.classify(file.name) {
                case .reference(let name):
                    let id = SnapshotID(suite: suite, name: name)
                    if !claimed.contains(SnapshotSession.key(id)) { obsolete.append(id.description) }
                case .style(let name):
                    // A sidecar goes with its text: reported only when it has no text of its own.
                    let id = SnapshotID(suite: suite, name: name)
                    let text = folder.appendingPathComponent(id.name.rawValue + ".txt").path
                    if !claimed.contains(SnapshotSession.key(id)),
                        !FileManager.default.fileExists(atPath: text)
                    {
                        obsolete.append(id.description + " (style)")
                    }
                case .pending: break
                case .unexpected: unexpected.append(path + (file.isFolder ? "/" : ""))
                }
            }
        }
    }

    /// What a file in a suite folder is, by its name.
    private enum Kind {
        /// `<name>.txt` with a valid name.
        case reference(SnapshotName)
        /// `<name>.style` with a valid name: a style sidecar.
        case style(SnapshotName)
        /// `<name>.txt.new` or `<name>.style.new` with a valid name.
        case pending
        /// Anything else.
        case unexpected
    }

    private static func classify(_ file: String) -> Kind {
        if file.hasSuffix(".txt.new") {
            return (try? SnapshotName(String(file.dropLast(8)))) == nil ? .unexpected : .pending
        }
        if file.hasSuffix(".style.new") {
            return (try? SnapshotName(String(file.dropLast(10)))) == nil ? .unexpected : .pending
        }
        if file.hasSuffix(".style") {
            guard let name = try? SnapshotName(String(file.dropLast(6))) else { return .unexpected }
            return .style(name)
        }
        guard file.hasSuffix(".txt"), let name = try? SnapshotName(String(file.dropLast(4))) else {
            return .unexpected
        }
        return .reference(name)
    }

    private static func contents(of folder: URL) -> [(name: String, isFolder: Bool)] {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { name in
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            return (name, isFolder.boolValue)
        }
    }
}
