import Foundation

/// What one process's assertions have done: names claimed, outcomes tallied, directories touched.
///
/// All state sits behind one lock, so assertions from parallel tests are safe. Tests of the
/// harness create their own sessions and bind them through ``SnapshotConfiguration/current``, so no
/// tally or claim of theirs reaches ``shared`` or another session.
public final class SnapshotSession: Sendable {
    private struct State: Sendable {
        var claims: [String: Set<SnapshotID>] = [:]
        var sites: [String: [String: String]] = [:]
        /// The XCTest pass's claims by directory and key, read once from the ledger when the Swift
        /// Testing pass first claims a name.
        var ledgerSites: [String: [String: String]]?
        var summary = SnapshotSummary()
        var exitSummaryRegistered = false
    }

    /// The running process's session, scoped by its command-line arguments, with the run's
    /// ``ClaimsLedger/live`` ledger; the harness's one global.
    ///
    /// It is global because the end-of-run summary needs it: `swift test` offers no hook after
    /// the last test, so the only place to print the tally of a whole process is an `atexit`
    /// handler, and a C handler cannot capture a value, only reach a global. It stays safe because
    /// its state is behind a lock, it is created once (a `static let`) from facts fixed for the
    /// process (its arguments and parent), and it is used only by assertions with no bound
    /// ``SnapshotConfiguration/current``: a configuration carrying its own session never reads or
    /// writes this one.
    public static let shared: SnapshotSession = {
        let arguments = Array(CommandLine.arguments.dropFirst())
        return SnapshotSession(
            scope: RunScope(arguments: arguments), pass: TestPass(arguments: arguments), ledger: .live)
    }()

    /// Whether this process runs every test; obsolete files are only looked for when it does.
    public let scope: RunScope
    /// Which test library this process runs.
    public let pass: TestPass
    /// The run's claims shared across passes: the XCTest pass writes to it, the Swift Testing pass
    /// reads it for duplicates and obsolete files; `nil` for none.
    public let ledger: ClaimsLedger?
    private let state = LockedState(State())

    /// Creates an empty session.
    public init(scope: RunScope, pass: TestPass = .swiftTesting, ledger: ClaimsLedger? = nil) {
        self.scope = scope
        self.pass = pass
        self.ledger = ledger
    }

    /// The key under which an id is claimed: ids that differ only in letter case or Unicode
    /// normalisation share one file on the default macOS and Windows file systems.
    static func key(_ id: SnapshotID) -> String {
        id.description.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Claims a snapshot id for an assertion made at `site`.
    ///
    /// Ids that differ only in letter case or Unicode normalisation count as the same. In the
    /// Swift Testing pass, the ids the XCTest pass of the same run recorded in ``ledger`` count
    /// as claimed too (read once, on the first claim); in the XCTest pass, each claim is recorded
    /// there.
    /// - Returns: the site of the earlier claim when the id was already claimed for the same
    ///   directory (a duplicate name), else `nil`.
    /// - Complexity: O(1) amortised; the first claim of the Swift Testing pass reads the ledger.
    public func claim(_ id: SnapshotID, in directory: URL, at site: String) -> String? {
        let key = Self.key(id)
        return state.withLock { state in
            if let earlier = state.sites[directory.path]?[key] { return earlier }
            if pass == .swiftTesting, let ledger {
                if state.ledgerSites == nil {
                    var sites: [String: [String: String]] = [:]
                    for claim in ledger.entries() {
                        let site = claim.site.isEmpty ? "an XCTest test" : claim.site
                        sites[claim.directory, default: [:]][Self.key(claim.id)] = "\(site) (XCTest pass)"
                    }
                    state.ledgerSites = sites
                }
                if let earlier = state.ledgerSites?[directory.path]?[key] { return earlier }
            }
            state.sites[directory.path, default: [:]][key] = site
            state.claims[directory.path, default: []].insert(id)
            if pass == .xctest { ledger?.record(id, in: directory, at: site) }
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

    /// The tally so far, with the obsolete and unexpected files of every snapshot directory
    /// this run asserted in.
    ///
    /// Files are looked for only when ``scope`` is ``RunScope/complete`` and this is the Swift
    /// Testing pass, which runs after the XCTest pass and counts that pass's claims through the
    /// ledger. Each snapshot directory an assertion of either pass used is walked whole, suite
    /// folders no test asserted in included. A reference counts as asked for when an assertion of
    /// either pass claimed it *in this run*: the reference of a test that is disabled, skipped or
    /// stopped before its assertion is listed with the obsolete ones (the report says
    /// "obsolete or skipped"). Nothing is ever deleted.
    /// - Complexity: O(*f*) in the number of entries under the snapshot directories.
    public func summary() -> SnapshotSummary {
        let (ownClaims, base) = state.withLock { ($0.claims, $0.summary) }
        var summary = base
        guard scope == .complete, pass == .swiftTesting else {
            summary.obsolete = nil
            summary.unexpected = nil
            summary.obsoleteNotChecked =
                scope == .complete ? "left to the Swift Testing pass" : "filtered run"
            return summary
        }
        var claims = ledger?.claims() ?? [:]
        for (directory, ids) in ownClaims { claims[directory, default: []].formUnion(ids) }
        var obsolete: [String] = []
        var unexpected: [String] = []
        for (directory, ids) in claims.sorted(by: { $0.key < $1.key }) {
            let scan = SnapshotDirectoryScan(
                directory: URL(fileURLWithPath: directory, isDirectory: true),
                claimed: Set(ids.map(Self.key)))
            obsolete += scan.obsolete
            unexpected += scan.unexpected
        }
        summary.obsolete = obsolete.sorted()
        summary.unexpected = unexpected.sorted()
        return summary
    }

    /// Arranges for the summary to be printed to standard output when the process exits.
    ///
    /// Registers once per process; only meaningful on ``shared``.
    package func printSummaryAtExit() {
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
