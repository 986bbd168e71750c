import Bindings
import Foundation
import NotesCore

/// Other devices' saves arriving while the app runs: the environment's change source says the
/// folder changed, the shell reads it off the main actor and applies what changed, note by note.
///
/// A read starts only when everything the user committed is saved (a save running or waiting
/// goes first, and the read follows it), one at a time; a change while one runs reads again after
/// it. What the user commits while the folder is read is kept: merged with another device's change
/// of the same note, or kept beside it (see ``NotesCore/NoteStore/apply(_:to:makeID:)``).
extension AppViewModel {
    /// Starts watching the store folder, once the store is open, when the environment has a
    /// change source.
    func startWatchingFolder() {
        guard folderWatch == nil, let source = environment.changeSource else { return }
        let store = self.store
        let inFlight = folderNoticesInFlight
        folderWatch = source.watch(storeDirectory) { [weak self] names in
            guard names.isEmpty || names.contains(where: store.mayHoldOtherDevicesChanges(fileNamed:)) else {
                return
            }
            inFlight.withLock { $0 += 1 }
            Task { @MainActor in
                inFlight.withLock { $0 -= 1 }
                self?.refreshFromFolder()
            }
        }
    }

    /// Stops watching the folder (the store is closing).
    func stopWatchingFolder() {
        folderWatch?.stop()
        folderWatch = nil
        refreshPending = false
    }

    /// The folder changed: reads other devices' saves now, or after the save or read under way.
    func refreshFromFolder() {
        guard folderWatch != nil, launchChanges == nil, hasOpenedStore else { return }
        switch accessValue.value {
        case .writable, .openedReadOnly: break
        case .readOnly, .awaitingAcknowledgement, .closed: return
        }
        guard runningRefresh == nil, runningSave == nil, !autosave.hasUnsavedChanges else {
            refreshPending = true
            return
        }
        refreshPending = false
        let store = self.store
        let notebook = library.notebook
        runningRefresh = Task { [weak self] in
            let result = await Task.detached(priority: .utility) { () -> Result<StoreRefresh, StoreError> in
                Result { () throws(StoreError) in try store.readOtherDevices(against: notebook) }
            }.value
            self?.folderRead(result)
        }
    }

    /// Applies what the read found, then reads again if the folder changed meanwhile.
    private func folderRead(_ result: Result<StoreRefresh, StoreError>) {
        runningRefresh = nil
        defer { if refreshPending { refreshFromFolder() } }
        guard folderWatch != nil, case .success(let refresh) = result, !refresh.isEmpty else { return }
        isApplyingRefresh = true
        let outcome = library.applyOtherDevices(refresh, from: store, ids: environment.ids)
        isApplyingRefresh = false
        if outcome.needsSave {
            for saved in outcome.savedNotes { unsaved.noteChanged(saved.note.id) }
            changeCommitted(revision: library.revision.value)
        } else {
            autosave.savedChangeApplied(revision: library.revision.value)
            updateSaveStatus()
        }
        if noticeValue.value == nil, !outcome.events.isEmpty {
            noticeValue.value = Self.otherDevicesNotice(outcome.events)
        }
    }
}

/// Hooks for tests that drive the shell as a front end does.
extension AppViewModel {
    /// Waits until no read of the folder is running; starts none.
    package func refreshesSettled() async {
        while folderNoticesInFlight.withLock({ $0 }) > 0 || runningRefresh != nil {
            if let running = runningRefresh {
                await running.value
            } else {
                await Task.yield()
            }
        }
    }
}
