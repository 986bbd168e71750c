import NotesViewModels

/// The `list` suite: row changesets at 100,000 rows against the standard library's
/// `difference(from:)` on the same id arrays, an editor keystroke on a 1 MB note, and a search
/// keystroke in the list view model at 100,000 notes.
enum ListBenchmark {
    static let rowCount = 100_000
    static let runs = 51
    /// The standard library's Myers diff is skipped when its estimate exceeds this.
    static let baselineTimeLimitMilliseconds = 10_000.0
    /// …or when its trace (about D²/2 integers for edit distance D) would exceed this.
    static let baselineMemoryLimitBytes = 512.0 * 1_024 * 1_024

    static func run() {
        let cases = [
            ListBenchmarkCase.edits(
                "(a) 1% deleted + 1% inserted", count: rowCount, deleted: 0.01, inserted: 0.01, updated: 0,
                seed: 1),
            ListBenchmarkCase.edits(
                "(b) 4% del + 4% ins + 2% upd", count: rowCount, deleted: 0.04, inserted: 0.04, updated: 0.02,
                seed: 2),
            ListBenchmarkCase.moves("(c) 100 rows moved", count: rowCount, moved: 100, seed: 3),
            ListBenchmarkCase.swap("(d) 2-row swap in 10 rows", count: 10, seed: 4),
        ]
        print("row changesets, median of \(runs) runs (wall clock and thread CPU time), release")
        print("stdlib = [Note.ID].difference(from:).inferringMoves(), wall clock, same id arrays")
        print(
            "case                              rows  wall ms   cpu ms  del/ins     moved  updated   stdlib ms  stdlib moves  stdlib/ours"
        )
        var rate: Double?  // stdlib ms per (N + M) · D, from the largest case measured so far
        var baselines: [String: String] = [:]
        var speedUps: [String: Double] = [:]
        var ours: [String: Double] = [:]
        var lines: [(ListBenchmarkCase, BenchmarkTiming.Medians, RowChangeset)] = []
        for scenario in cases {
            var changeset = RowChangeset()
            let medians = BenchmarkTiming.medians(runs: runs) {
                changeset = RowChangeset(
                    from: scenario.old, to: scenario.new, sortedBy: ListBenchmarkRow.newestFirst)
            }
            lines.append((scenario, medians, changeset))
            ours[scenario.name] = medians.wall
        }
        // Baselines in order of edit distance, so each estimate is calibrated on a smaller case.
        for (scenario, _, changeset) in lines.sorted(by: {
            editDistance($0.2, $0.0) < editDistance($1.2, $1.0)
        }) {
            let distance = editDistance(changeset, scenario)
            let work = Double(scenario.old.count + scenario.new.count) * Double(max(distance, 1))
            let memory = Double(distance) * Double(distance) / 2 * 8
            if memory > baselineMemoryLimitBytes {
                baselines[scenario.name] = "skipped (D=\(distance): trace ≈ \(Int(memory / 1_048_576)) MB)"
                continue
            }
            if let rate, rate * work > baselineTimeLimitMilliseconds {
                baselines[scenario.name] = "skipped (est. \(Int(rate * work / 1_000)) s)"
                continue
            }
            let oldIDs = scenario.old.map(\.id)
            let newIDs = scenario.new.map(\.id)
            let estimate = (rate ?? 0) * work
            let stdlibRuns = estimate > 1_000 ? 1 : 5
            var moves = 0
            let milliseconds = BenchmarkTiming.medians(runs: stdlibRuns, warmUp: estimate < 100) {
                let difference = newIDs.difference(from: oldIDs).inferringMoves()
                moves = difference.removals.count { change in
                    if case .remove(_, _, let associatedWith) = change { return associatedWith != nil }
                    return false
                }
            }.wall
            if scenario.old.count >= 1_000 { rate = milliseconds / work }
            speedUps[scenario.name] = milliseconds / max(ours[scenario.name] ?? 0, 0.001)
            let runsNote = stdlibRuns == 1 ? " (1 run)" : ""
            baselines[scenario.name] =
                BenchmarkTiming.format(milliseconds, width: 11)
                + BenchmarkTiming.padded("\(moves)", width: 14)
                + runsNote
        }
        for (scenario, medians, changeset) in lines {
            let counts = "\(changeset.deleted.count)/\(changeset.inserted.count)"
            print(
                scenario.name.padding(toLength: 30, withPad: " ", startingAt: 0)
                    + BenchmarkTiming.padded("\(scenario.old.count)", width: 8)
                    + BenchmarkTiming.format(medians.wall, width: 9)
                    + BenchmarkTiming.format(medians.cpu, width: 9)
                    + BenchmarkTiming.padded(counts, width: 10)
                    + BenchmarkTiming.padded("\(changeset.moved.count)", width: 10)
                    + BenchmarkTiming.padded("\(changeset.updated.count)", width: 9)
                    + (baselines[scenario.name].map { $0.hasPrefix("skipped") ? "   " + $0 : $0 } ?? "")
                    + (speedUps[scenario.name].map { "  ×" + BenchmarkTiming.format($0, width: 0) } ?? "")
            )
        }
        print("(c) and (d) re-date the moved rows, so they count as updated too; target: each under 8.3 ms")
        print()
        ListBenchmarkKeystroke.run()
        print()
        ListBenchmarkSearch.run()
    }

    /// The Myers edit distance D between the id arrays: N + M − 2 · (rows that neither move nor
    /// change identity), exact because the changeset's moves are minimal.
    static func editDistance(_ changeset: RowChangeset, _ scenario: ListBenchmarkCase) -> Int {
        let kept = scenario.old.count - changeset.deleted.count - changeset.moved.count
        return scenario.old.count + scenario.new.count - 2 * kept
    }
}
