import Foundation

/// Progressive launch: the newest notes before the rest of the store is read.
extension NoteStore {
    /// Opens and reads the store as ``load()`` does, first handing `firstPage` the first `count`
    /// notes in the order saved (newest first, as the app saves them), read without parsing the
    /// rest of `notes.json`.
    ///
    /// `firstPage` is called once, on the calling thread, before this returns, and only when
    /// `notes.json` exists and ends as a file of this version does (`"version":1}`); it may get
    /// fewer than `count` notes, or none, when the file begins with damage. It is a preview: the
    /// returned ``StoreLoad`` is what counts, and may differ from it where the file is damaged.
    /// The journal's saves are applied to the preview too; a note they move past the first
    /// notes read is left out of it.
    /// - Complexity: O(*m*) in the size of the first notes and the journal before `firstPage`,
    ///   then as ``load()``.
    public mutating func load(
        firstPage count: Int, _ firstPage: @escaping ([Note]) -> Void
    ) throws(StoreError) -> StoreLoad {
        try load(firstPage: StoreFirstPageRequest(count: count, deliver: firstPage))
    }

    /// The first `count` notes of the contents that `snapshot` (the bytes of `notes.json`) and
    /// `journal` hold together, reading only the start of `snapshot`.
    ///
    /// `fingerprint` is `snapshot`'s journal fingerprint when known; it is filled in when this
    /// computes it.
    static func firstNotes(_ count: Int, in snapshot: Data, journal: Data?, fingerprint: inout UInt64?)
        -> [Note]
    {
        let ending = Array(#""version":\#(StoreDocument.currentVersion)}"#.utf8)
        guard count > 0, snapshot.count > ending.count, snapshot.suffix(ending.count).elementsEqual(ending)
        else {
            return []
        }
        var reading = StoreJournal.Reading()
        if let journal,
            case .read(let found) = StoreJournal.read(journal, extending: snapshot, fingerprint: &fingerprint)
        {
            reading = found
        }
        let wanted = count + reading.changeCount
        let leading = snapshot.withUnsafeBytes { raw in
            var parser = StoreDocumentParser(bytes: raw.bindMemory(to: UInt8.self))
            return parser.leadingNotes(wanted)
        }
        guard reading.changeCount > 0 else { return Array(leading.prefix(count)) }
        var notes = StoreJournalReplay(leading, missingPredecessor: .leaveOut)
        for change in reading.batches.joined() {
            switch change {
            case .putNote(let note, let after): notes.put(note, after: after)
            case .removeNote(let id): notes.remove(id)
            case .putPhoto, .removePhoto: break
            }
        }
        return Array(notes.ordered.prefix(count))
    }
}

/// A request to hand over the first notes during a load.
struct StoreFirstPageRequest {
    /// How many notes.
    var count: Int
    /// Who gets them.
    var deliver: ([Note]) -> Void
}
