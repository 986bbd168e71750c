import Foundation
import NotesCore

/// The `search` suite: our index against the seeds' lowercased scan and
/// `localizedCaseInsensitiveContains`, over 100,000 generated notes.
enum SearchBenchmark {
    /// Notes searched.
    static let noteCount = 100_000
    /// Notes the `localizedCaseInsensitiveContains` column is measured on, then scaled up.
    static let localizedSample = 2_000

    /// One benchmark query and what it exercises.
    struct Case {
        let label: String
        let query: String
    }

    /// Queries of 1, 3 and 8 characters, hits and misses, then the folding examples.
    static let cases = [
        Case(label: "1 char Latin", query: "e"),
        Case(label: "1 char Cyrillic", query: "ж"),
        Case(label: "1 char miss", query: "q"),
        Case(label: "3 char Latin", query: "caf"),
        Case(label: "3 char Cyrillic", query: "при"),
        Case(label: "3 char miss", query: "щюэ"),
        Case(label: "8 char Latin", query: "document"),
        Case(label: "8 char Cyrillic", query: "описание"),
        Case(label: "8 char miss", query: "щебетать"),
        Case(label: "diacritics", query: "Cafe"),
        Case(label: "ё as е", query: "елка"),
        Case(label: "upper case", query: "ПРИВЕТ"),
    ]

    static func run() {
        let notes = SearchCorpus.notes(count: noteCount)
        let buildRuns = (0..<3).map { _ in measure { _ = SearchIndex(notes) } }
        let index = SearchIndex(notes)
        print("notes: \(noteCount), index build: \(format(median(buildRuns))) ms (median of 3)")
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            print("load average at start: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
        }
        print("ours: median of 15 (wall clock, and this thread's CPU time); seeds: one pass over every note;")
        print(
            "localized: one pass over \(localizedSample) notes, multiplied by \(noteCount / localizedSample)")
        print("")
        let header = [
            "case", "query", "hits", "ours ms", "ours CPU ms", "seeds ms", "seeds hits", "localized ms (×50)",
            "seeds/ours",
        ]
        var rows: [[String]] = [header]
        let sample = Array(notes.prefix(localizedSample))
        for item in cases {
            let query = SearchQuery(item.query)
            var hits = 0
            var cpu: [Double] = []
            let ours = median(
                (0..<15).map { _ in
                    let before = threadCPUTime()
                    let wall = measure { hits = index.search(query).count }
                    cpu.append(threadCPUTime() - before)
                    return wall
                })
            var seedHits = 0
            let seeds = measure { seedHits = seedsSearch(item.query, in: notes) }
            let localized =
                measure { _ = localizedSearch(item.query, in: sample) } * Double(noteCount / localizedSample)
            rows.append([
                item.label, item.query, "\(hits)", format(ours), format(median(cpu)), format(seeds),
                "\(seedHits)",
                format(localized), String(format: "%.0f×", seeds / ours),
            ])
        }
        printTable(rows)
        print("")
        typing(index)
        presenting(index, notes)
    }

    /// The work a list screen adds: keeping its order, and ranges for the rows on screen.
    static func presenting(_ index: SearchIndex, _ notes: [Note]) {
        let result = index.search(SearchQuery("caf"))
        let order = notes.map(\.id)
        var kept = 0
        let filtering = median((0..<5).map { _ in measure { kept = result.filter(order).count } })
        print(
            "filter \(order.count) ordered ids by hash to \(kept) hits: \(format(filtering)) ms (median of 5)"
        )
        var resolved = index.order(order)
        let resolving = measure { resolved = index.order(order) }
        let ordered = median((0..<5).map { _ in measure { kept = result.filter(order: resolved).count } })
        print(
            "filter a resolved order to \(kept) hits: \(format(ordered)) ms (median of 5; resolving it once: \(format(resolving)) ms)"
        )
        let visible = Array(notes.lazy.filter { result.contains($0.id) }.prefix(20))
        var marks = 0
        let ranging = median(
            (0..<5).map { _ in
                measure { marks = visible.reduce(0) { $0 + result.ranges(in: $1).title.count } }
            })
        print(
            "match ranges for \(visible.count) visible rows: \(format(ranging)) ms (median of 5, \(marks) in titles)"
        )
    }

    /// Per-keystroke cost while typing a word, each search refining the last.
    static func typing(_ index: SearchIndex) {
        for word in ["document", "описание"] {
            var previous: SearchResult?
            var steps: [String] = []
            for length in 1...word.count {
                let query = SearchQuery(String(word.prefix(length)))
                var result: SearchResult?
                let time = measure { result = index.search(query, refining: previous) }
                previous = result
                steps.append(format(time))
            }
            print("typing \(word) with refinement, ms per keystroke: \(steps.joined(separator: ", "))")
        }
    }

    /// The seeds' search: lower-case everything and look for the lower-cased query.
    static func seedsSearch(_ query: String, in notes: [Note]) -> Int {
        let needle = query.lowercased()
        return notes.reduce(0) { count, note in
            (note.title + note.content).lowercased().contains(needle) ? count + 1 : count
        }
    }

    /// Foundation's localized case-insensitive search.
    static func localizedSearch(_ query: String, in notes: [Note]) -> Int {
        notes.reduce(0) { count, note in
            note.title.localizedCaseInsensitiveContains(query)
                || note.content.localizedCaseInsensitiveContains(query) ? count + 1 : count
        }
    }

    /// Milliseconds taken by `body`.
    static func measure(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        let parts = elapsed.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    /// Milliseconds of CPU time this thread has used.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The median of `values`.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Milliseconds with a precision that suits their size.
    static func format(_ milliseconds: Double) -> String {
        String(format: milliseconds < 10 ? "%.2f" : "%.0f", milliseconds)
    }

    /// Prints rows as a Markdown table.
    static func printTable(_ rows: [[String]]) {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (number, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            print("| " + cells.joined(separator: " | ") + " |")
            if number == 0 {
                print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
            }
        }
    }
}
