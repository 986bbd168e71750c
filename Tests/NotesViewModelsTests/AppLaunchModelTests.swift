import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Random sequences that drive a progressive launch while the store is still being read: the first
/// page and the rest arrive at random points (the rest sometimes first), and search, edit (open,
/// type, Done or Cancel), add, delete and quit come in between, against a plain reference of the
/// notes and of what the list shows.
///
/// The rule the reference states: the list shows the first page until the rest arrives, then every
/// note; what the user did meanwhile wins over what was read (an edit is never overwritten, a
/// deleted note never comes back); a search finds what is listed and follows the rest when it
/// arrives; a quit saves all of it.
///
/// 2,000 sequences of 25 steps by default; set `NOTESKIT_MODEL_SEQUENCES` for more.
@MainActor
@Suite struct AppLaunchModelTests {
    /// The plain reference: what the store held, what the first page held, what the user did.
    struct Reference {
        enum Phase: Equatable {
            case launching
            case firstPage
            case complete
        }

        /// The stored notes: id → (title, content).
        var stored: [Note.ID: Text] = [:]
        /// The ids of the first page.
        var firstPage: Set<Note.ID> = []
        /// Notes the user saved, as saved.
        var saved: [Note.ID: Text] = [:]
        /// Notes the user deleted.
        var deleted: Set<Note.ID> = []
        var phase = Phase.launching
        var query = ""
        /// The note open in the editor, and whether it is new.
        var editing: (id: Note.ID, isNew: Bool, content: String?)?

        struct Text: Equatable {
            var title: String
            var content: String
        }

        /// What the library holds now.
        var notes: [Note.ID: Text] {
            var notes: [Note.ID: Text] = [:]
            switch phase {
            case .launching: return [:]
            case .firstPage: for id in firstPage { notes[id] = stored[id] }
            case .complete: notes = stored
            }
            for id in deleted { notes[id] = nil }
            for (id, text) in saved { notes[id] = text }
            return notes
        }

        /// What the store must hold once everything is merged and saved.
        var everything: [Note.ID: Text] {
            var notes = stored
            for id in deleted { notes[id] = nil }
            for (id, text) in saved { notes[id] = text }
            return notes
        }

        /// The ids the list shows: every note, or those whose title or content holds the query.
        var listed: Set<Note.ID> {
            Set(
                notes.filter {
                    query.isEmpty || $0.value.title.contains(query) || $0.value.content.contains(query)
                }.keys)
        }

        mutating func save(_ id: Note.ID, _ text: Text) {
            saved[id] = text
            deleted.remove(id)
        }

        mutating func delete(_ id: Note.ID) {
            saved[id] = nil
            deleted.insert(id)
        }
    }

    static let sequences = Int(ProcessInfo.processInfo.environment["NOTESKIT_MODEL_SEQUENCES"] ?? "") ?? 2_000
    static let words = ["apple", "berry", "cherry", "plum"]

