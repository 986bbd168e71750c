import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Random sequences of user actions across both tabs against a plain reference of the navigation
/// and the library: after every step each screen on each stack still answers its user's actions
/// (no screen below keeps a destination that is not shown), the pager shows the photo the rule
/// names, and the store holds what the reference says after a save to disk.
///
/// 200 sequences of 30 steps by default; set `NOTESKIT_MODEL_SEQUENCES` for more.
@MainActor
@Suite struct AppShellModelTests {
    /// The plain reference: notes by id, photo ids in gallery order, the two stacks.
    struct Reference {
        enum NotesTop: Equatable {
            case list
            case editor(Note.ID, isNew: Bool)
            case picker(Note.ID, isNew: Bool)
        }

        var notes: [Note.ID: String] = [:]
        var photos: [Photo.ID] = []
        var tab = AppTab.notes
        var notesTop = NotesTop.list
        var pager: Photo.ID?
        var draft: String?

        var notesPath: [AppRoute] {
            switch notesTop {
            case .list: []
            case .editor(let id, let isNew): [isNew ? .newNote(id) : .editNote(id)]
            case .picker(let id, let isNew): [isNew ? .newNote(id) : .editNote(id), .colorPicker(id)]
            }
        }

        var galleryPath: [AppRoute] { pager.map { [.photoPager($0)] } ?? [] }

        /// The pager's rule when `removed` goes: the next photo left, else the previous one.
        mutating func removePhoto(_ removed: Photo.ID) {
            guard let index = photos.firstIndex(of: removed) else { return }
            photos.remove(at: index)
            guard pager == removed else { return }
            pager = photos.isEmpty ? nil : photos[min(index, photos.count - 1)]
        }
    }

    static let sequences = Int(ProcessInfo.processInfo.environment["NOTESKIT_MODEL_SEQUENCES"] ?? "") ?? 200

    @Test func randomUserActionsAcrossBothTabsFollowTheReference() async throws {
        var generator = SeededRandomNumberGenerator(seed: 19)
        var failures: [String] = []
        for sequence in 0..<Self.sequences {
            var shell = AppShellHarness()
            await shell.app.launch()
            var reference = Reference()
            reference.notes = Dictionary(
                uniqueKeysWithValues: shell.app.library.notebook.notes.map { ($0.id, $0.content) })
            reference.photos = shell.app.library.notebook.photos.map(\.id)
            var steps: [String] = []
            for _ in 0..<30 {
                let step = await Self.act(on: &shell, reference: &reference, using: &generator)
                steps.append(step)
                if let failure = await Self.mismatch(
                    shell, reference, checkingDisk: step.hasPrefix("background"))
                {
                    failures.append("sequence \(sequence): \(steps.joined(separator: ", ")): \(failure)")
                    break
                }
            }
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Does one random action the shell's state allows and applies it to the reference.
    static func act(
        on shell: inout AppShellHarness, reference: inout Reference,
        using generator: inout SeededRandomNumberGenerator
    ) async -> String {
        let app = shell.app
        switch Int.random(in: 0..<16, using: &generator) {
        case 0, 1:
            let tab: AppTab = Bool.random(using: &generator) ? .notes : .gallery
            app.tabSelected(tab)
            reference.tab = tab
            return "tab \(tab)"
        case 2:
            app.backTapped()
            if reference.tab == .notes {
                switch reference.notesTop {
                case .list: break
                case .editor: (reference.notesTop, reference.draft) = (.list, nil)
                case .picker(let id, let isNew): reference.notesTop = .editor(id, isNew: isNew)
                }
            } else {
                reference.pager = nil
            }
            return "back"
        case 3:
            let navigation = app.navigation.value
            app.restore(navigation)
            // A restoration reopens the same routes: an editor opens again as its note is now (a
            // new note empty, under the same id); the pager at the photo the user was on.
            if case .editor = reference.notesTop { reference.draft = nil }
            if case .picker = reference.notesTop { reference.draft = nil }
            return "restore"
        case 4:
            await app.enteredBackground()
            return "background"
        case 5:
            _ = await app.quitRequested()
            shell = await shell.relaunched()
            reference.tab = .notes
            (reference.notesTop, reference.pager, reference.draft) = (.list, nil, nil)
            return "quit and relaunch"
        default:
            break
        }
        if reference.tab == .notes {
            switch reference.notesTop {
            case .list:
                let ids = reference.notes.keys.sorted { $0.rawValue.uuidString < $1.rawValue.uuidString }
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    app.listNotes?.addTapped()
                    guard let editor = shell.editor else { return "add (nothing opened)" }
                    reference.notesTop = .editor(editor.noteID, isNew: true)
                    return "add"
                case 1 where !ids.isEmpty:
                    let id = ids.randomElement(using: &generator)!
                    app.listNotes?.rowSwipedToDelete(id)
                    reference.notes[id] = nil
                    return "delete a note"
                default:
                    guard let id = ids.randomElement(using: &generator) else { return "nothing" }
                    app.listNotes?.rowTapped(id)
                    reference.notesTop = .editor(id, isNew: false)
                    return "open a note"
                }
            case .editor(let id, let isNew):
                guard let editor = shell.editor else { return "no editor" }
                switch Int.random(in: 0..<5, using: &generator) {
                case 0, 1:
                    let text = "Text \(Int.random(in: 0..<1000, using: &generator))"
                    if isNew { editor.titleChanged("Title") }
                    editor.contentChanged(text)
                    reference.draft = text
                    return "edit"
                case 2:
                    // Whether the draft is dirty (a colour picked counts) is the editor's own
                    // rule, tested alone; the reference follows what Done is enabled to do.
                    let mode = editor.doneMode.value
                    editor.doneTapped()
                    if mode == .save || mode == .restore {
                        reference.notes[id] = editor.content.value
                        (reference.notesTop, reference.draft) = (.list, nil)
                    }
                    return "done"
                case 3:
                    editor.cancelTapped()
                    (reference.notesTop, reference.draft) = (.list, nil)
                    return "cancel"
                default:
                    editor.colorSelector.squareLongPressed(.custom)
                    reference.notesTop = .picker(id, isNew: isNew)
                    return "open the picker"
                }
            case .picker(let id, let isNew):
                guard case .colorPicker(let picker) = app.screen.value else { return "no picker" }
                if Bool.random(using: &generator) { picker.doneTapped() } else { picker.cancelTapped() }
                reference.notesTop = .editor(id, isNew: isNew)
                return "close the picker"
            }
        }
        guard let current = reference.pager else {
            guard !reference.photos.isEmpty, let gallery = app.gallery else { return "empty gallery" }
            let index = Int.random(in: 0..<reference.photos.count, using: &generator)
            gallery.cellTapped(at: index)
            reference.pager = reference.photos[index]
            return "open the pager at \(index)"
        }
        guard case .photoPager(let pager) = app.screen.value else { return "no pager" }
        let index = reference.photos.firstIndex(of: current) ?? 0
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            pager.nextTapped()
            reference.pager = reference.photos[min(index + 1, reference.photos.count - 1)]
            return "next"
        case 1:
            pager.previousTapped()
            reference.pager = reference.photos[max(index - 1, 0)]
            return "previous"
        case 2:
            pager.deleteTapped()
            pager.deleteConfirmed()
            reference.removePhoto(current)
            return "delete the photo"
        case 3:
            // Elsewhere: this photo and the one before it go together.
            let gone = reference.photos[max(index - 1, 0)...index]
            batch { for id in gone { app.library.removePhoto(withID: id) } }
            for id in gone where id != current { reference.photos.removeAll { $0 == id } }
            reference.removePhoto(current)
            return "delete it and the one before elsewhere"
        default:
            pager.backTapped()
            reference.pager = nil
            return "pager back"
        }
    }

