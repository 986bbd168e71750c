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

    /// Queries of 1, 3 and 8 characters, hits and misses, then the folding examples, then queries of
    /// two words (the seeds' scan looks for them as one phrase).
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
        Case(label: "2 words Latin", query: "bread garden"),
        Case(label: "2 words mixed", query: "хлеб garden"),
        Case(label: "2 words miss", query: "bread щебетать"),
    ]

    static func run() {
        let notes = BenchmarkCorpus.notes(count: noteCount)
        let buildRuns = (0..<3).map { _ in BenchmarkTiming.measure { _ = SearchIndex(notes) } }
        let index = SearchIndex(notes)
        print(
            "notes: \(noteCount), index build: \(format(BenchmarkTiming.median(buildRuns))) ms (median of 3)")
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
            let ours = BenchmarkTiming.median(
                (0..<15).map { _ in
                    let before = BenchmarkTiming.threadCPUMilliseconds()
                    let wall = BenchmarkTiming.measure { hits = index.search(query).count }
                    cpu.append(BenchmarkTiming.threadCPUMilliseconds() - before)
                    return wall
                })
            var seedHits = 0
            let seeds = BenchmarkTiming.measure { seedHits = seedsSearch(item.query, in: notes) }
            let localized =
                BenchmarkTiming.measure { _ = localizedSearch(item.query, in: sample) }
                * Double(noteCount / localizedSample)
            rows.append([
                item.label, item.query, "\(hits)", format(ours), format(BenchmarkTiming.median(cpu)),
                format(seeds),
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
        let filtering = BenchmarkTiming.median(
            (0..<5).map { _ in BenchmarkTiming.measure { kept = result.filter(order).count } })
        print(
            "filter \(order.count) ordered ids by hash to \(kept) hits: \(format(filtering)) ms (median of 5)"
        )
        var resolved = index.order(order)
        let resolving = BenchmarkTiming.measure { resolved = index.order(order) }
        let ordered = BenchmarkTiming.median(
            (0..<5).map { _ in BenchmarkTiming.measure { kept = result.filter(order: resolved).count } })
        print(
            "filter a resolved order to \(kept) hits: \(format(ordered)) ms (median of 5; resolving it once: \(format(resolving)) ms)"
        )
        let visible = Array(notes.lazy.filter { result.contains($0.id) }.prefix(20))
        var marks = 0
        let ranging = BenchmarkTiming.median(
            (0..<5).map { _ in
                BenchmarkTiming.measure {
                    marks = visible.reduce(0) { $0 + result.ranges(in: $1).title.count }
                }
            })
        print(
            "match ranges for \(visible.count) visible rows: \(format(ranging)) ms (median of 5, \(marks) in titles)"
        )
    }

    /// Per-keystroke cost while typing a word, or two, each search refining the last.
    static func typing(_ index: SearchIndex) {
        for word in ["document", "описание", "bread garden"] {
            var previous: SearchResult?
            var steps: [String] = []
            for length in 1...word.count {
                let query = SearchQuery(String(word.prefix(length)))
                var result: SearchResult?
                let time = BenchmarkTiming.measure { result = index.search(query, refining: previous) }
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
