import Bindings
import Foundation
import NotesCore

/// Autosave: coalesced, off the main actor, one at a time, retried after a failure with a wait that
/// doubles with each failure in a row (``AppEnvironment/saveRetryDelay`` up to
/// ``AppEnvironment/longestSaveRetryDelay``).
extension AppViewModel {
    /// The app is going to the background: saves every committed change at once and returns when
    /// it is on disk (or the save failed, as ``saveStatus`` then says).
    ///
    /// During a progressive launch it first waits for the rest of the store, then saves the merge.
    public func enteredBackground() async {
        await storeOpened()
        _ = await saveEverything()
    }

    /// The user quits: saves every committed change at once and says whether all of it is on disk.
    ///
    /// A front end exits on ``AppQuitOutcome/saved`` (or a read-only store) and otherwise tells the
    /// user what was not saved. Once everything is on disk the store is closed, which lets another
    /// process open it; changes committed after that are not saved.
    ///
    /// A failed save is retried as any autosave is: the retry stays scheduled after this returns
    /// ``AppQuitOutcome/failed(_:)``, so a user who chooses to stay rather than quit without
    /// saving goes on saving (the disk freed, the next retry writes everything).
    public func quitRequested() async -> AppQuitOutcome {
        // A quit while the store is being read waits for it, so that the store closed is the one
        // the launch opened (and its lock is let go), and what the user did on the first page is
        // merged with the rest before it is saved.
        await storeOpened()
        let outcome = await saveEverything()
        switch outcome {
        case .saved, .readOnly:
            if outcome == .saved { removeDeletedPhotoFilesAtQuit() }
            stopWatchingFolder()
            store.close()
            accessValue.value = .closed
        case .awaitingAcknowledgement, .failed:
            break
        }
        return outcome
    }

    /// Waits until no save runs and nothing committed is left unsaved, or a save fails; a failed
    /// save leaves its retry scheduled.
    func saveEverything() async -> AppQuitOutcome {
        while true {
            cancelSaveTimer()
            if let running = runningSave {
                await running.value
                continue
            }
            switch accessValue.value {
            case .readOnly, .openedReadOnly: return .readOnly
            case .closed: return autosave.hasUnsavedChanges ? .failed(Self.closedFailure(store)) : .saved
            case .awaitingAcknowledgement:
                return autosave.hasUnsavedChanges ? .awaitingAcknowledgement : .saved
            case .writable: break
            }
            if let failure = lastSaveFailure, !autosave.hasUnsavedChanges { return .failed(failure) }
            guard let revision = autosave.saveStarting() else { return .saved }
            let task = startSave(revision: revision)
            await task.value
            // The retry the failure scheduled stays: the user may stay rather than quit, and the
            // status goes on saying "retrying".
            if let failure = lastSaveFailure { return .failed(failure) }
        }
    }

    /// A change was committed to the library: it is saved within the autosave delay, or once the
    /// rest of the store is merged when it is still being read.
    func changeCommitted(revision: Int) {
        if autosave.changeCommitted(revision: revision), autosave.hasUnsavedChanges,
            accessValue.value.isWritable,
            launchChanges == nil
        {
            scheduleSave(after: environment.autosaveDelay)
        }
        updateSaveStatus()
    }

    /// Schedules the next save `delay` seconds from now, replacing a scheduled one.
    func scheduleSave(after delay: TimeInterval) {
        saveTimer?()
        autosave.timerScheduled()
        saveTimer = environment.scheduler(at: environment.now().addingTimeInterval(delay)) { [weak self] in
            self?.saveTimerFired()
        }
    }

    private func cancelSaveTimer() {
        saveTimer?()
        saveTimer = nil
        autosave.timerCancelled()
    }

    private func saveTimerFired() {
        saveTimer = nil
        guard accessValue.value.isWritable else {
            autosave.timerCancelled()
            return
        }
        if let revision = autosave.saveStarting() { startSave(revision: revision) }
        updateSaveStatus()
    }

    /// Writes the library as it is now, off the main actor; the returned task ends after the
    /// result is applied.
    @discardableResult
    private func startSave(revision: Int) -> Task<Void, Never> {
        let store = self.store
        let notebook = library.notebook
        let leavingPhotos = photoFilesLeaving(notebook)
        unsaved.saveStarted()
        let task = Task { [weak self] in
            let result = await Task.detached(priority: .utility) { () -> Result<Void, StoreError> in
                Result { () throws(StoreError) in try store.save(notebook) }
            }.value
            self?.saveEnded(result)
            self?.photoFilesSaved(leavingPhotos, succeeded: (try? result.get()) != nil)
        }
        runningSave = task
        updateSaveStatus()
        return task
    }

    private func saveEnded(_ result: Result<Void, StoreError>) {
        runningSave = nil
        unsaved.saveFinished(succeeded: (try? result.get()) != nil)
        switch result {
        case .success:
            lastSaveFailure = nil
            if autosave.saveFinished(succeeded: true) { scheduleSave(after: environment.autosaveDelay) }
            if refreshPending { refreshFromFolder() }
        case .failure(let error):
            let needsTimer = autosave.saveFinished(succeeded: false)
            let delay = autosave.retryDelay(
                first: environment.saveRetryDelay, longest: environment.longestSaveRetryDelay)
            let retryAt = environment.now().addingTimeInterval(delay)
            lastSaveFailure = AppSaveFailure(file: store.notesFile, error: error, retryAt: retryAt)
            if needsTimer { scheduleSave(after: delay) }
        }
        updateSaveStatus()
    }

    /// Why nothing is saved after the store was closed.
    static func closedFailure(_ store: NoteStore) -> AppSaveFailure {
        AppSaveFailure(file: store.notesFile, error: .notLoaded, retryAt: nil)
    }

    /// Derives ``saveStatus`` from the access, the last failure and the autosave.
    func updateSaveStatus() {
        let status: AppSaveStatus
        if case .readOnly = accessValue.value {
            status = .readOnly
        } else if case .openedReadOnly = accessValue.value {
            status = .readOnly
        } else if runningSave != nil {
            status = .saving
        } else if let lastSaveFailure {
            status = .failed(lastSaveFailure)
        } else {
            status = autosave.hasUnsavedChanges ? .pending : .saved
        }
        saveStatusValue.value = status
    }
}

/// Hooks for tests that drive the shell as a front end does.
extension AppViewModel {
    /// Waits until no save is running; starts none.
    package func savesSettled() async {
        while let running = runningSave { await running.value }
    }
}
