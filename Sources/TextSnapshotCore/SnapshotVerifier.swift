import Foundation

/// Compares rendered text, and the style it stands for, with their reference files and applies
/// the configured mode.
///
/// Reads the references, never a file written by the same run: pending files sit beside them
/// as `<name>.txt.new` and `<name>.style.new` and are never compared against. The text and its
/// style sidecar are compared alike, each with its own pending file. Writes go through a temporary file and a
/// rename, so parallel assertions and an interrupted run never leave a half-written file.
struct SnapshotVerifier {
    var configuration: SnapshotConfiguration

    /// Verifies one snapshot, and its style when given, and tallies the outcome in the
    /// configuration's session.
    ///
    /// With no style, a committed style sidecar for the snapshot fails the assertion: the screen
    /// stopped recording its colours.
    func verify(_ text: String, style: SnapshotStyle?, suite: String, name: String, site: String)
        -> SnapshotResult
    {
        let result = compare(text, style: style, suite: suite, name: name, site: site)
        configuration.session.record(result.status)
        return result
    }

    private func compare(_ text: String, style: SnapshotStyle?, suite: String, name: String, site: String)
        -> SnapshotResult
    {
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
        let textResult = compare(CanonicalText.bytes(of: text), id, .text)
        guard let style else { return textResult.combined(with: styleNotRecorded(id)) }
        return textResult.combined(with: compare(Array(style.sidecarText.utf8), id, .style))
    }

    /// Compares one file's bytes with its reference.
    private func compare(_ actual: [UInt8], _ id: SnapshotID, _ kind: SnapshotFileKind) -> SnapshotResult {
        let referenceURL = configuration.directory.appendingPathComponent(id.relativePath(of: kind))
        let referencePath = configuration.displayPath(id.relativePath(of: kind))
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            return missing(id, kind, actual: actual)
        }
        let reference: [UInt8]
        do {
            reference = Array(try Data(contentsOf: referenceURL))
        } catch {
            let message = "Snapshot \(id): cannot read the reference \(referencePath) (\(referenceURL.path))."
            return SnapshotResult(
                status: .failed, failure: .unreadableReference(path: referenceURL.path), message: message)
        }
        if kind == .style {
            return matchedOrChanged(id, .style, actual: actual, reference: reference, headline: "")
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
                id, .text, actual: actual, reference: reference, failure: .nonCanonicalReference(id, form),
                headline: headline)
        }
        return matchedOrChanged(id, .text, actual: actual, reference: reference, headline: "")
    }

    private func matchedOrChanged(
        _ id: SnapshotID, _ kind: SnapshotFileKind, actual: [UInt8], reference: [UInt8], headline: String
    ) -> SnapshotResult {
        if reference == actual {
            if configuration.mode.writesFiles {
                try? FileManager.default.removeItem(at: pendingURL(id, kind))
            }
            try? FileManager.default.removeItem(at: patchURL(id, kind))
            return SnapshotResult(status: .matched)
        }
        let referencePath = configuration.displayPath(id.relativePath(of: kind))
        let headline =
            kind == .text
            ? "Snapshot \(id) does not match \(referencePath)."
            : "Snapshot \(id): the style (colours and pictures) does not match \(referencePath)."
                + Self.changedCellCount(actual: actual, reference: reference)
        let failure: SnapshotFailure = kind == .text ? .mismatch(id) : .styleMismatch(id)
        return changed(id, kind, actual: actual, reference: reference, failure: failure, headline: headline)
    }

    private func missing(_ id: SnapshotID, _ kind: SnapshotFileKind, actual: [UInt8]) -> SnapshotResult {
        let path = configuration.displayPath(id.relativePath(of: kind))
        switch configuration.mode {
        case .record, .missing:
            return writeReference(id, kind, actual)
        case .pending, .never:
            let headline =
                kind == .text
                ? "Snapshot \(id) has no reference at \(path)."
                : "Snapshot \(id) has no style sidecar at \(path)."
            let failure: SnapshotFailure = kind == .text ? .missingReference(id) : .missingStyle(id)
            return changed(id, kind, actual: actual, reference: nil, failure: failure, headline: headline)
        }
    }

    private func changed(
        _ id: SnapshotID, _ kind: SnapshotFileKind, actual: [UInt8], reference: [UInt8]?,
        failure: SnapshotFailure, headline: String
    ) -> SnapshotResult {
        if configuration.mode == .record { return writeReference(id, kind, actual) }
        let path = configuration.displayPath(id.relativePath(of: kind))
        let diff = UnifiedDiff(old: reference, new: actual, oldPath: path, newPath: path)
        var lines = [headline]
        let status: SnapshotResult.Status
        let pendingURL = pendingURL(id, kind)
        if configuration.mode.writesFiles {
            do {
                try Self.write(actual, to: pendingURL)
            } catch {
                let message = "\(headline)\nCould not write the pending file \(path).new (\(error))."
                return SnapshotResult(
                    status: .failed, failure: .writeFailed(path: pendingURL.path), message: message)
            }
            status = .pending
            lines.append("Pending file written: \(path).new (the reference is unchanged).")
        } else {
            status = .failed
            lines.append(
                "Nothing written under \(configuration.directory.lastPathComponent)/ (mode: never; "
                    + "CI runs never write snapshots).")
            lines.append(contentsOf: writePatch(id, kind, diff.patch))
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

    private func writeReference(_ id: SnapshotID, _ kind: SnapshotFileKind, _ actual: [UInt8])
        -> SnapshotResult
    {
        let url = configuration.directory.appendingPathComponent(id.relativePath(of: kind))
        do {
            try Self.write(actual, to: url)
            try? FileManager.default.removeItem(at: pendingURL(id, kind))
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
    private func writePatch(_ id: SnapshotID, _ kind: SnapshotFileKind, _ patch: String) -> [String] {
        guard !patch.isEmpty else { return [] }
        let url = patchURL(id, kind)
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

    func patchURL(_ id: SnapshotID, _ kind: SnapshotFileKind) -> URL {
        let suffix = kind == .text ? ".patch" : ".\(kind.fileExtension).patch"
        return configuration.patchDirectory.appendingPathComponent("\(id.suite)/\(id.name)\(suffix)")
    }

    func pendingURL(_ id: SnapshotID, _ kind: SnapshotFileKind) -> URL {
        configuration.directory.appendingPathComponent(id.relativePath(of: kind) + ".new")
    }

    /// Writes bytes through a temporary file in the same folder and a rename.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}
