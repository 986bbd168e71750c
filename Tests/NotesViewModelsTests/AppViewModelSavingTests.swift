import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Autosave: every committed change reaches the disk, bursts coalesce, failures are retried.
@MainActor
@Suite struct AppViewModelSavingTests {
    @Test func anAddedNoteIsAutosavedAndAFreshShellOverTheSameFolderShowsIt() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.addNote(title: "Call mum", content: "Sunday")
        #expect(shell.app.saveStatus.value == .pending)
        await shell.autosave()
        #expect(shell.app.saveStatus.value == .saved)
        let next = await shell.relaunched()
        #expect(next.titles.contains("Call mum"))
        #expect(next.list?.rows.value.count == 6)
    }

    @Test func aBurstOfEditsIsOneSaveWithinTheAutosaveDelay() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let writesBefore = shell.notesFileWrites
        let burstStart = shell.clock.now
        for index in 0..<10 {
            shell.addNote(title: "Note \(index)")
            shell.clock.advance(by: shell.app.environment.autosaveDelay / 20)
        }
        #expect(shell.notesFileWrites == writesBefore)
        shell.clock.advance(to: burstStart.addingTimeInterval(shell.app.environment.autosaveDelay))
        await shell.app.savesSettled()
        #expect(shell.notesFileWrites == writesBefore + 1)
        #expect(shell.app.saveStatus.value == .saved)
        #expect(await shell.relaunched().titles.count == 15)
    }

    @Test func quittingInTheMiddleOfABurstSavesEveryCommittedEdit() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.addNote(title: "First")
        await shell.autosave()
        shell.addNote(title: "Second")
        shell.clock.advance(by: shell.app.environment.autosaveDelay / 4)
        shell.addNote(title: "Third")
        #expect(await shell.app.quitRequested() == .saved)
        let titles = Set(await shell.relaunched().titles)
        #expect(titles.isSuperset(of: ["First", "Second", "Third"]))
    }

    @Test func goingToTheBackgroundSavesAtOnce() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.addNote(title: "Background")
        await shell.app.enteredBackground()
        #expect(shell.app.saveStatus.value == .saved)
        #expect(await shell.relaunched().titles.contains("Background"))
    }

    @Test func aFailedSaveIsShownWithItsFileRetriedAndLosesNothing() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.disk.failNext(.append, pathSuffix: "", keepingBytes: nil)
        shell.addNote(title: "Kept")
        await shell.autosave()
        guard case .failed(let failure) = shell.app.saveStatus.value else {
            Issue.record("expected a failed save, got \(shell.app.saveStatus.value)")
            return
        }
        #expect(failure.file == shell.notesFile)
        #expect(failure.retryAt == shell.clock.now.addingTimeInterval(shell.app.environment.saveRetryDelay))
        #expect(shell.titles.contains("Kept"))
        shell.clock.advance(by: shell.app.environment.saveRetryDelay)
        await shell.app.savesSettled()
        #expect(shell.app.saveStatus.value == .saved)
        #expect(await shell.relaunched().titles.contains("Kept"))
    }

    @Test func quittingAfterAFailedSaveSaysWhatWasNotSaved() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.disk.failNext(.append)
        shell.addNote(title: "Unsaved")
        guard case .failed(let failure) = await shell.app.quitRequested() else {
            Issue.record("expected quitting to report the failure")
            return
        }
        #expect(failure.file == shell.notesFile)
        #expect(shell.titles.contains("Unsaved"))
        #expect(await shell.app.quitRequested() == .saved)
    }

    @Test func notesSelfDestructWithoutAnyListOnScreen() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let deadline = AppShellHarness.start.addingTimeInterval(60)
        let note = Note(
            id: Note.ID(UUID()), title: "Gone soon", content: "x", selfDestructDate: deadline,
            createdAt: AppShellHarness.start)
        shell.app.library.save(note)
        shell.app.tabSelected(.gallery)
        shell.clock.advance(by: 61)
        #expect(shell.app.library.note(withID: note.id) == nil)
        await shell.app.savesSettled()
        #expect(await shell.relaunched().titles.contains("Gone soon") == false)
    }
}
