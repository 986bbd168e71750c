import Foundation

/// `Snapshots/INDEX.md`: writing it, and checking that the committed one is current.
extension SnapshotReview {
    /// The index of every reference file as it is now.
    ///
    /// - Complexity: O(*n* log *n*) in the number of references plus their total size.
    func currentIndex() throws(SnapshotReviewError) -> SnapshotIndex {
        var texts: [SnapshotID: [UInt8]] = [:]
        var styled: Set<SnapshotID> = []
        for id in referenceIDs() {
            texts[id] = try read(url(id, pending: false))
            if FileManager.default.fileExists(atPath: url(id, .style, pending: false).path) {
                styled.insert(id)
            }
        }
        return SnapshotIndex(references: texts, styled: styled)
    }

    /// The index file's URL.
    var indexURL: URL { directory.appendingPathComponent("INDEX.md") }

    /// The index file's path as shown to people: `Snapshots/INDEX.md`.
    var indexPath: String { directory.lastPathComponent + "/INDEX.md" }

    /// Regenerates `INDEX.md`.
    func writeIndex() throws(SnapshotReviewError) -> String {
        let index = try currentIndex()
        do {
            try SnapshotVerifier.write(Array(index.markdown.utf8), to: indexURL)
        } catch {
            throw .fileSystem(path: indexURL.path, reason: "\(error)")
        }
        return "Wrote \(indexPath) (\(index.references.count) snapshots).\n"
    }

    /// Compares `INDEX.md` with the index the references give, writing nothing.
    ///
    /// - Throws: ``SnapshotReviewError/indexMissing(path:)`` or
    ///   ``SnapshotReviewError/indexStale(path:patch:)`` (with the patch that would bring it up
    ///   to date).
    func checkIndex() throws(SnapshotReviewError) -> String {
        let index = try currentIndex()
        let expected = Array(index.markdown.utf8)
        guard FileManager.default.fileExists(atPath: indexURL.path) else {
            throw .indexMissing(path: indexPath)
        }
        let committed = try read(indexURL)
        guard committed == expected else {
            let diff = UnifiedDiff(old: committed, new: expected, oldPath: indexPath, newPath: indexPath)
            throw .indexStale(path: indexPath, patch: diff.patch)
        }
        return "\(indexPath) is up to date (\(index.references.count) snapshots).\n"
    }
}
