import Foundation
import NotesCore

/// The store at 100,000 notes, against issue 21's targets: launch to the first list rows, launch
/// to everything loaded and searchable, one edited note saved (time and bytes written), and the
/// reader's speed in MB/s with where a launch's time goes.
enum StoreLaunchBenchmark {
    static let noteCount = 100_000
    static let firstPageCount = 50
    static let runs = 5
    static let edits = 21
    static let journalEdits = 2_000

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-bench-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("store")
        let contents = StoreContents(
            Notebook(StoreContents(notes: StoreBenchmark.makeNotes(count: noteCount))))
        var writer = NoteStore(directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() })
        _ = try! writer.load()
        let compaction = BenchmarkTiming.measure { try! writer.save(contents) }
        writer.close()
        let notesFile = writer.notesFile
        let size = Double((try? Data(contentsOf: notesFile).count) ?? 0)

        // Launch: the first page, then everything (the notebook and the search index built).
        var firstRows: [Double] = []
        var loaded: [Double] = []
        var storeLoad: [Double] = []
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let start = clock.now
            var firstAt: ContinuousClock.Instant?
            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() })
            let load = try! store.load(firstPage: firstPageCount) { notes in
                precondition(notes.count == firstPageCount)
                firstAt = clock.now
            }
            let loadedAt = clock.now
            let notebook = Notebook(load.contents)
            let index = SearchIndex(notebook.notes)
            precondition(index.count == noteCount)
            let end = clock.now
            firstRows.append(BenchmarkTiming.milliseconds(firstAt! - start))
            storeLoad.append(BenchmarkTiming.milliseconds(loadedAt - start))
            loaded.append(BenchmarkTiming.milliseconds(end - start))
            store.close()
        }

        // Where the time goes: reading the file, parsing it, the notebook, the search index.
        let data = try! Data(contentsOf: notesFile)
        let read = BenchmarkTiming.medians(runs: runs) { _ = try! Data(contentsOf: notesFile) }.wall
        let memory = InMemoryFileSystem()
        var memoryStore = NoteStore(
            directory: URL(fileURLWithPath: "/bench/launch"), fileSystem: memory.fileSystem,
            clock: { Date() },
            makeID: { UUID() }, mode: .readOnly)
        memory.setContents(data, of: memoryStore.notesFile)
        var parsed = StoreContents()
        let parse = BenchmarkTiming.medians(runs: runs) { parsed = try! memoryStore.load().contents }.wall
        var notebook = Notebook()
        let build = BenchmarkTiming.medians(runs: runs) { notebook = Notebook(parsed) }.wall
        let indexing = BenchmarkTiming.medians(runs: runs) { _ = SearchIndex(notebook.notes) }.wall
        let plainParse = BenchmarkTiming.medians(runs: runs) {
            _ = try! JSONSerialization.jsonObject(with: data)
        }.wall

        // One edited note saved, as the app saves it: the notebook built from what the store
        // loaded, whose changes since the last save are written.
        var store = NoteStore(directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() })
        notebook = Notebook(try! store.load().contents)
        var saves: [Double] = []
        var written: [Int] = []
        var random = SeededRandomNumberGenerator(seed: 21)
        for edit in 0..<edits {
            var note = notebook.notes[Int.random(in: 0..<noteCount, using: &random)]
            note.title = "Edited \(edit)"
            note.updatedAt = Date(timeIntervalSince1970: 1_900_000_000 + Double(edit))
            _ = notebook.add(note)
            let before = journalSize(store)
            saves.append(BenchmarkTiming.measure { try! store.save(notebook) })
            written.append(journalSize(store) - before)
        }
        // A launch after many saves: the journal replayed onto notes.json.
        for edit in 0..<journalEdits {
            var note = notebook.notes[Int.random(in: 0..<noteCount, using: &random)]
            note.content += " \(edit)"
            note.updatedAt = Date(timeIntervalSince1970: 1_950_000_000 + Double(edit))
            _ = notebook.add(note)
            try! store.save(notebook)
        }
        store.close()
        let journalBytes = journalSize(store)
        var journalFirstRows: [Double] = []
        var journalLoaded: [Double] = []
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let start = clock.now
            var firstAt: ContinuousClock.Instant?
            var relaunched = NoteStore(
                directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() })
            let load = try! relaunched.load(firstPage: firstPageCount) { _ in firstAt = clock.now }
            precondition(load.contents.notes.count == noteCount)
            journalLoaded.append(BenchmarkTiming.milliseconds(clock.now - start))
            journalFirstRows.append(BenchmarkTiming.milliseconds(firstAt! - start))
            relaunched.close()
        }

        print(
            "\(noteCount) notes, notes.json \(String(format: "%.1f", size / 1_048_576)) MiB, median of \(runs) launches"
        )
        print(
            row("launch → first \(firstPageCount) list rows", BenchmarkTiming.median(firstRows), "≤ 100 ms"))
        print(row("launch → store loaded", BenchmarkTiming.median(storeLoad), ""))
        print(row("launch → loaded and searchable", BenchmarkTiming.median(loaded), "≤ 300 ms"))
        print(row("one edited note saved", BenchmarkTiming.median(saves), "≤ 10 ms"))
        print(
            "  bytes written per save: median \(BenchmarkTiming.median(written.map(Double.init)).formatted()) B, most \(written.max() ?? 0) B (target ≤ 65,536 B); worst save \(String(format: "%.2f", saves.max() ?? 0)) ms"
        )
        print(
            "  compaction (notes.json whole + journal reset): \(String(format: "%.0f", compaction)) ms, once the journal passes \(max(1 << 20, Int(size) / 32) / 1024) KiB"
        )
        print(
            "  after \(journalEdits) more saves (journal \(journalBytes / 1024) KiB): first rows \(String(format: "%.2f", BenchmarkTiming.median(journalFirstRows))) ms, store loaded \(String(format: "%.0f", BenchmarkTiming.median(journalLoaded))) ms"
        )
        print(
            "parse (load from memory): \(String(format: "%.0f", parse)) ms, \(String(format: "%.0f", size / 1_048_576 / (parse / 1_000))) MiB/s; JSONSerialization alone \(String(format: "%.0f", plainParse)) ms, \(String(format: "%.0f", size / 1_048_576 / (plainParse / 1_000))) MiB/s"
        )
        print(
            "where a launch goes: read \(String(format: "%.0f", read)) ms, parse \(String(format: "%.0f", parse)) ms, notebook \(String(format: "%.0f", build)) ms, search index \(String(format: "%.0f", indexing)) ms"
        )
    }

    private static func journalSize(_ store: NoteStore) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: store.journalFile.path)[.size] as? Int) ?? 0
    }

    private static func row(_ name: String, _ milliseconds: Double, _ target: String) -> String {
        name.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(format: "%9.2f ms", milliseconds) + (target.isEmpty ? "" : "   target \(target)")
    }
}
