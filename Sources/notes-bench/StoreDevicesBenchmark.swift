import Foundation
import NotesCore

/// The store at 100,000 notes shared by three devices, each with a journal of saves the others
/// have not compacted: launch to the first rows and to everything merged, one save's time and
/// bytes, and a compaction that merges the folder; against the same launch of one device's store.
enum StoreDevicesBenchmark {
    static let noteCount = 100_000
    static let savesPerDevice = 300
    static let runs = 5

    static func run() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-bench-devices-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("store")
        let devices = (1...3).map {
            StoreDeviceID(UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")!)
        }
        let contents = StoreContents(
            Notebook(StoreContents(notes: StoreBenchmark.makeNotes(count: noteCount))))
        var first = NoteStore(
            directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, device: devices[0]
        )
        _ = try! first.load()
        try! first.save(contents)
        first.close()
        let single = launches(directory, device: devices[0])
        // Each device saves edits of its own notes, without compacting: three journals to merge.
        var bytes: [Double] = []
        var saveTimes: [Double] = []
        for (number, device) in devices.enumerated() {
            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, device: device
            )
            // As the app saves: a notebook built from the load, changed through its own methods.
            var notebook = Notebook(try! store.load().contents)
            let ids = notebook.notes.map(\.id)
            for save in 0..<savesPerDevice {
                var note = notebook.note(withID: ids[(number * 7_919 + save * 13) % ids.count])!
                note.content += "\nsaved by device \(number) #\(save)"
                _ = notebook.add(note)
                let before = (try? Data(contentsOf: store.journalFile).count) ?? 0
                saveTimes.append(BenchmarkTiming.measure { try! store.save(notebook) })
                bytes.append(Double(((try? Data(contentsOf: store.journalFile).count) ?? 0) - before))
            }
            store.close()
        }
        let shared = launches(directory, device: devices[0])
        var compacting = NoteStore(
            directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, device: devices[1]
        )
        _ = try! compacting.load()
        let compaction = BenchmarkTiming.measure { try! compacting.compact() }
        compacting.close()
        let live = refreshes(directory, running: devices[0], other: devices[2])
        print("== store shared by three devices: \(noteCount) notes, \(savesPerDevice) saves in each journal")
        print(
            String(
                format: "  one device:     first rows %.2f ms, loaded %.1f ms", single.first, single.loaded))
        print(
            String(
                format: "  three devices:  first rows %.2f ms, loaded %.1f ms", shared.first, shared.loaded))
        print(String(format: "  merge of the three journals costs %.1f ms", shared.loaded - single.loaded))
        print(
            String(
                format: "  one save: median %.2f ms, %.0f / most %.0f bytes written",
                BenchmarkTiming.median(saveTimes), BenchmarkTiming.median(bytes), bytes.max() ?? 0))
        print(String(format: "  compaction merging the folder: %.0f ms", compaction))
        print(
            String(
                format:
                    "  a running device reading %d notes another saved: read %.2f ms off the main actor, applied %.3f ms",
                live.changed, live.read, live.apply))
        print(
            String(
                format:
                    "  the same, the first read after launch: %.2f ms, %.1f× the later reads",
                live.first, live.first / max(live.read, 0.001)))
    }

    /// The medians of `runs` reads by a running device (`running`) of ten notes `other` changed,
    /// and of their application to its notebook, after a first read (`first`), which goes on
    /// from what the load read.
    private static func refreshes(_ directory: URL, running: StoreDeviceID, other: StoreDeviceID) -> (
        first: Double, read: Double, apply: Double, changed: Int
    ) {
        var reader = NoteStore(
            directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, device: running)
        var notebook = Notebook(try! reader.load().contents)
        var writer = NoteStore(
            directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() }, device: other)
        var theirs = Notebook(try! writer.load().contents)
        var reads: [Double] = []
        var applies: [Double] = []
        var changed = 0
        var first = 0.0
        for round in 0...runs {
            for id in theirs.notes.prefix(10).map(\.id) {
                var note = theirs.note(withID: id)!
                note.content += "\nchanged elsewhere, round \(round)"
                theirs.add(note)
            }
            try! writer.save(theirs)
            var refresh: StoreRefresh?
            let read = BenchmarkTiming.measure { refresh = try! reader.readOtherDevices(against: notebook) }
            let apply = BenchmarkTiming.measure {
                _ = reader.apply(refresh!, to: &notebook, makeID: { UUID() })
            }
            changed = refresh?.changedNotes.count ?? 0
            if round == 0 {
                first = read
                continue
            }
            reads.append(read)
            applies.append(apply)
        }
        reader.close()
        writer.close()
        return (first, BenchmarkTiming.median(reads), BenchmarkTiming.median(applies), changed)
    }

    /// The medians of `runs` launches of `device`: to the first rows, and to the whole load.
    private static func launches(_ directory: URL, device: StoreDeviceID) -> (first: Double, loaded: Double) {
        var firstRows: [Double] = []
        var loaded: [Double] = []
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let start = clock.now
            var firstAt: ContinuousClock.Instant?
            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { Date() }, makeID: { UUID() },
                mode: .readOnly, device: device)
            _ = try! store.load(firstPage: 50) { _ in firstAt = clock.now }
            loaded.append(BenchmarkTiming.milliseconds(clock.now - start))
            firstRows.append(BenchmarkTiming.milliseconds((firstAt ?? clock.now) - start))
            store.close()
        }
        return (BenchmarkTiming.median(firstRows), BenchmarkTiming.median(loaded))
    }
}