    @Test func editsDeletesSearchesAndQuitsDuringTheLoadFollowTheReference() async throws {
        var generator = SeededRandomNumberGenerator(seed: 21)
        var failures: [String] = []
        for sequence in 0..<Self.sequences {
            var steps: [String] = []
            if let failure = await Self.run(steps: &steps, using: &generator) {
                failures.append("sequence \(sequence): \(steps.joined(separator: ", ")): \(failure)")
            }
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// One sequence: a store of random notes, a launch, random steps; the first mismatch or nil.
    static func run(steps: inout [String], using generator: inout SeededRandomNumberGenerator) async
        -> String?
    {
        let disk = InMemoryFileSystem()
        let clock = ManualTimerClock(start: AppShellHarness.start)
        var reference = Reference()
        let stored = Self.storedNotes(using: &generator)
        Self.write(stored, to: disk, journalled: Bool.random(using: &generator))
        for note in stored { reference.stored[note.id] = .init(title: note.title, content: note.content) }
        let firstPageCount = Int.random(in: 1...4, using: &generator)
        // Saved in the list's order, newest first: the first page is the newest notes.
        reference.firstPage = Set(Notebook(notes: stored).orderedNoteIDs.prefix(firstPageCount))
        let reading = ControlledStoreReading()
        var environment = AppEnvironment.test(
            clock: clock, fileSystem: disk.fileSystem, storeReading: reading.reading)
        environment.firstPageCount = firstPageCount
        let app = AppViewModel(storeDirectory: AppShellHarness.directory, environment: environment)
        let launching = Task { await app.launch() }
        while !reading.isStarted { await Task.yield() }
        for _ in 0..<25 {
            let step = await Self.act(on: app, reading: reading, reference: &reference, using: &generator)
            steps.append(step)
            if step == "quit" {
                await launching.value
                return Self.storeMismatch(disk, reference)
            }
            if let failure = Self.mismatch(app, reference) { return failure }
        }
        reading.deliverFirstPage()
        reading.deliverRest()
        await launching.value
        return nil
    }

    /// Does one random step the state allows and applies it to the reference.
    static func act(
        on app: AppViewModel, reading: ControlledStoreReading, reference: inout Reference,
        using generator: inout SeededRandomNumberGenerator
    ) async -> String {
        let roll = Int.random(in: 0..<20, using: &generator)
        if roll < 2, reading.hasFirstPageWaiting {
            reading.deliverFirstPage()
            // An empty first page shows nothing: the launch waits for the rest.
            if reference.phase == .launching, !reference.firstPage.isEmpty { reference.phase = .firstPage }
            return "first page"
        }
        if roll < 4, reading.hasRestWaiting {
            reading.deliverRest()
            reference.phase = .complete
            return "rest"
        }
        if roll == 4 {
            let quitting = Task { await app.quitRequested() }
            await Task.yield()
            // The rest comes while the quit waits for it; a first page still waiting may come
            // before it, or never.
            if Bool.random(using: &generator) { reading.deliverFirstPage() }
            reading.deliverRest()
            reference.phase = .complete
            _ = await quitting.value
            return "quit"
        }
        guard reference.phase != .launching, let list = app.listNotes else { return "nothing (launching)" }
        if let editing = reference.editing {
            guard case .editNote(let editor) = app.screen.value else { return "no editor" }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let text =
                    "\(words.randomElement(using: &generator)!) \(Int.random(in: 0..<100, using: &generator))"
                if editing.isNew { editor.titleChanged("new") }
                editor.contentChanged(text)
                reference.editing?.content = text
                return "type \(text)"
            case 2:
                // Whether Done saves (or stays, when nothing is to save) is the editor's own rule,
                // tested alone; the reference follows what Done is enabled to do.
                let mode = editor.doneMode.value
                let text = Reference.Text(title: editor.title.value, content: editor.content.value)
                editor.doneTapped()
                switch mode {
                case .save, .restore:
                    reference.save(editing.id, text)
                    reference.editing = nil
                case .confirmDelete:
                    editor.cancelTapped()
                    reference.editing = nil
                case .disabled:
                    break
                }
                return "done (\(mode))"
            default:
                editor.cancelTapped()
                reference.editing = nil
                return "cancel"
            }
        }
        let shown = list.rows.value.ids
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            let query =
                Bool.random(using: &generator)
                ? "" : String(words.randomElement(using: &generator)!.prefix(3))
            list.searchTextChanged(query)
            reference.query = query
            return "search \(query)"
        case 1 where !shown.isEmpty:
            let id = shown.randomElement(using: &generator)!
            list.rowSwipedToDelete(id)
            reference.delete(id)
            return "delete \(Self.name(id, reference))"
        case 2:
            list.addTapped()
            guard case .editNote(let editor) = app.screen.value else { return "add (nothing opened)" }
            reference.editing = (editor.noteID, true, nil)
            return "add"
        default:
            guard let id = shown.randomElement(using: &generator) else { return "nothing to open" }
            list.rowTapped(id)
            reference.editing = (id, false, nil)
            return "open \(Self.name(id, reference))"
        }
    }

