import Foundation
import NotesCore

/// The `store` suite: saving and loading 10,000 notes through ``NoteStore``, against a plain
/// `JSONEncoder`/`JSONDecoder` of the same note array measured in the same run.
enum StoreBenchmark {
    /// A synthesized-Codable mirror of a note: the plain baseline.
    private struct PlainNote: Codable {
        var id: UUID
        var title: String
        var content: String
        var color: [Double]
        var importance: String
        var selfDestructDate: Date?
        var createdAt: Date
        var updatedAt: Date

        init(_ note: Note) {
            id = note.id.rawValue
            title = note.title
            content = note.content
            color = [note.color.red, note.color.green, note.color.blue, note.color.alpha]
            importance = note.importance.rawValue
            selfDestructDate = note.selfDestructDate
            createdAt = note.createdAt
            updatedAt = note.updatedAt
        }
    }

    static let noteCount = 10_000
    static let repetitions = 7

    static func run() {
        let notes = makeNotes(count: noteCount)
        let contents = StoreContents(notes: notes)
        let plain = notes.map(PlainNote.init)
        let fixedDate = Date(timeIntervalSince1970: 1_795_279_500)

        // In memory: encoding and decoding only. Without appending, every save writes notes.json
        // whole (as a compaction does), which is what this part compares with JSONEncoder.
        let memory = InMemoryFileSystem()
        var wholeFiles = memory.fileSystem
        wholeFiles.appendFile = nil
        var liveWhole = FileSystem.live
        liveWhole.appendFile = nil
        var memoryStore = NoteStore(
            directory: URL(fileURLWithPath: "/bench/store"), fileSystem: wholeFiles,
            clock: { fixedDate }, makeID: { UUID() })
        _ = try! memoryStore.load()
        let oursSave = median { try! memoryStore.save(contents) }
        let oursLoad = median {
            var store = NoteStore(
                directory: URL(fileURLWithPath: "/bench/store"), fileSystem: memory.fileSystem,
                clock: { fixedDate }, makeID: { UUID() })
            precondition(try! store.load().contents.notes.count == noteCount)
        }
        var encoded = Data()
        let plainEncode = median { encoded = try! JSONEncoder().encode(plain) }
        let plainDecode = median {
            precondition(try! JSONDecoder().decode([PlainNote].self, from: encoded).count == noteCount)
        }

        // On disk: the store's atomic save (with fsync) against encode + `Data.write(options: .atomic)`.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "notes-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var diskStore = NoteStore(
            directory: root.appendingPathComponent("store"), fileSystem: liveWhole, clock: { fixedDate },
            makeID: { UUID() })
        _ = try! diskStore.load()
        let diskSave = median { try! diskStore.save(contents) }
        // Each load below opens the store as a new launch would, taking the folder's lock.
        diskStore.close()
        let diskLoad = median {
            var store = NoteStore(
                directory: root.appendingPathComponent("store"), fileSystem: .live, clock: { fixedDate },
                makeID: { UUID() })
            precondition(try! store.load().contents.notes.count == noteCount)
        }
        let plainFile = root.appendingPathComponent("plain.json")
        let plainWrite = median { try! JSONEncoder().encode(plain).write(to: plainFile, options: .atomic) }
        let plainRead = median {
            precondition(
                try! JSONDecoder().decode([PlainNote].self, from: Data(contentsOf: plainFile)).count
                    == noteCount)
        }
        let fileSize = (try? Data(contentsOf: diskStore.notesFile).count) ?? 0

        print("\(noteCount) notes, notes.json \(fileSize / 1024) KiB, median of \(repetitions) runs")
        print(row("", "store ms", "plain ms", "ratio"))
        print(row("save, in memory", oursSave, plainEncode))
        print(row("load, in memory", oursLoad, plainDecode))
        print(row("save, disk+fsync", diskSave, plainWrite))
        print(row("load, disk", diskLoad, plainRead))
        print("plain = JSONEncoder/JSONDecoder of [Note] mirror (synthesized Codable); ratio = store / plain")
        print()
        StoreLaunchBenchmark.run()
    }

    private static func row(_ name: String, _ ours: Double, _ plain: Double) -> String {
        row(
            name, String(format: "%.1f", ours), String(format: "%.1f", plain),
            String(format: "%.2f×", ours / plain))
    }

    private static func row(_ name: String, _ ours: String, _ plain: String, _ ratio: String) -> String {
        func pad(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        return name.padding(toLength: 18, withPad: " ", startingAt: 0) + pad(ours, 10) + pad(plain, 10)
            + pad(ratio, 8)
    }

    /// The median wall time of `body` in milliseconds, after one warm-up run.
    private static func median(_ body: () -> Void) -> Double {
        BenchmarkTiming.medians(runs: repetitions, body).wall
    }

    /// The benchmark corpus, with every field a note can store set on some of the notes: colours,
    /// importance, self-destruct dates and edit dates later than creation.
    static func makeNotes(count: Int) -> [Note] {
        BenchmarkCorpus.notes(count: count).enumerated().map { index, note in
            var note = note
            note.color = NoteColor(red: Double(index % 256) / 255, green: 0.5, blue: 0.25)
            note.importance = index % 3 == 0 ? .important : .normal
            note.selfDestructDate = index % 5 == 0 ? note.createdAt.addingTimeInterval(86_400) : nil
            note.updatedAt = note.createdAt.addingTimeInterval(Double(index) * 0.5)
            return note
        }
    }
}
