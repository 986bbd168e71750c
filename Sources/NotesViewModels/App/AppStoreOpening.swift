import Foundation
import NotesCore

/// What reading the store off the main actor found, with the store value that read it.
enum AppStoreOpening: Sendable {
    /// The store was read (presets, stored or recovered); its notebook is built.
    case loaded(NoteStore, StoreLoad, Notebook)
    /// `notes.json` has a newer version, or one this version cannot read (`"2"`, 2^64): nothing
    /// is read and nothing may be written.
    case newerVersion(NoteStore, file: URL, found: String, supported: Int)
    /// The folder could not be read or created.
    case failed(StoreError)

    /// Loads `store` and builds the notebook; meant to run off the main actor.
    ///
    /// - Complexity: O(*n* log *n*) for *n* notes.
    static func open(_ store: NoteStore) -> AppStoreOpening {
        var store = store
        do {
            let load = try store.load()
            return .loaded(store, load, Notebook(load.contents))
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
}
