import Foundation

/// Opening the store folder: its lock, `photos/`, and the temporary files the store leaves behind.
extension NoteStore {
    /// The name of this device's lock file in a shared folder (a solitary store locks the folder).
    var lockFileName: String { "notes.\(device).lock" }

    /// Creates the folder when it does not exist (0700) and takes its lock as ``mode`` says;
    /// returns the access the store gets.
    mutating func openFolder() throws(StoreError) -> StoreAccess {
        if mode == .readOnly { return .readOnly(.requested) }
        if let lock, lock.isHeld { return .readWrite }
        if try !inspect(directory, expecting: .directory, allowingLink: true) {
            try run { () throws(FileSystemError) in try fileSystem.createDirectory(directory) }
        }
        let attempt: DirectoryLockAttempt
        do {
            // A device of its own locks a file of its own, which no other device writes, so a sync
            // engine never replaces it under a running app.
            attempt = try fileSystem.lockDirectory(
                device == .solitary ? directory : directory.appendingPathComponent(lockFileName))
        } catch {
            guard mode == .readWriteOrReadOnly else { throw .fileSystem(error) }
            return .readOnly(.lockUnavailable(error))
        }
        switch attempt {
        case .acquired(let lock):
            self.lock = lock
            return .readWrite
        case .heldBy(let processID):
            guard mode == .readWriteOrReadOnly else {
                throw .inUse(directory: directory, processID: processID)
            }
            return .readOnly(.inUse(processID: processID))
        }
    }

    /// Whether something of `kind` is at `url` (false when nothing is); throws when it cannot
    /// tell, or when something else is there (a symbolic link is accepted only with
    /// `allowingLink`, for the store folder itself).
    func inspect(_ url: URL, expecting kind: FileKind, allowingLink: Bool = false) throws(StoreError) -> Bool
    {
        let found = try run { () throws(FileSystemError) in try fileSystem.kind(url) }
        switch found {
        case nil: return false
        case kind?: return true
        case .symbolicLink? where allowingLink: return true
        case let found?:
            throw .fileSystem(
                FileSystemError(
                    operation: .inspect, path: url.path, reason: .unexpectedKind(found: found, expected: kind)
                ))
        }
    }

    /// Creates `photos/` when it is missing (writable stores only), removes the temporary files
    /// the store's own interrupted writes left in the folder and in `photos/` (writable stores
    /// only), and returns the other names in `photos/`, sorted.
    ///
    /// A link or a file in place of `photos/` throws; no existing folder's permissions change.
    func preparePhotos(isWritable: Bool) throws(StoreError) -> [String] {
        if try !inspect(photosDirectory, expecting: .directory) {
            guard isWritable else { return [] }
            try run { () throws(FileSystemError) in try fileSystem.createDirectory(photosDirectory) }
        }
        return try run { () throws(FileSystemError) -> [String] in
            var photoNames: [String] = []
            for folder in [directory, photosDirectory] {
                var kept: [String] = []
                for name in try fileSystem.listDirectory(folder) {
                    let url = folder.appendingPathComponent(name)
                    if isWritable, Self.isOwnTemporaryFile(name, inPhotos: folder == photosDirectory),
                        try fileSystem.kind(url) == .file
                    {
                        try fileSystem.removeItem(url)
                    } else {
                        kept.append(name)
                    }
                }
                if folder == photosDirectory { photoNames = kept }
            }
            return photoNames
        }
    }

    /// Whether `name` is a temporary file this store writes: `notes.json.tmp-<UUID>`,
    /// `notes.journal.tmp-<UUID>`, `draft.json.tmp-<UUID>` or `<notes or journal>.corrupt-<stamp>.tmp-<UUID>`
    /// in the folder, `.<UUID>.<ext>.tmp-<UUID>` in
    /// `photos/`, with upper-case UUIDs as the store writes them.
    static func isOwnTemporaryFile(_ name: String, inPhotos: Bool) -> Bool {
        let marker = ".tmp-"
        guard let range = name.range(of: marker, options: .backwards) else { return false }
        let suffix = String(name[range.upperBound...])
        guard UUID(uuidString: suffix)?.uuidString == suffix else { return false }
        let base = name[..<range.lowerBound]
        if inPhotos {
            guard base.hasPrefix("."), let dot = base.dropFirst().firstIndex(of: ".") else { return false }
            let id = String(base[base.index(after: base.startIndex)..<dot])
            let fileExtension = base[base.index(after: dot)...]
            return UUID(uuidString: id)?.uuidString == id && isPhotoExtension(fileExtension)
                && fileExtension == fileExtension.lowercased()
        }
        if base == draftFileName { return true }
        if base.hasPrefix("draft."), base.hasSuffix(".json"),
            let id = UUID(uuidString: String(base.dropFirst(6).dropLast(5))),
            "draft.\(id.uuidString).json" == base
        {
            return true
        }
        var files = [notesFileName, StoreJournal.fileName]
        if base.hasPrefix("notes."), let end = base.range(of: ".journal") {
            let journal = String(base[..<end.upperBound])
            if StoreJournal.device(ofJournalNamed: journal) != nil { files.append(journal) }
        }
        for file in files {
            if base == file { return true }
            let corrupt = "\(file).corrupt-"
            guard base.hasPrefix(corrupt) else { continue }
            let stamp = base.dropFirst(corrupt.count)
            return !stamp.isEmpty && stamp.allSatisfy { $0.isASCII && ($0.isNumber || "TZ-".contains($0)) }
        }
        return false
    }

    /// Whether `text` is 1–10 ASCII letters or digits.
    static func isPhotoExtension(_ text: Substring) -> Bool {
        (1...10).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
    }
}
