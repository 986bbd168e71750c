/// The tally of one process's snapshot assertions, printed when the process ends.
///
/// The line reads `Snapshots: 3 matched · 1 failed · 0 written · 1 pending · 0 obsolete`; it is
/// deliberately not in the `N passed, N failed` shape that CI log parsers take for the test count.
/// When files are listed, the count reads `2 obsolete (or skipped)` and `· 1 unexpected` follows.
public struct SnapshotSummary: Equatable, Sendable {
    /// Assertions whose reference matched.
    public var matched = 0
    /// Assertions that failed (including those that wrote a pending file).
    public var failed = 0
    /// References written directly (``SnapshotMode/record`` or ``SnapshotMode/missing``).
    public var written = 0
    /// Pending `.txt.new` files written for review.
    public var pending = 0
    /// Reference files no assertion of the run asked for, as `Suite/name` ids: obsolete, or
    /// belonging to a test that was disabled, skipped or stopped before asserting; `nil` when
    /// files were not looked for (see ``obsoleteNotChecked``).
    public var obsolete: [String]? = []
    /// Files under the snapshot directory that the harness could never have written (names that
    /// fail validation, other extensions, nested folders), as paths from the package root;
    /// `nil` when files were not looked for.
    public var unexpected: [String]? = []
    /// Why files were not looked for, when ``obsolete`` is `nil`.
    public var obsoleteNotChecked = "filtered run"

    /// Creates an empty summary.
    public init() {}

    /// The number of assertions made.
    public var assertions: Int { matched + failed + written }

    /// The one-line tally.
    public var line: String {
        var text =
            "Snapshots: \(matched) matched · \(failed) failed · \(written) written · \(pending) pending · "
        if let obsolete {
            text += "\(obsolete.count) obsolete" + (obsolete.isEmpty ? "" : " (or skipped)")
        } else {
            text += "obsolete not checked (\(obsoleteNotChecked))"
        }
        if let unexpected, !unexpected.isEmpty { text += " · \(unexpected.count) unexpected" }
        return text
    }

    /// The tally followed by the listed files and the command to review pending files.
    public var report: String {
        var lines = [line]
        for id in obsolete ?? [] {
            lines.append("  obsolete or skipped (no test asked for it in this run; not deleted): \(id)")
        }
        for path in unexpected ?? [] {
            lines.append("  unexpected file (not a snapshot name the harness accepts; not deleted): \(path)")
        }
        if pending > 0 { lines.append("  review pending snapshots: swift run snapshots") }
        return lines.joined(separator: "\n") + "\n"
    }
}
