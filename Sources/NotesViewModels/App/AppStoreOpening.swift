import Foundation
import NotesCore

/// What reading the store off the main actor found, with the store value that read it.
enum AppStoreOpening: Sendable {
    /// The store was read (presets, stored or recovered); its notebook and search index are built,
    /// and a copy of its notes by id for the notes list (see ``Built``).
    case loaded(NoteStore, StoreLoad, Built)
    /// `notes.json` has a newer version, or one this version cannot read (`"2"`, 2^64): nothing
    /// is read and nothing may be written.
    case newerVersion(NoteStore, file: URL, found: String, supported: Int)
    /// The folder could not be read or created.
    case failed(StoreError)

    /// Loads `store` and builds the notebook and its search index; meant to run off the main actor.
    ///
    /// When `firstPageCount` is above zero, `firstPage` gets the newest notes as soon as they are
    /// read (see ``NotesCore/NoteStore/load(firstPage:_:)``), before the rest is.
    ///
    /// - Complexity: O(*n* log *n*) for *n* notes.
    static func open(
        _ store: NoteStore, firstPageCount: Int = 0,
        firstPage: @escaping @Sendable ([Note]) -> Void = { _ in }
    ) -> AppStoreOpening {
        var store = store
        do {
            let load =
                firstPageCount > 0 ? try store.load(firstPage: firstPageCount, firstPage) : try store.load()
            return .loaded(store, load, Self.built(from: load.contents))
        } catch {
            switch error {
            case .newerVersion(let file, let found, let supported):
                return .newerVersion(store, file: file, found: "\(found)", supported: supported)
            case .unreadableVersion(let file, let found):
                return .newerVersion(store, file: file, found: found, supported: NoteStore.documentVersion)
            default:
                break
            }
            return .failed(error)
        }
    }

    /// The notebook and the search index of `contents`, built at once: the notebook (and the
    /// list's copy of its notes) on a thread of its own while the index is built on the others.
    ///
    /// The index is built from the notes as read, in the order a store writes them (the display
    /// order), so no note is looked up in the notebook to index it; of two entries with one id,
    /// the later one is indexed, as the notebook keeps it.
    ///
    /// - Complexity: O(*n* log *n*) for *n* notes, spread over the cores.
    static func built(from contents: StoreContents) -> Built {
        let notebook = Locked<(Notebook, [Note.ID: Note])?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let built = Self.notebookAndCopy(of: contents)
            notebook.withLock { $0 = built }
            done.signal()
        }
        thread.start()
        let index = SearchIndex(contents.notes)
        done.wait()
        let (built, copy) = notebook.withLock { $0 } ?? Self.notebookAndCopy(of: contents)
        return Built(notebook: built, searchIndex: index, notesForList: copy)
    }

    /// The notebook of `contents`, and a copy of its notes by id in storage of their own.
    private static func notebookAndCopy(of contents: StoreContents) -> (Notebook, [Note.ID: Note]) {
        let notebook = Notebook(contents)
        return (notebook, notebook.notesByIDCopy())
    }
}
