import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// The `app` suite: the shell over a 100,000-note store on disk: the time from launch to the first
/// list rows (against decoding the same file with a plain `JSONDecoder`), and the main actor's
/// longest stall while an autosave encodes and writes the notebook (against the whole save, which
/// runs off the main actor).
@MainActor
enum AppBenchmark {
    static let noteCount = 100_000
    static let repetitions = 5

    static func run() async {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-bench-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("store")
        var store = NoteStore(directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() })
        _ = try! store.load()
        try! store.save(StoreContents(notes: BenchmarkCorpus.notes(count: noteCount)))
        let fileSize = (try? Data(contentsOf: store.notesFile).count) ?? 0

        var launches: [Double] = []
        var stalls: [Double] = []
        var saves: [Double] = []
        for _ in 0..<repetitions {
            let app = AppViewModel(
                storeDirectory: directory, environment: .live(measureLines: EditNoteScreen.lineMeasure))
            let clock = ContinuousClock()
            let launchStart = clock.now
            await app.launch()
            precondition(app.listNotes?.rows.value.count == noteCount)
            launches.append(BenchmarkTiming.milliseconds(clock.now - launchStart))

            let note = Note(id: Note.ID(UUID()), title: "Benchmark", content: "One more", createdAt: Date())
            app.library.save(note)
            let probe = MainActorProbe()
            let saveStart = clock.now
            async let stall = probe.longestStall()
            await app.enteredBackground()
            saves.append(BenchmarkTiming.milliseconds(clock.now - saveStart))
            probe.stop()
            stalls.append(await stall)
            app.library.removeNotes(withIDs: [note.id])
            await app.enteredBackground()
        }
        let plainDecode = BenchmarkTiming.medians(runs: repetitions) {
            let data = try! Data(contentsOf: store.notesFile)
            precondition((try? JSONSerialization.jsonObject(with: data)) != nil)
        }.wall

        let launch = BenchmarkTiming.median(launches)
        let stall = BenchmarkTiming.median(stalls)
        let save = BenchmarkTiming.median(saves)
        print("\(noteCount) notes, notes.json \(fileSize / 1024) KiB, median of \(repetitions) runs")
        print("launch to first list rows  \(BenchmarkTiming.format(launch, width: 9)) ms")
        print(
            "  plain JSONSerialization of notes.json \(BenchmarkTiming.format(plainDecode, width: 9)) ms"
                + "  ratio \(BenchmarkTiming.format(launch / plainDecode, width: 6))×")
        print(
            "autosave: main-actor longest stall \(BenchmarkTiming.format(stall, width: 7)) ms"
                + "  (target < 2 ms; best run \(BenchmarkTiming.format(stalls.min() ?? 0, width: 6)) ms)")
        print(
            "  whole save, off the main actor \(BenchmarkTiming.format(save, width: 9)) ms"
                + "  stall / save \(BenchmarkTiming.format(stall / save, width: 6))")
    }
}

/// Runs on the main actor between every other main-actor job and records the longest wall-clock
/// gap: how long the main actor was busy with something else (or the process was preempted, on a
/// loaded machine).
@MainActor
final class MainActorProbe {
    private var isRunning = true

    /// Yields on the main actor until ``stop()``, returning the longest gap in milliseconds.
    func longestStall() async -> Double {
        let clock = ContinuousClock()
        var last = clock.now
        var longest = 0.0
        while isRunning {
            await Task.yield()
            let now = clock.now
            longest = max(longest, BenchmarkTiming.milliseconds(now - last))
            last = now
        }
        return longest
    }

    /// Ends the probe after its current turn.
    func stop() {
        isRunning = false
    }
}
