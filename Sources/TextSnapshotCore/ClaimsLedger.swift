import Foundation

/// The snapshot ids one `swift test` invocation's XCTest pass asserted, kept in files so the later
/// Swift Testing pass (another process) neither reports them as obsolete nor lets a test assert
/// one of them again unnoticed.
///
/// Each process appends to its own file in ``folder``, one `<directory>\t<Suite/name>\t<site>` line
/// per claim, so processes never write the same file. For obsolete files a claim only ever removes
/// a file from the list: a stale or extra claim can hide an obsolete file but never report a used
/// one. The live folder is named after the parent process's id and, on Linux, its start time, so a
/// ledger left by an earlier run whose parent had the same id is not read.
public struct ClaimsLedger: Sendable {
    /// One recorded claim.
    public struct Claim: Equatable, Sendable {
        /// The snapshot directory the claim was made in, as a path.
        public var directory: String
        /// The claimed id.
        public var id: SnapshotID
        /// Where the assertion was made (`File.swift:12`), or empty when not recorded.
        public var site: String
    }

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
        let parent = [String(ProcessPlatform.parentProcessID), ProcessPlatform.parentStartTime]
            .compactMap { $0 }.joined(separator: "-")
        return ClaimsLedger(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent(
                "TextSnapshots-run-\(parent)", isDirectory: true),
            processID: ProcessInfo.processInfo.processIdentifier
        )
    }

    /// Appends one claim to this process's file; failures are ignored (they can only cause an
    /// obsolete file to be reported, or a duplicate across passes to go unnoticed).
    ///
    /// Callers serialise calls; the session does so under its lock.
    public func record(_ id: SnapshotID, in directory: URL, at site: String = "") {
        let cleanSite = site.filter { $0 != "\t" && $0 != "\n" }
        let line = Data("\(directory.path)\t\(id)\t\(cleanSite)\n".utf8)
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

    /// Every claim recorded in the folder by any process, in file order; unreadable lines are skipped.
    ///
    /// - Complexity: O(*c*) in the number of recorded claims.
    public func entries() -> [Claim] {
        let manager = FileManager.default
        var result: [Claim] = []
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names {
            guard let data = manager.contents(atPath: folder.appendingPathComponent(name).path) else {
                continue
            }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard parts.count == 2 || parts.count == 3,
                    let id = try? SnapshotID(parsing: String(parts[1]))
                else { continue }
                let site = parts.count == 3 ? String(parts[2]) : ""
                result.append(Claim(directory: String(parts[0]), id: id, site: site))
            }
        }
        return result
    }

    /// Every claim recorded in the folder by any process, by directory path.
    ///
    /// - Complexity: O(*c*) in the number of recorded claims.
    public func claims() -> [String: Set<SnapshotID>] {
        var result: [String: Set<SnapshotID>] = [:]
        for claim in entries() { result[claim.directory, default: []].insert(claim.id) }
        return result
    }

    /// Deletes the folder once the run's last pass has read it.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