    /// What differs between the shell and the reference, or nil.
    static func mismatch(_ shell: AppShellHarness, _ reference: Reference, checkingDisk: Bool) async
        -> String?
    {
        let app = shell.app
        let navigation = app.navigation.value
        if navigation.selectedTab != reference.tab { return "tab \(navigation.selectedTab)" }
        if navigation.notesPath != reference.notesPath {
            return "notes path \(navigation.notesPath), reference \(reference.notesPath)"
        }
        if navigation.galleryPath != reference.galleryPath {
            return "gallery path \(navigation.galleryPath), reference \(reference.galleryPath)"
        }
        // Every screen that is on top of its stack answers taps: it keeps no destination.
        if reference.notesTop == .list, app.listNotes?.destination.value != nil { return "list stuck" }
        if reference.pager == nil, app.gallery?.destination.value != nil { return "gallery stuck" }
        if case .editor = reference.notesTop, case .editNote(let editor)? = Self.notesTop(app),
            editor.destination.value != nil
        {
            return "editor stuck"
        }
        if let current = reference.pager, reference.tab == .gallery {
            guard case .photoPager(let pager)? = app.screenOnGallery else { return "no pager" }
            if pager.currentPhoto.value?.id != current { return "pager shows another photo" }
        }
        let notes = Dictionary(uniqueKeysWithValues: app.library.notebook.notes.map { ($0.id, $0.content) })
        if notes != reference.notes { return "library notes differ" }
        if app.library.notebook.photos.map(\.id) != reference.photos { return "library photos differ" }
        guard checkingDisk else { return nil }
        var store = NoteStore(
            directory: AppShellHarness.directory, fileSystem: shell.disk.fileSystem, clock: { Date() },
            makeID: { UUID() }, mode: .readOnly)
        guard let load = try? store.load() else { return "the store does not load" }
        let stored = Dictionary(uniqueKeysWithValues: load.contents.notes.map { ($0.id, $0.content) })
        if stored != reference.notes { return "stored notes differ" }
        if load.contents.photos.map(\.id) != reference.photos { return "stored photos differ" }
        return nil
    }

    static func notesTop(_ app: AppViewModel) -> AppScreen? {
        guard app.navigation.value.selectedTab == .notes else { return nil }
        return app.screen.value
    }
}

extension AppViewModel {
    /// The screen on top of the gallery tab, when it is selected.
    fileprivate var screenOnGallery: AppScreen? {
        navigation.value.selectedTab == .gallery ? screen.value : nil
    }
}
