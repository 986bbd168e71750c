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
    /// The launch is progressive: the newest ``AppEnvironment/firstPageCount`` notes are shown
    /// (``launchState`` becomes ``AppLaunchState/running``, the library's
    /// ``NotesLibrary/loadState`` ``NotesLibraryLoadState/loadingRest``) as soon as they are read,
    /// before the rest of the store is. The user may search, edit, add and delete them meanwhile;
    /// when the rest arrives it is merged with what the user did, which wins (see the Store
    /// article). Nothing is saved until then: a quit or a move to the background waits for the
    /// rest and saves the merge.
    ///
    /// The store is read and the notebook and search index built off the main actor, through
    /// ``AppEnvironment/storeReading``. Returns once the whole store is read (or could not be).
    /// Calling it again does nothing.
    ///
    /// - Complexity: O(*n* log *n*) off the main actor and O(*n*) on it (the list's rows) for *n*
    ///   notes, plus O(*k* log *n*) to merge *k* notes the user changed during the load.
    public func launch() async {
        guard case .launching = launchStateValue.value, stacks.isEmpty, !isLaunching else { return }
        isLaunching = true
        let store = self.store
        let count = environment.firstPageCount
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            environment.storeReading.start(
                { firstPage in AppStoreOpening.open(store, firstPageCount: count, firstPage: firstPage) },
                { [weak self] notes in self?.firstPageRead(notes) },
                { [weak self] opening in
                    self?.storeRead(opening)
                    continuation.resume()
                })
        }
    }

    /// The newest notes were read: shows them while the rest is read, unless the rest came first.
    ///
    /// An empty page (an empty store, a file that begins with damage or is of another version)
    /// shows nothing: the launch waits for the load, which says what the store holds.
    private func firstPageRead(_ notes: [Note]) {
        guard !notes.isEmpty, !hasOpenedStore, case .launching = launchStateValue.value, stacks.isEmpty
        else { return }
        launchChanges = AppLaunchChanges()
        let notebook = Notebook(notes: notes)
        start(
            with: NotesLibrary(
                notebook: notebook, searchIndex: SearchIndex(notebook.notes), loadState: .loadingRest))
    }

    /// The whole store was read (or could not be): merges it with what the user did on the first
    /// page, or shows it, and lets a waiting quit go on.
    private func storeRead(_ opening: AppStoreOpening) {
        defer {
            hasOpenedStore = true
            let waiters = openingWaiters
            openingWaiters = []
            for waiter in waiters { waiter.resume() }
        }
        switch opening {
        case .loaded(let store, let load, let built):
            self.store = store
            defer { startWatchingFolder() }
            if case .recovered(let problem) = load.origin {
                accessValue.value = .awaitingAcknowledgement(problem)
                noticeValue.value = .storeRecovered(problem)
            }
            if noticeValue.value == nil, !load.syncEvents.isEmpty {
                noticeValue.value = Self.otherDevicesNotice(load.syncEvents)
            }
            if case .readOnly(let reason) = load.access {
                accessValue.value = .openedReadOnly(reason)
                noticeValue.value = .openedReadOnly(directory: storeDirectory, reason: reason)
            }
            guard let changes = launchChanges else {
                start(
                    with: NotesLibrary(
                        notebook: built.notebook, searchIndex: built.searchIndex, loadState: .complete,
                        notesForList: built.notesForList))
                return
            }
            let (merged, mergedIndex) = changes.merged(
                stored: built.notebook, index: built.searchIndex, current: library.notebook)
            // The list's copy holds the notes as stored: of use only when the merge changed none.
            restMerged(
                merged, index: mergedIndex, userChanged: !changes.isEmpty,
                notesForList: changes.isEmpty ? built.notesForList : nil)
        case .newerVersion(let store, let file, let found, let supported):
            self.store = store
            accessValue.value = .readOnly(file: file, found: found, supported: supported)
            noticeValue.value = .newerVersion(file: file, found: found, supported: supported)
            guard launchChanges != nil else {
                start(with: NotesLibrary())
                return
            }
            restMerged(Notebook(), index: SearchIndex(), userChanged: false)
        case .failed(let error):
            launchChanges = nil
            launchStateValue.value = .failed(
                AppLaunchFailure(directory: storeDirectory, reason: error.description))
        }
    }

    /// Puts the merged store in the library that showed the first page, then saves what the user
    /// changed meanwhile (or, when nothing, counts the library as saved).
    private func restMerged(
        _ notebook: Notebook, index: SearchIndex, userChanged: Bool, notesForList: [Note.ID: Note]? = nil
    ) {
        launchChanges = nil
        // One batch: the replacement's revision reaches the autosave once it counts as saved, so
        // the save status never shows the stored notes as unsaved.
        batch {
            library.loadCompleted(with: notebook, searchIndex: index, notesForList: notesForList)
            if !userChanged {
                autosave = AppAutosave(savedRevision: library.revision.value)
                unsaved = AppUnsavedNotes()
            }
        }
        if userChanged, autosave.hasUnsavedChanges, !autosave.isTimerScheduled, accessValue.value.isWritable {
            scheduleSave(after: environment.autosaveDelay)
        }
        updateSaveStatus()
        offerKeptDraft()
        if let restoration = pendingRestoration {
            pendingRestoration = nil
            restore(restoration)
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

    /// Takes `library`, builds the self-destruct timer and the tabs' roots, then shows the list;
    /// a library that is still loading waits for the rest before offering a kept draft or
    /// restoring the navigation.
    private func start(with library: NotesLibrary) {
        self.library = library
        autosave = AppAutosave(savedRevision: library.revision.value)
        unsaved = AppUnsavedNotes()
        library.revision.subscribeToChanges { [weak self] revision, _ in
            guard self?.isApplyingRefresh == false else { return }
            self?.changeCommitted(revision: revision)
        }
        .store(in: subscriptions)
        library.changes.subscribe { [weak self] change in
            guard self?.isApplyingRefresh == false else { return }
            self?.launchChanges?.record(change)
            if case .saved(let note, _) = change { self?.unsaved.noteChanged(note.id) }
        }
        .store(in: subscriptions)
        selfDestruct = SelfDestructTimer(
            library: library, now: environment.now, scheduler: environment.scheduler)
        installRoots()
        // The list took the copy made for it, if it was built; nothing else will.
        library.notesForList = nil
        updateSaveStatus()
        launchStateValue.value = .running
        guard launchChanges == nil else { return }
        offerKeptDraft()
        if let restoration = pendingRestoration {
            pendingRestoration = nil
            restore(restoration)
        }
    }
}
