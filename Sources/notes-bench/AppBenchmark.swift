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
        // Each app takes the folder's lock itself.
        store.close()
        let fileSize = (try? Data(contentsOf: store.notesFile).count) ?? 0

        var launches: [Double] = []
        var stalls: [Double] = []
        var busyStalls: [Double] = []
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
            let gaps = await stall
            stalls.append(gaps.wall)
            busyStalls.append(gaps.busy)
            app.library.removeNotes(withIDs: [note.id])
            _ = await app.quitRequested()
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
        let busy = BenchmarkTiming.median(busyStalls)
        print(
            "autosave: main actor's longest busy stretch \(BenchmarkTiming.format(busy, width: 7)) ms CPU"
                + "  (target < 2 ms; worst run \(BenchmarkTiming.format(busyStalls.max() ?? 0, width: 6)) ms)"
        )
        print(
            "  longest wall-clock gap between its turns \(BenchmarkTiming.format(stall, width: 7)) ms"
                + "  (includes preemption; best run \(BenchmarkTiming.format(stalls.min() ?? 0, width: 6)) ms)"
        )
        print(
            "  whole save, off the main actor \(BenchmarkTiming.format(save, width: 9)) ms"
                + "  stall / save \(BenchmarkTiming.format(stall / save, width: 6))")
    }
}

/// Runs on the main actor between every other main-actor job and records the longest gaps: in wall
/// time (which includes the process being preempted, on a loaded 2-core machine), and in CPU time
/// that the main actor's thread spent on other jobs between two turns (measured only when both
/// turns ran on the same thread, so preemption does not count).
@MainActor
final class MainActorProbe {
    private var isRunning = true

    /// Yields on the main actor until ``stop()``, returning the longest gaps in milliseconds.
    func longestStall() async -> (wall: Double, busy: Double) {
        let clock = ContinuousClock()
        var last = clock.now
        var lastThread = pthread_self()
        var lastCPU = BenchmarkTiming.threadCPUMilliseconds()
        var wall = 0.0
        var busy = 0.0
        while isRunning {
            await Task.yield()
            let now = clock.now
            let thread = pthread_self()
            let cpu = BenchmarkTiming.threadCPUMilliseconds()
            wall = max(wall, BenchmarkTiming.milliseconds(now - last))
            if pthread_equal(thread, lastThread) != 0 { busy = max(busy, cpu - lastCPU) }
            (last, lastThread, lastCPU) = (now, thread, cpu)
        }
        return (wall, busy)
    }

    /// Ends the probe after its current turn.
    func stop() {
        isRunning = false
    }
}