    /// What differs between the shell and the reference, or nil.
    static func mismatch(_ app: AppViewModel, _ reference: Reference) -> String? {
        guard reference.phase != .launching else {
            return app.launchState.value == .launching ? nil : "running before the first page"
        }
        let library = Dictionary(
            uniqueKeysWithValues: app.library.notebook.notes.map {
                ($0.id, Reference.Text(title: $0.title, content: $0.content))
            })
        if library != reference.notes {
            return "library \(library.count) notes, reference \(reference.notes.count)"
                + Self.difference(library, reference.notes, reference)
        }
        guard let list = app.listNotes else { return "no list" }
        let expectedState: ListNotesLoadState =
            reference.phase == .complete ? .complete : .loading(message: "Loading…")
        if list.loadState.value != expectedState { return "list says \(list.loadState.value)" }
        let rows = list.rows.value.ids
        if Set(rows) != reference.listed || rows.count != reference.listed.count {
            return "rows \(rows.count), reference \(reference.listed.count)"
        }
        // Newest first, as the library orders them.
        let order = app.library.notebook.orderedNoteIDs.filter(Set(rows).contains)
        if rows != order { return "rows out of order" }
        return nil
    }

    /// What the store holds after the quit, against everything the reference says.
    static func storeMismatch(_ disk: InMemoryFileSystem, _ reference: Reference) -> String? {
        var store = NoteStore(
            directory: AppShellHarness.directory, fileSystem: disk.fileSystem, clock: { Date() },
            makeID: { UUID() }, mode: .readOnly)
        guard let load = try? store.load() else { return "the store does not load after the quit" }
        let stored = Dictionary(
            uniqueKeysWithValues: load.contents.notes.map {
                ($0.id, Reference.Text(title: $0.title, content: $0.content))
            })
        guard stored == reference.everything else {
            return "stored \(stored.count) notes, reference \(reference.everything.count)"
                + Self.difference(stored, reference.everything, reference)
        }
        return nil
    }

    /// Up to 16 notes with distinct dates and texts from a small vocabulary.
    static func storedNotes(using generator: inout SeededRandomNumberGenerator) -> [Note] {
        (0..<Int.random(in: 0...16, using: &generator)).map { number in
            Note(
                id: Note.ID(UUID(uuidString: String(format: "5EED0000-0000-0000-0000-%012d", number + 1))!),
                title: "n\(number)",
                content:
                    "\(words.randomElement(using: &generator)!) \(words.randomElement(using: &generator)!)",
                createdAt: AppShellHarness.start.addingTimeInterval(-Double(10_000 - number * 60)))
        }
    }

    /// Writes `notes` as the store's contents; `journalled` saves a second time so that some of
    /// them are in the journal rather than in `notes.json`.
    static func write(_ notes: [Note], to disk: InMemoryFileSystem, journalled: Bool) {
        let start = AppShellHarness.start
        var store = NoteStore(
            directory: AppShellHarness.directory, fileSystem: disk.fileSystem, clock: { start },
            makeID: { UUID() })
        _ = try? store.load()
        let half = journalled ? notes.count / 2 : notes.count
        try? store.save(StoreContents(Notebook(notes: Array(notes.prefix(half)))))
        if journalled { try? store.save(StoreContents(Notebook(notes: notes))) }
        store.close()
    }

    static func name(_ id: Note.ID, _ reference: Reference) -> String {
        reference.notes[id]?.title ?? "\(id)"
    }

    static func difference(
        _ found: [Note.ID: Reference.Text], _ expected: [Note.ID: Reference.Text], _ reference: Reference
    ) -> String {
        let extra = found.keys.filter { expected[$0] == nil }.map { found[$0]!.title }
        let missing = expected.keys.filter { found[$0] == nil }.map { expected[$0]!.title }
        let differing = expected.keys.filter { found[$0] != nil && found[$0] != expected[$0] }.map {
            "\(expected[$0]!.title): \(found[$0]!.content) ≠ \(expected[$0]!.content)"
        }
        return "; extra \(extra.sorted()), missing \(missing.sorted()), differing \(differing.sorted())"
    }
}
