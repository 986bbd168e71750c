import Bindings
import Foundation
import NotesCore
import NotesTextUI
import NotesViewModels

/// The `app` suite: the shell over a 100,000-note store on disk: the time from launch to the first
/// list rows drawn (the progressive launch's first page, rendered as a text frame), and to every
/// note loaded and searchable (against decoding the same file with a plain `JSONSerialization`), and the main actor's
/// longest stall while an autosave writes what the notebook changed (against the whole save, which
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
        // Written as the app writes it: newest first.
        try! store.save(StoreContents(Notebook(notes: BenchmarkCorpus.notes(count: noteCount))))
        // Each app takes the folder's lock itself.
        store.close()
        let fileSize = (try? Data(contentsOf: store.notesFile).count) ?? 0

        var launches: [Double] = []
        var firstRows: [Double] = []
        var probes: [MainActorProbe.Gaps] = []
        var saves: [Double] = []
        for _ in 0..<repetitions {
            let app = AppViewModel(
                storeDirectory: directory, environment: .live(measureLines: EditNoteScreen.lineMeasure))
            let clock = ContinuousClock()
            let launchStart = clock.now
            var firstFrame: (at: ContinuousClock.Instant, lines: Int)?
            let running = app.launchState.subscribeToChanges { [weak app] state, _ in
                guard state == .running, firstFrame == nil, let list = app?.listNotes else { return }
                // On screen: the first rows drawn as a front end draws them.
                let lines = ListNotesScreen(width: 80, visibleRowCount: 20).renderLines(list)
                firstFrame = (clock.now, list.rows.value.count)
                precondition(lines.count > 20)
            }
            await app.launch()
            running.cancel()
            precondition(app.listNotes?.rows.value.count == noteCount)
            precondition(app.listNotes?.loadState.value == .complete)
            launches.append(BenchmarkTiming.milliseconds(clock.now - launchStart))
            let first = firstFrame!
            precondition(first.lines == app.environment.firstPageCount)
            firstRows.append(BenchmarkTiming.milliseconds(first.at - launchStart))

            let note = Note(id: Note.ID(UUID()), title: "Benchmark", content: "One more", createdAt: Date())
            app.library.save(note)
            let probe = MainActorProbe()
            let saveStart = clock.now
            async let stall = probe.longestStall()
            await app.enteredBackground()
            saves.append(BenchmarkTiming.milliseconds(clock.now - saveStart))
            probe.stop()
            probes.append(await stall)
            app.library.removeNotes(withIDs: [note.id])
            _ = await app.quitRequested()
        }
        let plainDecode = BenchmarkTiming.medians(runs: repetitions) {
            let data = try! Data(contentsOf: store.notesFile)
            precondition((try? JSONSerialization.jsonObject(with: data)) != nil)
        }.wall

        let launch = BenchmarkTiming.median(launches)
        let first = BenchmarkTiming.median(firstRows)
        let save = BenchmarkTiming.median(saves)
        print("\(noteCount) notes, notes.json \(fileSize / 1024) KiB, median of \(repetitions) runs")
        print(
            "launch → first list rows on screen (app shell)  \(BenchmarkTiming.format(first, width: 9)) ms"
                + "   target ≤ 100 ms: \(first <= 100 ? "met" : "missed") (worst \(BenchmarkTiming.format(firstRows.max() ?? 0, width: 0)) ms)"
        )
        print(
            "launch → everything loaded and searchable       \(BenchmarkTiming.format(launch, width: 9)) ms"
                + "   target ≤ 300 ms: \(launch <= 300 ? "met" : "missed")")
        print(
            "  plain JSONSerialization of notes.json \(BenchmarkTiming.format(plainDecode, width: 9)) ms"
                + "  ratio \(BenchmarkTiming.format(launch / plainDecode, width: 6))×")
        reportAutosave(probes: probes, save: save)
    }

    /// The autosave rows: per run, the latest a 1 ms main-actor turn came, with the main thread's
    /// CPU time before it, and the longest CPU time between turns, against 2 ms.
    private static func reportAutosave(probes: [MainActorProbe.Gaps], save: Double) {
        let target = 2.0
        let measured = probes.allSatisfy(\.onMainThread)
        let worstWall = probes.map(\.wall).max() ?? 0
        let worstCPU = probes.map(\.cpu).max() ?? 0
        print("main actor during an autosave (target ≤ 2 ms of its own work), \(probes.count) runs:")
        print("  run   latest 1 ms turn   main-thread CPU before it   longest CPU between turns")
        for (number, probe) in probes.enumerated() {
            print(
                BenchmarkTiming.padded("\(number + 1)", width: 5)
                    + BenchmarkTiming.format(probe.wall, width: 16) + " ms"
                    + BenchmarkTiming.format(probe.wallGapCPU, width: 25) + " ms"
                    + BenchmarkTiming.format(probe.cpu, width: 25) + " ms")
        }
        if measured {
            print(
                "  worst: turn late by \(BenchmarkTiming.format(worstWall, width: 0)) ms,"
                    + " main-thread CPU \(BenchmarkTiming.format(worstCPU, width: 0)) ms"
                    + " → CPU \(worstCPU <= target ? "met" : "missed"), wall \(worstWall <= target ? "met" : "missed")"
                    + " (lateness above its CPU time is timer slack or preemption)")
        } else {
            print("  CPU not measured: the main actor ran off the main thread")
        }
        print(
            "  whole save, off the main actor \(BenchmarkTiming.format(save, width: 9)) ms"
                + "  latest turn / save \(BenchmarkTiming.format(worstWall / max(save, 0.001), width: 6))"
        )
    }
}

