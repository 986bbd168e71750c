import Foundation

/// The kept draft: a note the user was typing when the program had to end, kept in `draft.json`
/// beside `notes.json` until the next launch offers it back.
///
/// It is written the way `notes.json` is (a notes document holding the one note, through a
/// temporary file, flushed and renamed), only inside the store folder, and only by a writable,
/// loaded store. Whether the draft edits an existing note is told by its id: the note with that id
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

    /// Keeps `note` as the draft, replacing any kept before, atomically.
    ///
    /// Throws as ``save(_:)-(StoreContents)`` does: ``StoreError/notLoaded`` before ``load()``,
    /// ``StoreError/readOnly(_:)`` for a read-only store, ``StoreError/unencodable(_:)`` for a note
    /// that cannot be written, and ``StoreError/fileSystem(_:)`` when the disk refuses (a failed
    /// write leaves no temporary file). Kept also while an unreadable `notes.json` awaits
    /// acknowledgement: the draft never replaces it.
    /// - Complexity: O(*n*) in the size of the note.
    public func keepDraft(_ note: Note) throws(StoreError) {
        if case .unreadable = loadState {} else { try requireWritable() }
        let data: Data
        do {
            data = try StoreDocument.encode(StoreContents(notes: [note]))
        } catch {
            throw .unencodable("\(error)")
        }
        let temporary = directory.appendingPathComponent(
            "\(draftFile.lastPathComponent).tmp-\(makeID().uuidString)")
        try run { () throws(FileSystemError) in
            try fileSystem.writeAtomically(data, to: draftFile, temporaryURL: temporary)
        }
    }

    /// The draft kept by ``keepDraft(_:)``, or `nil` when there is none.
    ///
    /// Reads only; a file that is not a notes document holding exactly one note throws
    /// ``StoreError/unreadableDraft(file:)`` and stays where it is, and anything but a file at
    /// `draft.json` throws ``StoreError/fileSystem(_:)``.
    /// - Complexity: O(*n*) in the size of the file.
    public func keptDraft() throws(StoreError) -> Note? {
        guard let file = try keptDraftFile() else { return nil }
        let data = try run { () throws(FileSystemError) in try fileSystem.readFile(file) }
        guard case .complete(let contents) = StoreDocument.read(data), contents.notes.count == 1,
            let note = contents.notes.first
        else {
            throw .unreadableDraft(file: file)
        }
        return note
    }

    /// The file the kept draft is in: this device's, or, for a device of its own that kept none,
    /// the `draft.json` a release from before devices had ids kept.
    private func keptDraftFile() throws(StoreError) -> URL? {
        if try inspect(draftFile, expecting: .file) { return draftFile }
        let earlier = directory.appendingPathComponent(Self.draftFileName)
        guard device != .solitary, try inspect(earlier, expecting: .file) else { return nil }
        return earlier
    }

    /// Removes the kept draft, once it is back in an editor or the user let it go; does nothing
    /// when there is none.
    ///
    /// Throws ``StoreError/notLoaded`` or ``StoreError/readOnly(_:)`` as ``save(_:)-(StoreContents)`` does, and
    /// ``StoreError/fileSystem(_:)`` when the disk refuses.
    public func removeKeptDraft() throws(StoreError) {
        if case .unreadable = loadState {} else { try requireWritable() }
        guard let file = try keptDraftFile() else { return }
        try run { () throws(FileSystemError) in try fileSystem.removeItem(file) }
    }
}
