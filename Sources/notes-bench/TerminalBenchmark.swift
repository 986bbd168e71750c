import Foundation
import NotesCore
import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal

/// The `terminal` suite: the `notes` front end over a 100,000-note store on disk: a search
/// keystroke from key bytes to bytes written (decode → handle → frame → render), the bytes written
/// against a full redraw, and the time from start to the first frame with rows; the baseline is the
/// list view model's own search for the same keystrokes, in the same process.
@MainActor
enum TerminalBenchmark {
    static let noteCount = 100_000
    static let rounds = 5
    static let launches = 3
    static let size = TerminalSize(columns: 80, rows: 24)
    static let eraseLine: UInt8 = 0x15
    static let backspace: UInt8 = 0x7F

    /// The keystrokes of one round, after `/` opened the search: “garden”, three backspaces,
    /// “lic”, Ctrl-U, “мёд”, Ctrl-U.
    static let keystrokes: [(label: String, bytes: [UInt8])] = {
        var keys: [(String, [UInt8])] = []
        for character in "garden" { keys.append((String(character), Array(String(character).utf8))) }
        for _ in 0..<3 { keys.append(("⌫", [backspace])) }
        for character in "lic" { keys.append((String(character), Array(String(character).utf8))) }
        keys.append(("C-u", [eraseLine]))
        for character in "мёд" { keys.append((String(character), Array(String(character).utf8))) }
        keys.append(("C-u", [eraseLine]))
        return keys
    }()

    static func run() async {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-bench-terminal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("store")
        var store = NoteStore(directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() })
        _ = try! store.load()
        // Written as the app writes it: newest first.
        try! store.save(StoreContents(Notebook(notes: BenchmarkCorpus.notes(count: noteCount))))
        // The app takes the folder's lock itself.
        store.close()

