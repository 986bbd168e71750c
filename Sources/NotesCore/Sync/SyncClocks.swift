import Foundation

/// What a store knows of the history of its entries: the version vector of every note and photo
/// (and of every removal), and how many saves of each device's journal a `notes.json` includes.
///
/// Travels with ``StoreContents`` (not part of its value) from a load to the next save, which
/// writes each change as a version descending from the one the contents were loaded with.
struct SyncClocks: Hashable, Sendable {
    /// The vector of each note's version; a note absent has the empty vector.
    var notes: [Note.ID: VersionVector] = [:]
    /// The vector of each photo's version.
    var photos: [Photo.ID: VersionVector] = [:]
    /// The vector of each note's removal (a tombstone), kept so that a removal and an edit made
    /// at once on two devices are known to be concurrent.
    var removedNotes: [Note.ID: VersionVector] = [:]
    /// The vector of each photo's removal.
    var removedPhotos: [Photo.ID: VersionVector] = [:]
    /// For each device, the number of its saves `notes.json` includes: its journal's saves up to
    /// that number are in the file already.
    var included: [StoreDeviceID: UInt32] = [:]

    /// Whether anything here names a device other than ``StoreDeviceID/solitary``: a store that
    /// only ever had one device needs no clocks in `notes.json`.
    var isShared: Bool {
        let solitary = StoreDeviceID.solitary
        func shared(_ clock: VersionVector) -> Bool { clock.counts.keys.contains { $0 != solitary } }
        return included.keys.contains { $0 != solitary } || notes.values.contains(where: shared)
            || photos.values.contains(where: shared) || removedNotes.values.contains(where: shared)
            || removedPhotos.values.contains(where: shared)
    }

    /// The highest save number of `device` that anything here names: its next save must be
    /// numbered above it, or its versions would not descend from its own earlier ones.
    func highestSave(of device: StoreDeviceID) -> UInt32 {
        var highest = included[device] ?? 0
        for clock in notes.values { highest = max(highest, clock[device]) }
        for clock in photos.values { highest = max(highest, clock[device]) }
        for clock in removedNotes.values { highest = max(highest, clock[device]) }
        for clock in removedPhotos.values { highest = max(highest, clock[device]) }
        return highest
    }

    /// Every device named.
    var devices: [StoreDeviceID] {
        var found = Set(included.keys)
        for clock in notes.values { found.formUnion(clock.counts.keys) }
        for clock in photos.values { found.formUnion(clock.counts.keys) }
        for clock in removedNotes.values { found.formUnion(clock.counts.keys) }
        for clock in removedPhotos.values { found.formUnion(clock.counts.keys) }
        return found.sorted()
    }
}

extension SyncClocks {
    /// Takes every vector `other` holds, for the entries it names (a version or a removal
    /// replacing the other).
    /// - Complexity: O(*k*) for the *k* entries `other` names.
    mutating func merge(_ other: SyncClocks) {
        for (id, clock) in other.notes {
            notes[id] = clock
            removedNotes[id] = nil
        }
        for (id, clock) in other.removedNotes {
            removedNotes[id] = clock
            notes[id] = nil
        }
        for (id, clock) in other.photos {
            photos[id] = clock
            removedPhotos[id] = nil
        }
        for (id, clock) in other.removedPhotos {
            removedPhotos[id] = clock
            photos[id] = nil
        }
    }
}
