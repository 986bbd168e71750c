import Foundation

/// The logic of `swift run snapshots`: review pending files, accept or reject them, index snapshots.
///
/// Needs no terminal: every action is a command with arguments, and the output is plain text.
public struct SnapshotReview: Sendable {
    /// The snapshot directory (one folder per suite).
    public var directory: URL

    /// Creates a review of the snapshots in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Runs a command and returns its exit status and output.
    ///
    /// A failing command changes nothing: names are all checked before any file is touched.
    /// `accept` and `reject` regenerate `INDEX.md` after changing files; `index --check` writes
    /// nothing and fails (status 1) when `INDEX.md` is missing or stale.
    /// - Complexity: O(*f*) in the number of snapshot files, plus diffs for ``SnapshotReviewCommand/list``.
    public func run(_ command: SnapshotReviewCommand) -> (status: Int32, output: String) {
        do {
            switch command {
            case .help: return (0, SnapshotReviewCommand.usage + "\n")
            case .list: return (0, try list())
            case .accept(let ids): return (0, try resolveAndIndex(ids, accept: true))
            case .reject(let ids): return (0, try resolveAndIndex(ids, accept: false))
            case .index: return (0, try writeIndex())
            case .checkIndex: return (0, try checkIndex())
            case .reviewPage(let folder): return (0, try writePage(into: folder))
            }
        } catch {
            return (1, "error: \(error.explanation)\n")
        }
    }

    /// The ids of every snapshot with a pending `<name>.txt.new` or `<name>.style.new` file, sorted.
    ///
    /// - Complexity: O(*f*) in the number of files in the suite folders.
    public func pendingIDs() -> [SnapshotID] {
        Set(SnapshotFileKind.allCases.flatMap { files(withSuffix: ".\($0.fileExtension).new") }).sorted()
    }

    /// The kinds of file pending for `id`: its text, its style, both or neither.
    public func pendingKinds(of id: SnapshotID) -> [SnapshotFileKind] {
        SnapshotFileKind.allCases.filter {
            FileManager.default.fileExists(atPath: url(id, $0, pending: true).path)
        }
    }

    /// The ids of every reference `<name>.txt` file, sorted.
    ///
    /// - Complexity: O(*f*) in the number of files in the suite folders.
    public func referenceIDs() -> [SnapshotID] {
        files(withSuffix: ".txt").sorted()
    }

    private func files(withSuffix suffix: String) -> [SnapshotID] {
        let manager = FileManager.default
        let suites = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        var ids: [SnapshotID] = []
        for suite in suites {
            guard let suiteName = try? SnapshotName(suite) else { continue }
            let folder = directory.appendingPathComponent(suite).path
            for file in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(suffix)
            {
                if let name = try? SnapshotName(String(file.dropLast(suffix.count))) {
                    ids.append(SnapshotID(suite: suiteName, name: name))
                }
            }
        }
        return ids
    }

    private func list() throws(SnapshotReviewError) -> String {
        let pending = pendingIDs()
        guard !pending.isEmpty else { return "No pending snapshots.\n" }
        var output = "\(pending.count) pending snapshot\(pending.count == 1 ? "" : "s"):\n"
        for id in pending {
            for kind in pendingKinds(of: id) {
                let new = try read(url(id, kind, pending: true))
                let referenceURL = url(id, kind, pending: false)
                let exists = FileManager.default.fileExists(atPath: referenceURL.path)
                let old = exists ? try read(referenceURL) : nil
                let path = directory.lastPathComponent + "/" + id.relativePath(of: kind)
                let diff = UnifiedDiff(old: old, new: new, oldPath: path, newPath: path)
                let state = old == nil ? "new" : (diff.patch.isEmpty ? "equal to the reference" : "changed")
                output += "\n== \(id) (\(kind == .text ? "" : "style, ")\(state))\n" + diff.patch
                if !diff.visibleChanges.isEmpty {
                    output += "Invisible characters shown (\(InvisibleCharacters.legend)):\n"
                    output += diff.visibleChanges.map { "  \($0)\n" }.joined()
                }
            }
        }
        output += "\nAccept all: swift run snapshots accept\n"
        output += "Accept one: swift run snapshots accept \(pending[0])\n"
        output += "Reject:     swift run snapshots reject [Suite/name…]\n"
        return output
    }

    private func resolveAndIndex(_ ids: [SnapshotID], accept: Bool) throws(SnapshotReviewError) -> String {
        let output = try resolve(ids, accept: accept)
        guard let output else { return "No pending snapshots.\n" }
        return output + (try writeIndex())
    }

    /// Accepts or rejects pending files; `nil` when there were none to act on.
    private func resolve(_ ids: [SnapshotID], accept: Bool) throws(SnapshotReviewError) -> String? {
        let pending = Set(pendingIDs())
        let missing = ids.filter { !pending.contains($0) }
        guard missing.isEmpty else { throw .noPendingFile(missing) }
        let chosen = ids.isEmpty ? pending.sorted() : ids
        guard !chosen.isEmpty else { return nil }
        var output = ""
        for id in chosen {
            let kinds = pendingKinds(of: id)
            for kind in kinds {
                let pendingURL = url(id, kind, pending: true)
                do {
                    if accept {
                        try SnapshotVerifier.write(try read(pendingURL), to: url(id, kind, pending: false))
                    }
                    try FileManager.default.removeItem(at: pendingURL)
                } catch {
                    throw .fileSystem(path: pendingURL.path, reason: "\(error)")
                }
            }
            let what = kinds == [.style] ? " (style)" : kinds.count == 2 ? " (text and style)" : ""
            output += "\(accept ? "accepted" : "rejected") \(id)\(what)\n"
        }
        if accept { output += "Commit the changed files under \(directory.lastPathComponent)/.\n" }
        return output
    }

    /// Writes the review page to `folder/index.html`.
    private func writePage(into folder: URL) throws(SnapshotReviewError) -> String {
        let page = try SnapshotReviewPage(review: self)
        let url = folder.appendingPathComponent("index.html")
        do {
            try SnapshotVerifier.write(Array(page.html.utf8), to: url)
        } catch {
            throw .fileSystem(path: url.path, reason: "\(error)")
        }
        return "Wrote \(url.path) (\(page.count) snapshots, \(page.pendingCount) pending).\n"
    }

    func url(_ id: SnapshotID, _ kind: SnapshotFileKind = .text, pending: Bool) -> URL {
        directory.appendingPathComponent(id.relativePath(of: kind) + (pending ? ".new" : ""))
    }

    func read(_ url: URL) throws(SnapshotReviewError) -> [UInt8] {
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw .fileSystem(path: url.path, reason: "cannot read (\(error))")
        }
    }
}
