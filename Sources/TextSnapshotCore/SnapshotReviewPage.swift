import Foundation

/// The static review page written by `swift run snapshots review --html DIR`: every suite, every
/// snapshot drawn in its colours with its pictures, each pending one beside its accepted one with
/// the changed cells marked, its text diff one click away, and the commands that accept or reject it.
///
/// One self-contained HTML file: its styles and its small script are in the page; it loads nothing
/// from a server or the network. The first view shows the changed snapshots only ("Show all" or the
/// `a` key shows the rest, as does opening the page at `#all`); `j` and `k` step through the
/// snapshots shown, `d` opens the current one's diff, `c` copies its accept command.
public struct SnapshotReviewPage: Sendable {
    /// One snapshot as the page shows it.
    struct Entry {
        var id: SnapshotID
        /// The committed text and style; `nil` for a new snapshot.
        var accepted: SnapshotPicture?
        /// The pending text and style; `nil` when nothing is pending.
        var pending: SnapshotPicture?
        /// The pending kinds of file.
        var pendingKinds: [SnapshotFileKind]
        /// The unified diffs of the pending files against their references, text first.
        var patches: [(kind: SnapshotFileKind, patch: String)]
    }

    /// The snapshots, sorted by id.
    let entries: [Entry]

    /// Reads every reference and pending file of the review's directory.
    ///
    /// - Throws: ``SnapshotReviewError/fileSystem(path:reason:)`` when a file cannot be read.
    /// - Complexity: O(*f*) in the number and total size of the snapshot files.
    public init(review: SnapshotReview) throws(SnapshotReviewError) {
        let ids = Set(review.referenceIDs()).union(review.pendingIDs()).sorted()
        var entries: [Entry] = []
        for id in ids {
            let kinds = review.pendingKinds(of: id)
            let accepted = try Self.picture(review, id, pending: [])
            let pending = kinds.isEmpty ? nil : try Self.picture(review, id, pending: kinds)
            var patches: [(SnapshotFileKind, String)] = []
            for kind in kinds {
                let old = try Self.bytes(review, id, kind, pending: false)
                let new = try Self.bytes(review, id, kind, pending: true) ?? []
                let path = review.directory.lastPathComponent + "/" + id.relativePath(of: kind)
                patches.append((kind, UnifiedDiff(old: old, new: new, oldPath: path, newPath: path).patch))
            }
            entries.append(
                Entry(id: id, accepted: accepted, pending: pending, pendingKinds: kinds, patches: patches))
        }
        self.entries = entries
    }

    /// The text and style of `id`, from the pending file for each kind in `pending` and from the
    /// reference for the others; `nil` when there is no text.
    private static func picture(_ review: SnapshotReview, _ id: SnapshotID, pending: [SnapshotFileKind])
        throws(SnapshotReviewError) -> SnapshotPicture?
    {
        guard let text = try bytes(review, id, .text, pending: pending.contains(.text)) else { return nil }
        let sidecar = try bytes(review, id, .style, pending: pending.contains(.style))
        let style = sidecar.flatMap { try? SnapshotStyle(sidecar: String(decoding: $0, as: UTF8.self)) }
        return SnapshotPicture(text: String(decoding: text, as: UTF8.self), style: style ?? SnapshotStyle())
    }

    private static func bytes(
        _ review: SnapshotReview, _ id: SnapshotID, _ kind: SnapshotFileKind, pending: Bool
    )
        throws(SnapshotReviewError) -> [UInt8]?
    {
        let url = review.url(id, kind, pending: pending)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try review.read(url)
    }

    /// The number of snapshots with a pending file.
    public var pendingCount: Int { entries.filter { !$0.pendingKinds.isEmpty }.count }

    /// The number of snapshots.
    public var count: Int { entries.count }

    /// The command that accepts (or rejects) `id`, quoted for a POSIX shell where it needs to be.
    static func command(_ verb: String, _ id: SnapshotID) -> String {
        let text = id.description
        let plain = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "._/-+".unicodeScalars.contains($0)
        }
        let argument = plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "swift run snapshots \(verb) \(argument)"
    }
}

extension SnapshotReviewPage {
    /// The `<pre>` the page draws for `text` with `style`, the cells in `marked` outlined: for tests.
    package static func frameHTML(
        text: String, style: SnapshotStyle, marked: Set<SnapshotStyle.Cell> = []
    ) -> String {
        SnapshotPicture(text: text, style: style).html(marked: marked)
    }
}
