import Foundation

/// The kept drafts: notes the user was typing when the program had to end, kept in `draft.json`
/// beside `notes.json` until a launch offers them back, oldest first.
///
/// It is written the way `notes.json` is (a notes document holding the drafts, through a
/// temporary file, flushed and renamed), only inside the store folder, and only by a writable,
/// loaded store. A draft kept while others wait is added to them, never put in their place: a
/// user who chose "Later" and then had the program end again still has both. Whether the draft edits an existing note is told by its id: the note with that id
/// in the notebook, if any.
extension NoteStore {
    /// The name of the kept draft inside the store directory.
    public static let draftFileName = "draft.json"

    /// The kept draft in the store directory: `draft.json`, or `draft.<device>.json` for a device
    /// other than ``StoreDeviceID/solitary`` (a draft is this device's, never another's).
    public var draftFile: URL {
        directory.appendingPathComponent(
            device == .solitary ? Self.draftFileName : "draft.\(device.rawValue.uuidString).json")
    }

    /// Keeps `note` as a draft after those kept before, atomically; a draft kept before with the
    /// same id (an earlier version of the same edit) is replaced by it.
    ///
    /// Throws as ``save(_:)-(StoreContents)`` does: ``StoreError/notLoaded`` before ``load()``,
    /// ``StoreError/readOnly(_:)`` for a read-only store, ``StoreError/unencodable(_:)`` for a note
    /// that cannot be written, and ``StoreError/fileSystem(_:)`` when the disk refuses (a failed
    /// write leaves no temporary file). A draft file that cannot be read throws as
    /// ``keptDrafts()`` does and is never written over. Kept also while an unreadable `notes.json`
    /// awaits acknowledgement: the draft never replaces it. The drafts a release from before
    /// devices had ids kept in `draft.json` move into this device's file with it.
    /// - Complexity: O(*n*) in the size of the drafts.
    public func keepDraft(_ note: Note) throws(StoreError) {
        if case .unreadable = loadState {} else { try requireWritable() }
        let source = try keptDraftFile()
        var drafts = try drafts(in: source)
        drafts.removeAll { $0.id == note.id }
        drafts.append(note)
        try writeDrafts(drafts)
        if let source, source != draftFile {
            try run { () throws(FileSystemError) in try fileSystem.removeItem(source) }
        }
    }

    /// The drafts kept by ``keepDraft(_:)``, oldest first; empty when there are none.
    ///
    /// Reads only; a file that is not a notes document holding at least one note throws
    /// ``StoreError/unreadableDraft(file:)`` and stays where it is, and anything but a file at
    /// `draft.json` throws ``StoreError/fileSystem(_:)``.
    /// - Complexity: O(*n*) in the size of the file.
    public func keptDrafts() throws(StoreError) -> [Note] {
        try drafts(in: keptDraftFile())
    }

    /// The drafts in `file` (``keptDraftFile()``'s answer), read as ``keptDrafts()`` reads them.
    private func drafts(in file: URL?) throws(StoreError) -> [Note] {
        guard let file else { return [] }
        let data = try run { () throws(FileSystemError) in try fileSystem.readFile(file) }
        guard case .complete(let contents) = StoreDocument.read(data), !contents.notes.isEmpty else {
            throw .unreadableDraft(file: file)
        }
        return contents.notes
    }

    /// The oldest draft kept by ``keepDraft(_:)``, or `nil` when there is none; the others wait
    /// behind it (``keptDrafts()``).
    ///
    /// Throws as ``keptDrafts()`` does.
    /// - Complexity: O(*n*) in the size of the file.
    public func keptDraft() throws(StoreError) -> Note? {
        try keptDrafts().first
    }

    /// The file the kept drafts are in: this device's, or, for a device of its own that kept none,
    /// the `draft.json` a release from before devices had ids kept.
    private func keptDraftFile() throws(StoreError) -> URL? {
        if try inspect(draftFile, expecting: .file) { return draftFile }
        let earlier = directory.appendingPathComponent(Self.draftFileName)
        guard device != .solitary, try inspect(earlier, expecting: .file) else { return nil }
        return earlier
    }

    /// Writes `drafts` whole as this device's draft file, atomically, or removes the file when
    /// there are none.
    private func writeDrafts(_ drafts: [Note]) throws(StoreError) {
        guard !drafts.isEmpty else {
            guard let file = try keptDraftFile() else { return }
            try run { () throws(FileSystemError) in try fileSystem.removeItem(file) }
            return
        }
        let data: Data
        do {
            data = try StoreDocument.encode(StoreContents(notes: drafts))
        } catch {
            throw .unencodable("\(error)")
        }
        let temporary = directory.appendingPathComponent(
            "\(draftFile.lastPathComponent).tmp-\(makeID().uuidString)")
        try run { () throws(FileSystemError) in
            try fileSystem.writeAtomically(data, to: draftFile, temporaryURL: temporary)
        }
    }

    /// Removes the kept draft with the id `id`, once it is back in an editor or the user let it go.
    ///
    /// The other drafts stay, and the file goes with the last. Does nothing when no draft has that
    /// id.
    ///
    /// Throws ``StoreError/notLoaded`` or ``StoreError/readOnly(_:)`` as
    /// ``save(_:)-(StoreContents)`` does, as ``keptDrafts()`` does for a file it cannot read (which
    /// stays), and ``StoreError/fileSystem(_:)`` when the disk refuses.
    /// - Complexity: O(*n*) in the size of the drafts.
    public func removeKeptDraft(withID id: Note.ID) throws(StoreError) {
        if case .unreadable = loadState {} else { try requireWritable() }
        let source = try keptDraftFile()
        let drafts = try drafts(in: source)
        guard drafts.contains(where: { $0.id == id }) else { return }
        try writeDrafts(drafts.filter { $0.id != id })
        if let source, source != draftFile, drafts.count > 1 {
            try run { () throws(FileSystemError) in try fileSystem.removeItem(source) }
        }
    }

    /// Removes the oldest kept draft (``keptDraft()``).
    ///
    /// The others stay. Does nothing when there is none.
    ///
    /// Throws as ``removeKeptDraft(withID:)`` does.
    public func removeKeptDraft() throws(StoreError) {
        if case .unreadable = loadState {} else { try requireWritable() }
        guard let oldest = try keptDraft() else { return }
        try removeKeptDraft(withID: oldest.id)
    }
}