/// Measures how long the main actor keeps a frame waiting while an autosave runs.
///
/// A UI's main thread sleeps until its next event, a frame or a key; so does this probe. It asks
/// for a main-actor turn every ``tick`` and records how late each came, in wall time, and the CPU
/// time the main thread spent since the turn before, which is the main actor's own work (the
/// thread runs nothing else), read with `CLOCK_THREAD_CPUTIME_ID` on the thread itself at each
/// turn. A turn is late by the main actor's own work, plus timer slack and any preemption; the two
/// figures agree within those. (A probe that yielded in a loop instead would keep a core busy
/// itself, and on a 2-core machine the save and it would take turns being preempted, so its gaps
/// would be its own.) Every turn must run on the main thread (notes-bench drains the main queue
/// there with the main run loop); otherwise the CPU figure would count whatever else the thread
/// ran, so it is reported as not measured.
@MainActor
final class MainActorProbe {
    /// The longest delays, in milliseconds.
    struct Gaps {
        /// The latest a turn came after its time.
        var wall = 0.0
        /// The main thread's CPU time between that turn and the one before.
        var wallGapCPU = 0.0
        /// The longest CPU time of the main thread between two turns.
        var cpu = 0.0
        /// Whether every turn ran on the main thread, so the CPU figures are the main actor's.
        var onMainThread = true
    }

    /// How often the probe asks for a turn: a 1 kHz frame clock.
    static let tick = Duration.milliseconds(1)

    private var isRunning = true

    /// Asks for a main-actor turn every ``tick`` until ``stop()``, returning the longest delays.
    func longestStall() async -> Gaps {
        let clock = ContinuousClock()
        var gaps = Gaps()
        var lastCPU = BenchmarkTiming.threadCPUMilliseconds()
        var due = clock.now.advanced(by: Self.tick)
        gaps.onMainThread = Self.isMainThread
        while isRunning {
            try? await Task.sleep(until: due, clock: clock)
            let now = clock.now
            let cpu = BenchmarkTiming.threadCPUMilliseconds()
            gaps.onMainThread = gaps.onMainThread && Self.isMainThread
            let late = BenchmarkTiming.milliseconds(now - due)
            if late > gaps.wall { (gaps.wall, gaps.wallGapCPU) = (late, cpu - lastCPU) }
            gaps.cpu = max(gaps.cpu, cpu - lastCPU)
            lastCPU = cpu
            // The next turn is due a tick after this one was: lateness does not pile up.
            due = max(due.advanced(by: Self.tick), now)
        }
        return gaps
    }

    /// Ends the probe after its current turn.
    func stop() {
        isRunning = false
    }

    /// Whether the calling thread is the process's main thread.
    static var isMainThread: Bool { Thread.isMainThread }
}
