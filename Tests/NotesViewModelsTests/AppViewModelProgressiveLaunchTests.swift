import Foundation
import NotesCore
import NotesViewModels
import Testing

/// A launch that shows the newest notes before the rest of the store is read: what the user does
/// meanwhile wins over what the rest holds, and nothing is written before the two are merged.
@MainActor
@Suite struct AppViewModelProgressiveLaunchTests {
    /// A store of the presets, then a shell over it whose read the test hands over.
    @MainActor
    struct Launching {
        let disk: InMemoryFileSystem
        let clock: ManualTimerClock
        let reading = ControlledStoreReading()
        let app: AppViewModel
        let launch: Task<Void, Never>
        /// The stored titles, newest first.
        let stored: [String]

        init(firstPageCount: Int = 2) async {
            let first = AppShellHarness()
            await first.app.launch()
            stored = first.titles
            _ = await first.app.quitRequested()
            disk = first.disk
            clock = first.clock
            var environment = AppEnvironment.test(
                clock: clock, fileSystem: disk.fileSystem, storeReading: reading.reading)
            environment.firstPageCount = firstPageCount
            let app = AppViewModel(storeDirectory: AppShellHarness.directory, environment: environment)
            self.app = app
            launch = Task { await app.launch() }
            while !reading.isStarted { await Task.yield() }
        }

        var titles: [String] { app.library.notebook.notes.map(\.title) }
        var rowTitles: [String] {
            (app.listNotes?.rows.value.ids ?? []).compactMap { app.library.note(withID: $0)?.title }
        }
    }

    @Test func theNewestNotesAreListedAndTheListSaysItIsLoadingUntilTheRestArrives() async {
        let launching = await Launching()
        #expect(launching.app.launchState.value == .launching)
        launching.reading.deliverFirstPage()
        #expect(launching.app.launchState.value == .running)
        #expect(launching.rowTitles == Array(launching.stored.prefix(2)))
        #expect(launching.app.listNotes?.loadState.value == .loading(message: "Loading…"))
        launching.reading.deliverRest()
        await launching.launch.value
        #expect(launching.rowTitles == launching.stored)
        #expect(launching.app.listNotes?.loadState.value == .complete)
        // Nothing changed: nothing to save.
        #expect(launching.app.saveStatus.value == .saved)
    }

    @Test func theRestArrivingUpdatesNoRowOfTheFirstPageAndNeverShowsUnsaved() async throws {
        let launching = await Launching(firstPageCount: 3)
        launching.reading.deliverFirstPage()
        let list = try #require(launching.app.listNotes)
        let firstPage = list.rows.value.ids
        var changesets: [RowChangeset] = []
        var statuses: [AppSaveStatus] = []
        let rowChanges = list.rowChanges.subscribe { changesets.append($0) }
        let status = launching.app.saveStatus.subscribeToChanges { new, _ in statuses.append(new) }
        launching.reading.deliverRest()
        await launching.launch.value
        #expect(launching.rowTitles == launching.stored)
        let changeset = try #require(changesets.last)
        #expect(changesets.count == 1)
        // The first page's notes are the stored ones, unchanged: inserted around, never updated.
        #expect(changeset.updated.isEmpty)
        #expect(changeset.deleted.isEmpty)
        #expect(list.rows.value.ids.filter(firstPage.contains) == firstPage)
        #expect(statuses.isEmpty, "the status stays Saved")
        #expect(launching.app.saveStatus.value == .saved)
        // Nothing to save: no save is scheduled.
        let writes = AppShellHarness(disk: launching.disk, clock: launching.clock).notesFileWrites
        launching.clock.advance(by: 60)
        #expect(AppShellHarness(disk: launching.disk, clock: launching.clock).notesFileWrites == writes)
        rowChanges.cancel()
        status.cancel()
    }

    @Test func anEditDuringTheLoadIsTheOnlyRowTheRestUpdates() async throws {
        let launching = await Launching(firstPageCount: 3)
        let app = launching.app
        launching.reading.deliverFirstPage()
        let list = try #require(app.listNotes)
        let ids = list.rows.value.ids
        list.rowTapped(ids[1])
        guard case .editNote(let editor) = app.screen.value else {
            Issue.record("no editor")
            return
        }
        editor.contentChanged("Typed during the load")
        editor.doneTapped()
        var changesets: [RowChangeset] = []
        let rowChanges = list.rowChanges.subscribe { changesets.append($0) }
        launching.reading.deliverRest()
        await launching.launch.value
        let changeset = try #require(changesets.last)
        // The list showed the edit when it was made: the merge updates no row.
        #expect(changeset.updated.isEmpty, "as the list already shows it")
        #expect(app.library.note(withID: ids[1])?.content == "Typed during the load")
        #expect(app.saveStatus.value == .pending)
        rowChanges.cancel()
    }

    @Test func anEditAndADeleteDuringTheLoadAreKeptOverTheRestAndSavedAfterIt() async throws {
        let launching = await Launching()
        let app = launching.app
        launching.reading.deliverFirstPage()
        let list = try #require(app.listNotes)
        let ids = list.rows.value.ids
        list.rowTapped(ids[0])
        guard case .editNote(let editor) = app.screen.value else {
            Issue.record("no editor")
            return
        }
        editor.contentChanged("Typed during the load")
        editor.doneTapped()
        list.rowSwipedToDelete(ids[1])
        let writes = AppShellHarness(disk: launching.disk, clock: launching.clock).notesFileWrites
        // Nothing is written before the rest is merged, however long the wait.
        launching.clock.advance(by: 60)
        #expect(AppShellHarness(disk: launching.disk, clock: launching.clock).notesFileWrites == writes)
        launching.reading.deliverRest()
        await launching.launch.value
        #expect(app.library.note(withID: ids[0])?.content == "Typed during the load")
        #expect(app.library.note(withID: ids[1]) == nil)
        #expect(launching.titles.count == launching.stored.count - 1)
        // The deletion can still be undone after the merge.
        #expect(app.library.undoDeletion() != nil)
        #expect(app.library.note(withID: ids[1]) != nil)
        #expect(await app.quitRequested() == .saved)
        let next = AppShellHarness(disk: launching.disk, clock: launching.clock)
        await next.app.launch()
        #expect(next.app.library.note(withID: ids[0])?.content == "Typed during the load")
        #expect(next.titles.count == launching.stored.count)
    }

    @Test func aQuitDuringTheLoadWaitsForTheRestAndSavesWhatTheUserDid() async throws {
        let launching = await Launching()
        let app = launching.app
        launching.reading.deliverFirstPage()
        let list = try #require(app.listNotes)
        let newest = list.rows.value.ids[0]
        list.rowSwipedToDelete(newest)
        let quitting = Task { await app.quitRequested() }
        await Task.yield()
        #expect(app.access.value == .writable)
        launching.reading.deliverRest()
        #expect(await quitting.value == .saved)
        #expect(app.access.value == .closed)
        await launching.launch.value
        let next = AppShellHarness(disk: launching.disk, clock: launching.clock)
        await next.app.launch()
        #expect(next.titles == Array(launching.stored.dropFirst()))
    }

    @Test func aRestThatArrivesBeforeTheFirstPageShowsEverythingAndTheLateFirstPageIsIgnored() async {
        let launching = await Launching()
        launching.reading.deliverRest()
        await launching.launch.value
        launching.reading.deliverFirstPage()
        #expect(launching.rowTitles == launching.stored)
        #expect(launching.app.listNotes?.loadState.value == .complete)
    }
}
