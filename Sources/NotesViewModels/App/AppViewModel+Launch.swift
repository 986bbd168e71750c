import Bindings
import Foundation
import NotesCore

/// Opening the store and the notices it can raise.
extension AppViewModel {
    /// Opens the store and shows the notes list: the presets on first launch, what could be read
    /// of a damaged store (with ``AppNotice/storeRecovered(_:)``), the notes read-only when another
    /// process has the store open or its folder cannot be written (with
    /// ``AppNotice/openedReadOnly(directory:reason:)``), nothing but a notice for a
    /// newer version's store, or ``AppLaunchState/failed(_:)`` when the folder cannot be read or
    /// created.
    ///
    /// The store is read and the notebook built off the main actor. Calling it again does nothing.
    ///
    /// - Complexity: O(*n* log *n*) off the main actor and O(*n*) on it (the search index and the
    ///   list's rows) for *n* notes.
    public func launch() async {
        guard case .launching = launchStateValue.value, stacks.isEmpty, !isLaunching else { return }
        isLaunching = true
        let store = self.store
        let opening = await Task.detached(priority: .userInitiated) { AppStoreOpening.open(store) }.value
        defer {
            hasOpenedStore = true
            let waiters = openingWaiters
            openingWaiters = []
            for waiter in waiters { waiter.resume() }
        }
        switch opening {
        case .loaded(let store, let load, let notebook):
            self.store = store
            if case .recovered(let problem) = load.origin {
                accessValue.value = .awaitingAcknowledgement(problem)
                noticeValue.value = .storeRecovered(problem)
            }
            if case .readOnly(let reason) = load.access {
                accessValue.value = .openedReadOnly(reason)
                noticeValue.value = .openedReadOnly(directory: storeDirectory, reason: reason)
            }
            start(with: notebook)
        case .newerVersion(let store, let file, let found, let supported):
            self.store = store
            accessValue.value = .readOnly(file: file, found: found, supported: supported)
            noticeValue.value = .newerVersion(file: file, found: found, supported: supported)
            start(with: Notebook())
        case .failed(let error):
            launchStateValue.value = .failed(
                AppLaunchFailure(directory: storeDirectory, reason: error.description))
        }
    }

    /// Returns once a launch in progress has read the store (at once when none is).
    func storeOpened() async {
        guard isLaunching, !hasOpenedStore else { return }
        await withCheckedContinuation { openingWaiters.append($0) }
    }

    /// The user acknowledged the notice: a recovered store may now be saved over (its copy stays
    /// aside), and changes made meanwhile are saved; a newer version's notice is only dismissed.
    ///
    /// The store refuses an acknowledgement only of a problem it no longer has; the notice is
    /// then stale and is cleared all the same, as there is nothing left to acknowledge.
    public func noticeAcknowledged() {
        guard let notice = noticeValue.value else { return }
        noticeValue.value = nil
        guard case .storeRecovered(let problem) = notice else { return }
        do {
            try store.acknowledge(problem)
        } catch {
            return
        }
        accessValue.value = .writable
        if autosave.hasUnsavedChanges { scheduleSave(after: environment.autosaveDelay) }
        updateSaveStatus()
    }

    /// Builds the library, the self-destruct timer and the tabs' roots, then shows the list.
    private func start(with notebook: Notebook) {
        library = NotesLibrary(notebook: notebook)
        autosave = AppAutosave(savedRevision: library.revision.value)
        library.revision.subscribeToChanges { [weak self] revision, _ in
            self?.changeCommitted(revision: revision)
        }
        .store(in: subscriptions)
        selfDestruct = SelfDestructTimer(
            library: library, now: environment.now, scheduler: environment.scheduler)
        installRoots()
        updateSaveStatus()
        offerKeptDraft()
        launchStateValue.value = .running
        if let restoration = pendingRestoration {
            pendingRestoration = nil
            restore(restoration)
        }
    }
}
