import NotesCore

/// A store that keeps no change: nothing is typed that could not be kept, and the user is told why.
extension AppViewModel {
    /// The user tried to change a note while the store keeps no change: the notice says why again.
    ///
    /// While ``AppStoreAccess/isReadOnly``, a key typed in the editor, a paste or a new note
    /// changes nothing; the read-only notice shows again, saying why (another app has the store
    /// open, the folder cannot be written, a newer version wrote it).
    ///
    /// A front end calls it instead of applying the edit; the shell itself refuses a new note this
    /// way. Ignored while the store keeps changes.
    public func readOnlyEditAttempted() {
        guard let notice = readOnlyNotice else { return }
        noticeValue.value = notice
    }

    /// The notice that says why no change is kept, while none is; `nil` otherwise.
    var readOnlyNotice: AppNotice? {
        switch accessValue.value {
        case .openedReadOnly(let reason):
            return AppNotice.openedReadOnly(directory: storeDirectory, reason: reason)
        case .readOnly(let file, let found, let supported):
            return AppNotice.newerVersion(file: file, found: found, supported: supported)
        case .writable, .awaitingAcknowledgement, .closed:
            return nil
        }
    }
}
