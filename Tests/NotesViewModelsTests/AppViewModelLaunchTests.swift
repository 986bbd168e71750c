import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Opening the store: presets, a damaged store, a newer version, a folder that cannot be opened.
@MainActor
@Suite struct AppViewModelLaunchTests {
    @Test func firstLaunchShowsThePresetNotesOnTheNotesTab() async throws {
        let shell = AppShellHarness()
        #expect(shell.app.launchState.value == .launching)
        #expect(shell.app.screen.value == nil)
        await shell.app.launch()
        #expect(shell.app.launchState.value == .running)
        #expect(shell.app.navigation.value == AppNavigation())
        let list = try #require(shell.list)
        #expect(list.rows.value.count == 5)
        #expect(shell.app.saveStatus.value == .saved)
        #expect(shell.disk.contents(of: shell.notesFile) != nil)
        #expect(shell.app.notice.value == nil)
    }

    @Test func launchingTwiceDoesNothingTheSecondTime() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let list = try #require(shell.list)
        await shell.app.launch()
        #expect(shell.list === list)
    }

    @Test func aNewerVersionsStoreOpensReadOnlyWithANoticeAndIsNeverWritten() async throws {
        let shell = AppShellHarness()
        let newer = Data(#"{"version": 99, "notes": [], "photos": []}"#.utf8)
        shell.disk.setContents(newer, of: shell.notesFile)
        await shell.app.launch()
        #expect(shell.app.launchState.value == .running)
        guard case .readOnly(_, let found, _) = shell.app.access.value else {
            Issue.record("expected read-only access, got \(shell.app.access.value)")
            return
        }
        #expect(found == "99")
        guard case .newerVersion = shell.app.notice.value else {
            Issue.record("expected a newer-version notice")
            return
        }
        shell.app.noticeAcknowledged()
        // Nothing is typed that could not be kept: no new note opens, and the notice says why.
        shell.addNote(title: "Mine")
        #expect(shell.editor == nil)
        #expect(shell.titles == [])
        guard case .newerVersion = shell.app.notice.value else {
            Issue.record("expected the newer-version notice again")
            return
        }
        #expect(shell.app.saveStatus.value == .readOnly)
        await shell.autosave()
        #expect(await shell.app.quitRequested() == .readOnly)
        #expect(shell.disk.contents(of: shell.notesFile) == newer)
        #expect(shell.notesFileWrites == 0)
    }

    @Test func aDamagedStoreShowsWhatWasReadAndIsNotSavedOverUntilAcknowledged() async throws {
        let first = AppShellHarness()
        await first.app.launch()
        var damaged = try #require(first.disk.contents(of: first.notesFile))
        damaged.removeLast(40)
        first.disk.setContents(damaged, of: first.notesFile)

        let shell = AppShellHarness(disk: first.disk, clock: first.clock)
        await shell.app.launch()
        guard case .storeRecovered(let problem) = shell.app.notice.value else {
            Issue.record(
                "expected a recovered-store notice, got \(String(describing: shell.app.notice.value))")
            return
        }
        #expect(shell.app.access.value == .awaitingAcknowledgement(problem))
        #expect(!shell.titles.isEmpty)
        let writesBefore = shell.notesFileWrites
        shell.addNote(title: "While damaged")
        await shell.autosave()
        #expect(shell.notesFileWrites == writesBefore)
        #expect(shell.disk.contents(of: shell.notesFile) == damaged)
        #expect(shell.app.saveStatus.value == .pending)

        shell.app.noticeAcknowledged()
        #expect(shell.app.notice.value == nil)
        #expect(shell.app.access.value == .writable)
        await shell.autosave()
        #expect(shell.app.saveStatus.value == .saved)
        let next = await shell.relaunched()
        #expect(next.titles.contains("While damaged"))
        #expect(next.app.notice.value == nil)
    }

    @Test func aFolderThatCannotBeCreatedIsAFailureWithThePathAndTheReason() async throws {
        let shell = AppShellHarness()
        shell.disk.failNext(.createDirectory)
        await shell.app.launch()
        guard case .failed(let failure) = shell.app.launchState.value else {
            Issue.record("expected a failed launch, got \(shell.app.launchState.value)")
            return
        }
        #expect(failure.directory == AppShellHarness.directory)
        #expect(failure.reason.contains("/store"))
        #expect(shell.app.screen.value == nil)
    }
}
