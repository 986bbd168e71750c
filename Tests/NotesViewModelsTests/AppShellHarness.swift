import Foundation
import NotesCore
import NotesViewModels

/// A shell over an in-memory store and a manual clock, driven as a front end drives it.
@MainActor
struct AppShellHarness {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let directory = URL(fileURLWithPath: "/store")

    let clock: ManualTimerClock
    let disk: InMemoryFileSystem
    let app: AppViewModel

    /// A fresh shell; pass the `disk` and `clock` of an earlier harness to model the next launch.
    ///
    /// `device` and `changes` make it one of several devices sharing the folder, which hears of
    /// the others' saves from `changes`.
    init(
        disk: InMemoryFileSystem = InMemoryFileSystem(), clock: ManualTimerClock? = nil,
        device: StoreDeviceID = .solitary, changes: ManualChangeSource? = nil
    ) {
        self.disk = disk
        self.clock = clock ?? ManualTimerClock(start: Self.start)
        var environment = AppEnvironment.test(clock: self.clock, fileSystem: disk.fileSystem)
        environment.device = device
        environment.changeSource = changes
        if device != .solitary {
            // Each device's ids of its own, as random ids would be, in a repeatable order.
            let counter = Locked(0)
            let prefix = device.rawValue.uuidString.prefix(8)
            environment.ids = IDGenerator {
                let next = counter.withLock {
                    $0 += 1
                    return $0
                }
                return UUID(uuidString: "\(prefix)-0000-0000-0000-\(String(format: "%012d", next))")!
            }
        }
        app = AppViewModel(storeDirectory: Self.directory, environment: environment)
    }

    /// A second shell over the same disk and clock, launched.
    func relaunched() async -> AppShellHarness {
        let next = AppShellHarness(disk: disk, clock: clock)
        await next.app.launch()
        return next
    }

    var list: ListNotesViewModel? { app.listNotes }

    var editor: EditNoteViewModel? {
        guard case .editNote(let editor) = app.screen.value else { return nil }
        return editor
    }

    var titles: [String] { app.library.notebook.notes.map(\.title) }

    var notesFile: URL { Self.directory.appendingPathComponent(NoteStore.notesFileName) }

    /// How many saves reached the disk.
    ///
    /// A save replaces `notes.json`, appends a batch to `notes.journal` or writes a new journal
    /// holding one. The marker a compaction appends to the journal and the empty
    /// journal it starts are part of the save that replaces `notes.json`.
    var notesFileWrites: Int {
        let journal = Self.directory.appendingPathComponent("notes.journal").path
        let steps = disk.records.filter {
            ($0.operation == .rename && ($0.path == notesFile.path || $0.path == journal))
                || ($0.operation == .append && $0.path == journal)
        }
        return steps.indices.filter { index in
            let step = steps[index]
            if step.path == notesFile.path { return true }
            if step.operation == .append {
                return index + 1 == steps.count || steps[index + 1].path != notesFile.path
            }
            return index == 0 || steps[index - 1].path != notesFile.path
        }.count
    }

    /// Opens a new note, types it and taps Done.
    func addNote(title: String, content: String = "Body") {
        list?.addTapped()
        editor?.titleChanged(title)
        editor?.contentChanged(content)
        editor?.doneTapped()
    }

    /// Advances the clock past the autosave delay and waits for the save it starts.
    func autosave() async {
        clock.advance(by: app.environment.autosaveDelay)
        await app.savesSettled()
    }
}
