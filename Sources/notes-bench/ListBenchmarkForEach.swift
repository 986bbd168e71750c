import Foundation
import NotesCore
import NotesViewModels

/// A `ForEach` over the list's rows at 100,000 notes: after each search keystroke and after the
/// search is cancelled, the front end reads every new id (as `ForEach` does), diffs them against
/// the ids it showed before by identity (a common prefix and suffix, then one in-order walk that
/// recognises ids only removed or only inserted, else a hash set of the smaller middle), and builds
/// the first screenful of rows.
///
/// The hash-set diff alone is measured beside it.
///
/// Measured apart from the view model's own work on the action, and against the same pass over
/// `ListNotesRows` itself, whose every id read builds a row.
enum ListBenchmarkForEach {
    static let noteCount = 100_000
    static let rounds = 7
    static let screenful = 20
    static let keystrokes = ["g", "ga", "gar", "gard", "garde", "garden"]

    static func run() {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private static func measure() {
        let bench = BenchmarkList(noteCount: noteCount)
        let list = bench.list
        var shown = list.rows.value.items.map(\.id)
        var checksum = 0
        var keystroke = Samples()
        var cancel = Samples()
        var model = (keystroke: [Double](), cancel: [Double]())
        for round in 0...rounds {
            for text in keystrokes + [""] {
                let action = BenchmarkTiming.measure { list.searchQuery.value = text }
                var pass = 0.0
                let cpuStart = BenchmarkTiming.threadCPUMilliseconds()
                pass = BenchmarkTiming.measure {
                    checksum &+= forEachPass(list.rows.value, shown: &shown)
                }
                let cpu = BenchmarkTiming.threadCPUMilliseconds() - cpuStart
                guard round > 0 else { continue }  // the first round warms up
                if text.isEmpty {
                    cancel.add(wall: pass, cpu: cpu)
                    model.cancel.append(action)
                } else {
                    keystroke.add(wall: pass, cpu: cpu)
                    model.keystroke.append(action)
                }
            }
        }
        var parts = (ids: [Double](), diff: [Double](), hashDiff: [Double]())
        for text in keystrokes + [""] {
            list.searchQuery.value = text
            var ids: [Note.ID] = []
            parts.ids.append(BenchmarkTiming.measure { ids = list.rows.value.items.map(\.id) })
            parts.diff.append(
                BenchmarkTiming.measure { checksum &+= identityDifference(from: shown, to: ids) })
            var hashed = 0
            parts.hashDiff.append(
                BenchmarkTiming.measure { hashed = hashDifference(from: shown[...], to: ids[...]) })
            if hashed != identityDifference(from: shown, to: ids) {
                print("error: the two diffs disagree after \"\(text)\"")
            }
            checksum &+= hashed
            shown = ids
        }
        list.searchQuery.value = "g"
        var eagerShown = list.rows.value.map(\.id)
        list.searchQuery.value = ""
        let eagerCancel = BenchmarkTiming.measure {
            checksum &+= eagerPass(list.rows.value, shown: &eagerShown)
        }
        print(
            "ForEach over rows, \(noteCount) notes: every id read, identity diff, first \(screenful) rows built"
        )
        print(
            "                                 wall ms   cpu ms   worst ms   view model ms   (median of \(rounds) rounds)"
        )
        print(
            "keystroke (g…garden)          " + BenchmarkTiming.format(keystroke.wallMedian, width: 10)
                + BenchmarkTiming.format(keystroke.cpuMedian, width: 9)
                + BenchmarkTiming.format(keystroke.wall.max() ?? 0, width: 11)
                + BenchmarkTiming.format(BenchmarkTiming.median(model.keystroke), width: 16))
        print(
            "search cancelled              " + BenchmarkTiming.format(cancel.wallMedian, width: 10)
                + BenchmarkTiming.format(cancel.cpuMedian, width: 9)
                + BenchmarkTiming.format(cancel.wall.max() ?? 0, width: 11)
                + BenchmarkTiming.format(BenchmarkTiming.median(model.cancel), width: 16))
        print(
            "cancelled, ForEach(rows) itself" + BenchmarkTiming.format(eagerCancel, width: 9)
                + "   (every row built to read its id; one run)")
        print(
            "of which: ids read " + BenchmarkTiming.format(BenchmarkTiming.median(parts.ids), width: 0)
                + " ms, identity diff " + BenchmarkTiming.format(BenchmarkTiming.median(parts.diff), width: 0)
                + " ms (medians over g…garden and cancel)")
        print(
            "a hash-set diff alone would take "
                + BenchmarkTiming.format(BenchmarkTiming.median(parts.hashDiff), width: 0) + " ms")
        print(
            "target: each ForEach pass under 1 ms (checksum \(checksum % 1_000))")
    }

    /// What a `ForEach` over `items` costs the front end after a change: every id read, an identity
    /// diff against `shown`, the first screenful built; `shown` becomes the new ids.
    @MainActor
    private static func forEachPass(_ rows: ListNotesRows, shown: inout [Note.ID]) -> Int {
        let items = rows.items
        let ids = items.map(\.id)
        var checksum = identityDifference(from: shown, to: ids)
        for item in items.prefix(screenful) { checksum &+= rows[item].title.utf8.count }
        shown = ids
        return checksum
    }

    /// The same pass over the rows themselves, whose ids are read by building each row.
    @MainActor
    private static func eagerPass(_ rows: ListNotesRows, shown: inout [Note.ID]) -> Int {
        let ids = rows.map(\.id)
        var checksum = identityDifference(from: shown, to: ids)
        for row in rows.prefix(screenful) { checksum &+= row.title.utf8.count }
        shown = ids
        return checksum
    }

    /// The ids removed plus the ids inserted between `old` and `new`, as an identity diff finds
    /// them: past the common prefix and suffix, one in-order walk over the larger middle finds
    /// whether the smaller is what is left of it (only removals, as a narrowed search, or only
    /// insertions, as a cancelled one); anything else is diffed by ``hashDifference(from:to:)``.
    static func identityDifference(from old: [Note.ID], to new: [Note.ID]) -> Int {
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        if oldMiddle.isEmpty || newMiddle.isEmpty { return oldMiddle.count + newMiddle.count }
        let (smaller, larger) =
            oldMiddle.count <= newMiddle.count ? (oldMiddle, newMiddle) : (newMiddle, oldMiddle)
        if isSubsequence(smaller, of: larger) { return larger.count - smaller.count }
        return hashDifference(from: oldMiddle, to: newMiddle)
    }

    /// Whether `short` is `long` with some ids left out, order kept: one pass over `long`.
    static func isSubsequence(_ short: ArraySlice<Note.ID>, of long: ArraySlice<Note.ID>) -> Bool {
        var next = short.startIndex
        for id in long where next < short.endIndex && id == short[next] { next += 1 }
        return next == short.endIndex
    }

    /// The ids removed plus the ids inserted between `old` and `new` by a hash set: each id of the
    /// larger is looked up in a set of the smaller one's.
    static func hashDifference(from old: ArraySlice<Note.ID>, to new: ArraySlice<Note.ID>) -> Int {
        let (smaller, larger) = old.count <= new.count ? (old, new) : (new, old)
        let set = Set(smaller)
        var kept = 0
        for id in larger where set.contains(id) { kept += 1 }
        return (smaller.count - kept) + (larger.count - kept)
    }

    /// Wall-clock and CPU samples.
    struct Samples {
        var wall: [Double] = []
        var cpu: [Double] = []

        mutating func add(wall: Double, cpu: Double) {
            self.wall.append(wall)
            self.cpu.append(cpu)
        }

        var wallMedian: Double { BenchmarkTiming.median(wall) }
        var cpuMedian: Double { BenchmarkTiming.median(cpu) }
    }
}
