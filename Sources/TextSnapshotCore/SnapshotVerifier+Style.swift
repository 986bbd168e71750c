import Foundation

/// The style sidecar's own messages: what a changed style changed, and a sidecar the assertion
/// no longer records.
extension SnapshotVerifier {
    /// ` N cells changed.` when both sidecars can be read, else nothing.
    static func changedCellCount(actual: [UInt8], reference: [UInt8]) -> String {
        guard let new = try? SnapshotStyle(sidecar: String(decoding: actual, as: UTF8.self)),
            let old = try? SnapshotStyle(sidecar: String(decoding: reference, as: UTF8.self))
        else { return "" }
        let count = new.changedCells(comparedWith: old).count
        return " \(count) cell\(count == 1 ? "" : "s") changed."
    }

    /// The outcome for an assertion that records no style: a match, unless a style sidecar is
    /// committed for the snapshot (the screen stopped recording its colours), which fails and is
    /// left for the reviewer to delete.
    func styleNotRecorded(_ id: SnapshotID) -> SnapshotResult {
        let url = configuration.directory.appendingPathComponent(id.relativePath(of: .style))
        guard FileManager.default.fileExists(atPath: url.path) else {
            return SnapshotResult(status: .matched)
        }
        let path = configuration.displayPath(id.relativePath(of: .style))
        let message =
            "Snapshot \(id) records no style, but \(path) exists. If the screen no longer has colours, "
            + "delete \(path)."
        return SnapshotResult(status: .failed, failure: .styleNotRecorded(id), message: message)
    }
}