        var startups: [(opening: Double, rows: Double, loaded: Double)] = []
        var frontEnd: NotesTerminalApp?
        var renderer = FrameRenderer(colors: .trueColor, columnWidth: { TextWidth.of(character: $0) })
        for _ in 0..<launches {
            // The app before closes the store, so this one can take its lock.
            if let previous = frontEnd { _ = await previous.app.quitRequested() }
            let clock = ContinuousClock()
            let start = clock.now
            let app = AppViewModel(
                storeDirectory: directory, environment: .live(measureLines: EditNoteScreen.lineMeasure))
            let launched = NotesTerminalApp(app: app, timeZone: .gmt)
            renderer = FrameRenderer(colors: .trueColor, columnWidth: { TextWidth.of(character: $0) })
            _ = renderer.render(launched.frame(size: size), size: size)
            let opening = BenchmarkTiming.milliseconds(clock.now - start)
            // As the program's loop does on each redraw request: the first frame drawn with rows is
            // the first page's, while the rest is still being read.
            var firstRows: Double?
            launched.redrawRequested = { [renderer] in
                var drawing = renderer
                guard firstRows == nil, app.listNotes?.rows.value.isEmpty == false else { return }
                _ = drawing.render(launched.frame(size: size), size: size)
                firstRows = BenchmarkTiming.milliseconds(clock.now - start)
            }
            await app.launch()
            let output = renderer.render(launched.frame(size: size), size: size)
            let loaded = BenchmarkTiming.milliseconds(clock.now - start)
            launched.redrawRequested = {}
            startups.append((opening, firstRows ?? loaded, loaded))
            precondition(app.listNotes?.rows.value.count == noteCount && !output.isEmpty)
            frontEnd = launched
        }
        guard let frontEnd else { return }
        let keystrokes = typeRounds(frontEnd: frontEnd, renderer: &renderer)
        let baseline = viewModelBaseline(frontEnd.app)
        report(keystrokes: keystrokes, baseline: baseline, startups: startups)
        if let list = frontEnd.app.listNotes { reportFrameParts(frontEnd: frontEnd, list: list) }
    }

    /// Where a list frame's time goes: the whole frame against one render of the rows it shows.
    private static func reportFrameParts(frontEnd: NotesTerminalApp, list: ListNotesViewModel) {
        func screen(_ count: Int) -> ListNotesScreen {
            ListNotesScreen(width: size.columns, visibleRowCount: count, firstRow: 0, highlightedRow: 0)
        }
        var shown = 1
        while shown < list.rows.value.count, screen(shown + 1).renderLines(list).count <= size.rows - 2 {
            shown += 1
        }
        let frame = BenchmarkTiming.medians(runs: 5) { _ = frontEnd.frame(size: size) }.wall
        let once = BenchmarkTiming.medians(runs: 5) {
            _ = screen(shown).renderLines(list)
        }.wall
        print(
            "list frame, \(list.rows.value.count) rows: frame(size:) \(BenchmarkTiming.format(frame, width: 0)) ms;"
                + " one ListNotesScreen render of the \(shown) rows shown \(BenchmarkTiming.format(once, width: 0)) ms"
                + " (frame / render ×\(BenchmarkTiming.format(frame / max(once, 0.001), width: 0)))")
    }

    /// A warm-up round, then `rounds` timed rounds of ``keystrokes``.
    private static func typeRounds(frontEnd: NotesTerminalApp, renderer: inout FrameRenderer)
        -> [TerminalBenchmarkKeystroke]
    {
        var decoder = InputDecoder()
        var results: [TerminalBenchmarkKeystroke] = []
        _ = frontEnd.handle(.key(TerminalKeyPress(.character("/"))))
        _ = renderer.render(frontEnd.frame(size: size), size: size)
        for round in 0...rounds {
            for key in keystrokes {
                let keystroke = TerminalBenchmarkKeystroke.type(
                    key.bytes, label: key.label, decoder: &decoder, frontEnd: frontEnd, renderer: &renderer,
                    size: size)
                if round > 0 { results.append(keystroke) }
            }
        }
        precondition(frontEnd.app.listNotes?.searchQuery.value == "")
        return results
    }

    /// The list view model alone given the same queries, median milliseconds per keystroke.
    private static func viewModelBaseline(_ app: AppViewModel) -> Double {
        guard let list = app.listNotes else { return 0 }
        var queries: [String] = []
        var query = ""
        for key in keystrokes {
            switch key.bytes {
            case [backspace]: query.removeLast()
            case [eraseLine]: query = ""
            default: query += key.label
            }
            queries.append(query)
        }
        var samples: [Double] = []
        for round in 0...rounds {
            for query in queries {
                let milliseconds = BenchmarkTiming.measure { list.searchTextChanged(query) }
                if round > 0 { samples.append(milliseconds) }
            }
        }
        return BenchmarkTiming.median(samples)
    }

    private static func report(
        keystrokes: [TerminalBenchmarkKeystroke], baseline: Double,
        startups: [(opening: Double, rows: Double, loaded: Double)]
    ) {
        func row(_ name: String, _ values: [Double]) -> String {
            let worst = values.max() ?? 0
            return BenchmarkTiming.padded(name, width: 0).padding(toLength: 28, withPad: " ", startingAt: 0)
                + BenchmarkTiming.format(BenchmarkTiming.median(values), width: 10)
                + BenchmarkTiming.format(worst, width: 10)
        }
        let totals = keystrokes.map(\.total)
        let worst = keystrokes.max { $0.total < $1.total }
        print(
            "\(noteCount) notes at \(size.columns)x\(size.rows); search keystroke from key bytes to bytes written"
        )
        print("\(self.keystrokes.count) keystrokes × \(rounds) rounds (garden, ⌫⌫⌫, lic, C-u, мёд, C-u)")
        print("                             median ms  worst ms")
        print(row("keystroke, bytes → bytes", totals))
        print(row("  InputDecoder.decode", keystrokes.map(\.decode)))
        print(row("  NotesTerminalApp.handle", keystrokes.map(\.handle)))
        print(row("  frame(size:)", keystrokes.map(\.frame)))
        print(row("  FrameRenderer.render", keystrokes.map(\.render)))
        print(
            "worst keystroke: \(worst.map { String(reflecting: $0.label) } ?? "-")"
                + "; issue 21 row: terminal keystroke bytes → bytes, worst "
                + BenchmarkTiming.format(totals.max() ?? 0, width: 0) + " ms; target ≤ 4.20 ms"
                + ((totals.max() ?? 0) <= 4.2 ? " (met)" : " (missed)"))
        print(
            "baseline: list view model search alone, median \(BenchmarkTiming.format(baseline, width: 0)) ms;"
                + " keystroke / baseline ×\(BenchmarkTiming.format(BenchmarkTiming.median(totals) / max(baseline, 0.001), width: 0))"
        )
        let bytes = keystrokes.map { Double($0.bytes) }
        let full = keystrokes.map { Double($0.fullRedrawBytes) }
        print(
            "bytes per keystroke: median \(Int(BenchmarkTiming.median(bytes))), worst \(Int(bytes.max() ?? 0));"
                + " full redraw median \(Int(BenchmarkTiming.median(full)));"
                + " written / full ×\(BenchmarkTiming.format(BenchmarkTiming.median(bytes) / max(BenchmarkTiming.median(full), 1), width: 0))"
        )
        print(
            "start → first frame (Opening notes…)   median \(BenchmarkTiming.format(BenchmarkTiming.median(startups.map(\.opening)), width: 9)) ms"
        )
        print(
            "start → first frame with rows          median \(BenchmarkTiming.format(BenchmarkTiming.median(startups.map(\.rows)), width: 9)) ms"
                + "  (target ≤ 100 ms; \(launches) launches over notes.json on disk)")
        print(
            "start → every note loaded, redrawn     median \(BenchmarkTiming.format(BenchmarkTiming.median(startups.map(\.loaded)), width: 9)) ms"
        )
    }
}
