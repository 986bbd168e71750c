import Foundation

/// Compares rendered text with its reference file and applies the configured mode.
///
/// Reads the reference, never a file written by the same run: pending files sit beside it
/// as `<name>.txt.new` and are never compared against. Writes go through a temporary file and a
/// rename, so parallel assertions and an interrupted run never leave a half-written file.
struct SnapshotVerifier {
    var configuration: SnapshotConfiguration

    /// Verifies one snapshot and tallies the outcome in the configuration's session.
    func verify(_ text: String, suite: String, name: String, site: String) -> SnapshotResult {
        let result = compare(text, suite: suite, name: name, site: site)
        configuration.session.record(result.status)
        return result
    }

    private func compare(_ text: String, suite: String, name: String, site: String) -> SnapshotResult {
        let id: SnapshotID
        do {
            id = SnapshotID(suite: try SnapshotName(suite), name: try SnapshotName(name))
        } catch {
            let message =
                "Snapshot name \"\(suite)/\(name)\" is refused: \(error.explanation). Nothing was written."
            return SnapshotResult(status: .failed, failure: .invalidName(error), message: message)
        }
        if let earlier = configuration.session.claim(id, in: configuration.directory, at: site) {
            let message =
                "Snapshot \(id) is asserted twice in this run: first at \(earlier), again at \(site). "
                + "Give each state its own name; names differing only in case share a file on macOS."
            return SnapshotResult(status: .failed, failure: .duplicateName(id), message: message)
        }
        let actual = CanonicalText.bytes(of: text)
        let referenceURL = configuration.directory.appendingPathComponent(id.relativePath)
        let referencePath = configuration.displayPath(id.relativePath)
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            return missing(id, actual: actual)
        }
        let reference: [UInt8]
        do {
            reference = Array(try Data(contentsOf: referenceURL))
        } catch {
            let message = "Snapshot \(id): cannot read the reference \(referencePath) (\(referenceURL.path))."
            return SnapshotResult(
                status: .failed, failure: .unreadableReference(path: referenceURL.path), message: message)
        }
        guard let (_, form) = CanonicalText.inspect(reference) else {
            let message =
                "Snapshot \(id): the reference \(referencePath) is not valid UTF-8 (\(referenceURL.path))."
            return SnapshotResult(
                status: .failed, failure: .referenceNotUTF8(path: referenceURL.path), message: message)
        }
        if let form {
            let headline = "Snapshot \(id): the reference \(referencePath) \(form.explanation)."
            return changed(
                id, actual: actual, reference: reference, failure: .nonCanonicalReference(id, form),
                headline: headline)
        }
        if reference == actual {
            if configuration.mode.writesFiles { try? FileManager.default.removeItem(at: pendingURL(id)) }
            try? FileManager.default.removeItem(at: patchURL(id))
            return SnapshotResult(status: .matched)
        }
        let headline = "Snapshot \(id) does not match \(referencePath)."
        return changed(id, actual: actual, reference: reference, failure: .mismatch(id), headline: headline)
    }

    private func missing(_ id: SnapshotID, actual: [UInt8]) -> SnapshotResult {
        let path = configuration.displayPath(id.relativePath)
        switch configuration.mode {
        case .record, .missing:
            return writeReference(id, actual)
        case .pending, .never:
            let headline = "Snapshot \(id) has no reference at \(path)."
            return changed(
                id, actual: actual, reference: nil, failure: .missingReference(id), headline: headline)
        }
    }

    private func changed(
        _ id: SnapshotID, actual: [UInt8], reference: [UInt8]?, failure: SnapshotFailure, headline: String
    ) -> SnapshotResult {
        if configuration.mode == .record { return writeReference(id, actual) }
        let path = configuration.displayPath(id.relativePath)
        let diff = UnifiedDiff(old: reference, new: actual, oldPath: path, newPath: path)
        var lines = [headline]
        let status: SnapshotResult.Status
        if configuration.mode.writesFiles {
            do {
                try Self.write(actual, to: pendingURL(id))
            } catch {
                let message = "\(headline)\nCould not write the pending file \(path).new (\(error))."
                return SnapshotResult(
                    status: .failed, failure: .writeFailed(path: pendingURL(id).path), message: message)
            }
            status = .pending
            lines.append("Pending file written: \(path).new (the reference is unchanged).")
        } else {
            status = .failed
            lines.append(
                "Nothing written under \(configuration.directory.lastPathComponent)/ (mode: never; "
                    + "CI runs never write snapshots).")
            lines.append(contentsOf: writePatch(id, diff.patch))
        }
        lines.append("Patch for \(path) (apply from the package root with `git apply`):")
        lines.append(diff.patch.isEmpty ? "(the content is equal once canonical)" : diff.patch)
        if !diff.visibleChanges.isEmpty {
            lines.append("Changed lines with invisible characters shown (\(InvisibleCharacters.legend)):")
            lines.append(contentsOf: diff.visibleChanges.map { "  " + $0 })
        }
        let command = "swift run snapshots accept \(id)"
        lines.append(status == .pending ? "Accept with: \(command)" : "Run locally, review, then: \(command)")
        return SnapshotResult(status: status, failure: failure, message: lines.joined(separator: "\n"))
    }

    private func writeReference(_ id: SnapshotID, _ actual: [UInt8]) -> SnapshotResult {
        let url = configuration.directory.appendingPathComponent(id.relativePath)
        do {
            try Self.write(actual, to: url)
            try? FileManager.default.removeItem(at: pendingURL(id))
            return SnapshotResult(status: .written)
        } catch {
            let message = "Snapshot \(id): could not write \(url.path) (\(error))."
            return SnapshotResult(status: .failed, failure: .writeFailed(path: url.path), message: message)
        }
    }

    /// Writes the raw patch of a failure in ``SnapshotMode/never`` and returns the lines saying where.
    ///
    /// The test library indents a failure message, so the patch in it cannot be applied as copied
    /// from a log; this file can. Failing to write it does not change the outcome.
    private func writePatch(_ id: SnapshotID, _ patch: String) -> [String] {
        guard !patch.isEmpty else { return [] }
        let url = patchURL(id)
        do {
            try Self.write(Array(patch.utf8), to: url)
        } catch {
            return ["Could not write the patch file \(url.path) (\(error))."]
        }
        return [
            "Patch file written: \(url.path)",
            "Apply it from the package root: git apply \(Self.relativePath(url, from: configuration))",
        ]
    }

    /// The path of `url` from the package root (the snapshot directory's parent) when it lies
    /// inside it, else the full path.
    private static func relativePath(_ url: URL, from configuration: SnapshotConfiguration) -> String {
        let root = configuration.directory.deletingLastPathComponent().standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    private func patchURL(_ id: SnapshotID) -> URL {
        configuration.patchDirectory.appendingPathComponent("\(id.suite)/\(id.name).patch")
    }

    private func pendingURL(_ id: SnapshotID) -> URL {
        configuration.directory.appendingPathComponent(id.relativePath + ".new")
    }

    /// Writes bytes through a temporary file in the same folder and a rename.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}
