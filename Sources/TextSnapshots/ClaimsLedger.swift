import Foundation

/// The snapshot ids one `swift test` invocation's XCTest pass asserted, kept in files so the later
/// Swift Testing pass (another process) does not report them as obsolete.
///
/// Each process appends to its own file in ``folder``, one `<directory>\t<Suite/name>` line per
/// claim, so processes never write the same file. Claims only ever remove files from the obsolete
/// list: a stale or extra claim can hide an obsolete file but never report a used one.
public struct ClaimsLedger: Sendable {
    /// The folder shared by the processes of one run.
    public let folder: URL
    /// This process's file in the folder.
    public let file: URL

    /// Creates a ledger in `folder` for the process `processID`.
    public init(folder: URL, processID: Int32) {
        self.folder = folder
        self.file = folder.appendingPathComponent("claims-\(processID).txt")
    }

    /// The ledger of the running process: a folder in the temporary directory named after the
    /// parent process (`swift test`), shared by its XCTest and Swift Testing passes.
    public static var live: ClaimsLedger {
        ClaimsLedger(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent(
                "TextSnapshots-run-\(ProcessPlatform.parentProcessID)", isDirectory: true),
            processID: ProcessInfo.processInfo.processIdentifier
        )
    }

    /// Appends one claim to this process's file; failures are ignored (they can only cause an
    /// obsolete file to be reported by a later pass, which deletes nothing).
    ///
    /// Callers serialise calls; the session does so under its lock.
    public func record(_ id: SnapshotID, in directory: URL) {
        let line = Data("\(directory.path)\t\(id)\n".utf8)
        let manager = FileManager.default
        if !manager.fileExists(atPath: file.path) {
            try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = manager.createFile(atPath: file.path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: file) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: line)
    }

    /// Every claim recorded in the folder by any process, by directory path.
    ///
    /// - Complexity: O(*c*) in the number of recorded claims.
    public func claims() -> [String: Set<SnapshotID>] {
        let manager = FileManager.default
        var result: [String: Set<SnapshotID>] = [:]
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            guard let data = manager.contents(atPath: folder.appendingPathComponent(name).path) else {
                continue
            }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: "\t")
                guard parts.count == 2, let id = try? SnapshotID(parsing: String(parts[1])) else { continue }
                result[String(parts[0]), default: []].insert(id)
            }
        }
        return result
    }

    /// Deletes the folder once the run's last pass has read it.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
