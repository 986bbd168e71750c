import Foundation
import Synchronization

/// What one process's assertions have done: names claimed, outcomes tallied, folders touched.
///
/// All state sits behind one `Mutex`, so assertions from parallel tests are safe. ``shared`` is
/// the process's session and prints its ``SnapshotSummary`` when the process exits, if at least
/// one assertion was made; tests of the harness create their own sessions.
public final class SnapshotSession: Sendable {
    private struct State {
        var claims: [String: Set<SnapshotID>] = [:]
        var sites: [String: [String: String]] = [:]
        var summary = SnapshotSummary()
        var exitSummaryRegistered = false
    }

    /// The running process's session, scoped by its command-line arguments, with the run's
    /// ``ClaimsLedger/live`` ledger.
    public static let shared: SnapshotSession = {
        let arguments = Array(CommandLine.arguments.dropFirst())
        return SnapshotSession(
            scope: RunScope(arguments: arguments), pass: TestPass(arguments: arguments), ledger: .live)
    }()

    /// Whether this process runs every test; obsolete files are only looked for when it does.
    public let scope: RunScope
    /// Which test library this process runs.
    public let pass: TestPass
    /// Where the XCTest pass records its claims for the Swift Testing pass; `nil` for none.
    public let ledger: ClaimsLedger?
    private let state = Mutex(State())

    /// Creates an empty session.
    public init(scope: RunScope, pass: TestPass = .swiftTesting, ledger: ClaimsLedger? = nil) {
        self.scope = scope
        self.pass = pass
        self.ledger = ledger
    }

    /// Claims a snapshot id for an assertion made at `site`.
    ///
    /// Ids that differ only in letter case or Unicode normalisation count as the same: they would
    /// share one file on the default macOS and Windows file systems.
    /// - Returns: the site of the earlier claim when the id was already claimed in this session
    ///   for the same directory (a duplicate name), else `nil`.
    public func claim(_ id: SnapshotID, in directory: URL, at site: String) -> String? {
        let key = id.description.precomposedStringWithCanonicalMapping.lowercased()
        return state.withLock { state in
            if let earlier = state.sites[directory.path]?[key] { return earlier }
            state.sites[directory.path, default: [:]][key] = site
            state.claims[directory.path, default: []].insert(id)
            if pass == .xctest { ledger?.record(id, in: directory) }
            return nil
        }
    }

    /// Counts one assertion's outcome.
    public func record(_ status: SnapshotResult.Status) {
        state.withLock { state in
            switch status {
            case .matched: state.summary.matched += 1
            case .written: state.summary.written += 1
            case .pending:
                state.summary.failed += 1
                state.summary.pending += 1
            case .failed: state.summary.failed += 1
            }
        }
    }

    /// The tally so far, with obsolete references found in the suite folders this run touched.
    ///
    /// Obsolete files are looked for only when ``scope`` is ``RunScope/complete`` and this is the
    /// Swift Testing pass, only in suite folders where an assertion was made (by this process or,
    /// through the ledger, by the XCTest pass of the same run), and only among `.txt` files that
    /// no assertion of either pass claimed. A test that is disabled or stops before its assertion
    /// leaves its file listed; nothing is ever deleted.
    /// - Complexity: O(*f*) in the number of files in the touched suite folders.
    public func summary() -> SnapshotSummary {
        let (ownClaims, base) = state.withLock { ($0.claims, $0.summary) }
        var summary = base
        guard scope == .complete, pass == .swiftTesting else {
            summary.obsolete = nil
            summary.obsoleteNotChecked =
                scope == .complete ? "left to the Swift Testing pass" : "filtered run"
            return summary
        }
        var claims = ledger?.claims() ?? [:]
        for (directory, ids) in ownClaims { claims[directory, default: []].formUnion(ids) }
        var obsolete: [String] = []
        for (directory, ids) in claims {
            for suite in Set(ids.map(\.suite)) {
                let folder = URL(fileURLWithPath: directory).appendingPathComponent(suite.rawValue)
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for file in files where file.hasSuffix(".txt") {
                    guard let name = try? SnapshotName(String(file.dropLast(4))) else { continue }
                    let id = SnapshotID(suite: suite, name: name)
                    if !ids.contains(id) { obsolete.append(id.description) }
                }
            }
        }
        summary.obsolete = obsolete.sorted()
        return summary
    }

    /// Arranges for the summary to be printed to standard output when the process exits.
    ///
    /// Registers once per process; only meaningful on ``shared``.
    func printSummaryAtExit() {
        let register = state.withLock { state in
            defer { state.exitSummaryRegistered = true }
            return !state.exitSummaryRegistered
        }
        guard register, self === Self.shared else { return }
        atexit {
            let session = SnapshotSession.shared
            if let report = session.exitReport() { FileHandle.standardOutput.write(Data(report.utf8)) }
            if session.pass == .swiftTesting { session.ledger?.remove() }
        }
    }

    /// The text printed when the process exits: the summary report after a blank line, or `nil`
    /// when this session saw no assertion (so processes without snapshot tests print nothing).
    public func exitReport() -> String? {
        let summary = summary()
        return summary.assertions > 0 ? "\n" + summary.report : nil
    }
}
