import Foundation

/// The newest versions of the entries other devices' appended saves changed, each descending
/// from the one before it: what a running device's read of those saves found.
struct AppendedVersions {
    /// The store's clocks, which the first version of each entry must descend from.
    let clocks: SyncClocks
    /// The newest version of each note changed (nil for a removal), with its vector.
    private(set) var notes: [Note.ID: (note: Note?, clock: VersionVector)] = [:]
    /// The newest version of each photo changed (nil for a removal), with its vector.
    private(set) var photos: [Photo.ID: (photo: Photo?, clock: VersionVector)] = [:]

    init(clocks: SyncClocks) {
        self.clocks = clocks
    }

    /// Takes `change`, whose version has the vector `clock`; false, taking nothing, when it does
    /// not descend from the version held of its entry (it is concurrent with it, or older).
    /// - Complexity: O(1) dictionary lookups, and the size of the vectors.
    mutating func take(_ change: StoreJournal.Change, clock: VersionVector) -> Bool {
        switch change {
        case .putNote(let note, _):
            guard clock.includes(notes[note.id]?.clock ?? clocks.held(change)) else { return false }
            notes[note.id] = (note, clock)
        case .removeNote(let id):
            guard clock.includes(notes[id]?.clock ?? clocks.held(change)) else { return false }
            notes[id] = (nil, clock)
        case .putPhoto(let photo, _):
            guard clock.includes(photos[photo.id]?.clock ?? clocks.held(change)) else { return false }
            photos[photo.id] = (photo, clock)
        case .removePhoto(let id):
            guard clock.includes(photos[id]?.clock ?? clocks.held(change)) else { return false }
            photos[id] = (nil, clock)
        }
        return true
    }

    /// What these versions change in `notebook`, with the vectors of every version taken (the
    /// store then knows them, even of the entries the notebook holds as they are already).
    /// - Complexity: O(*k*) for *k* entries changed.
    func refresh(against notebook: Notebook) -> StoreRefresh {
        var refresh = StoreRefresh()
        refresh.mark = notebook.changeLog.mark
        for (id, version) in notes.sorted(by: { $0.key.rawValue.uuidString < $1.key.rawValue.uuidString }) {
            let held = notebook.note(withID: id)
            if let note = version.note {
                refresh.clocks.notes[id] = version.clock
                guard held != note else { continue }
                refresh.changedNotes.append(note)
                refresh.heldNotes[id] = held
            } else {
                refresh.clocks.removedNotes[id] = version.clock
                guard held != nil else { continue }
                refresh.removedNotes.append(id)
                refresh.heldNotes[id] = held
            }
        }
        for (id, version) in photos.sorted(by: { $0.key.rawValue.uuidString < $1.key.rawValue.uuidString }) {
            let held = notebook.photo(withID: id)
            if let photo = version.photo {
                refresh.clocks.photos[id] = version.clock
                guard held != photo else { continue }
                refresh.changedPhotos.append(photo)
            } else {
                refresh.clocks.removedPhotos[id] = version.clock
                guard held != nil else { continue }
                refresh.removedPhotos.append(id)
            }
        }
        return refresh
    }
}
