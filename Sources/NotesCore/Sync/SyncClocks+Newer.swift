import Foundation

extension SyncClocks {
    /// Whether the version these clocks hold of note `id` (or its removal) descends from
    /// `version` (nil: the empty vector) and is not it: a folder that holds `version` holds an
    /// older one.
    func holdsNewer(than version: VersionVector?, of id: Note.ID) -> Bool {
        Self.isNewer(notes[id] ?? removedNotes[id], than: version)
    }

    /// Whether the version these clocks hold of photo `id` (or its removal) descends from
    /// `version` and is not it.
    func holdsNewer(than version: VersionVector?, of id: Photo.ID) -> Bool {
        Self.isNewer(photos[id] ?? removedPhotos[id], than: version)
    }

    private static func isNewer(_ held: VersionVector?, than version: VersionVector?) -> Bool {
        // An entry the folder holds without a vector has the empty one: the oldest.
        let version = version ?? VersionVector()
        guard let held, held != version else { return false }
        return held.includes(version)
    }
}
