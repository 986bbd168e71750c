/// The tally of one process's snapshot assertions, printed when the process ends.
///
/// The line reads `Snapshots: 3 matched · 1 failed · 0 written · 1 pending · 0 obsolete`; it is
/// deliberately not in the `N passed, N failed` shape that CI log parsers take for the test count.
public struct SnapshotSummary: Equatable, Sendable {
    /// Assertions whose reference matched.
    public var matched = 0
    /// Assertions that failed (including those that wrote a pending file).
    public var failed = 0
    /// References written directly (``SnapshotMode/record`` or ``SnapshotMode/missing``).
    public var written = 0
    /// Pending `.txt.new` files written for review.
    public var pending = 0
    /// Reference files no assertion asked for, as `Suite/name` ids; `nil` when obsolete files
    /// were not looked for (see ``obsoleteNotChecked``).
    public var obsolete: [String]? = []
    /// Why obsolete files were not looked for, when ``obsolete`` is `nil`.
    public var obsoleteNotChecked = "filtered run"

    /// Creates an empty summary.
    public init() {}

    /// The number of assertions made.
    public var assertions: Int { matched + failed + written }

    /// The one-line tally.
    public var line: String {
        let obsoleteText =
            obsolete.map { "\($0.count) obsolete" } ?? "obsolete not checked (\(obsoleteNotChecked))"
        return "Snapshots: \(matched) matched · \(failed) failed · \(written) written · \(pending) pending · "
            + obsoleteText
    }

    /// The tally followed by the obsolete ids and the command to review pending files.
    public var report: String {
        var lines = [line]
        for id in obsolete ?? [] {
            lines.append("  obsolete (no test asked for it; not deleted): \(id)")
        }
        if pending > 0 { lines.append("  review pending snapshots: swift run snapshots") }
        return lines.joined(separator: "\n") + "\n"
    }
}
