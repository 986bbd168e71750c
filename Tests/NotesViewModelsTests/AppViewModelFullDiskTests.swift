import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Autosave on a full disk (writes fail with `ENOSPC`): each failed save removes its temporary file,
/// the retries wait longer each time, the edit stays in memory, and freeing space saves it, also
/// after a quit that failed; what ending on a full disk would lose is listed.
@MainActor
@Suite struct AppViewModelFullDiskTests {
    /// The temporary files in the store folder.
    private func temporaryFiles(_ shell: AppShellHarness) throws -> [String] {
        try shell.disk.fileSystem.listDirectory(AppShellHarness.directory).filter { $0.contains(".tmp-") }
    }

    @Test func retriesBackOffLeaveNoTemporaryFilesAndFreeingSpaceSavesTheEdit() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.disk.limitCapacity(to: shell.disk.usedBytes + 64)
        shell.addNote(title: "Written on a full disk", content: String(repeating: "Kept. ", count: 50))
        await shell.autosave()
        // The first failed save may leave the part of its journal record that fitted (a torn tail,
        // which a load drops); the retries take no more space than that.
        let used = shell.disk.usedBytes
        var waits: [TimeInterval] = []
        for _ in 0..<8 {
            guard case .failed(let failure) = shell.app.saveStatus.value, let retryAt = failure.retryAt else {
                Issue.record("expected a failed save with a retry, got \(shell.app.saveStatus.value)")
                return
            }
            #expect(try temporaryFiles(shell) == [])
            #expect(shell.disk.usedBytes == used)
            waits.append(retryAt.timeIntervalSince(shell.clock.now))
            shell.clock.advance(to: retryAt)
            await shell.app.savesSettled()
        }
        #expect(waits == [5, 10, 20, 40, 80, 160, 300, 300])
        #expect(shell.titles.contains("Written on a full disk"))
        // The user frees space; the next retry saves the edit.
        shell.disk.limitCapacity(to: nil)
        guard case .failed(let failure) = shell.app.saveStatus.value, let retryAt = failure.retryAt else {
            Issue.record("expected a failed save with a retry")
            return
        }
        shell.clock.advance(to: retryAt)
        await shell.app.savesSettled()
        #expect(shell.app.saveStatus.value == .saved)
        #expect(try temporaryFiles(shell) == [])
        #expect(await shell.relaunched().titles.contains("Written on a full disk"))
    }

    @Test func stayingAfterAFailedQuitGoesOnRetryingAndFreeingSpaceSavesTheEdit() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.disk.limitCapacity(to: shell.disk.usedBytes + 64)
        shell.addNote(title: "Typed before quitting", content: String(repeating: "Kept. ", count: 50))
        guard case .failed = await shell.app.quitRequested() else {
            Issue.record("expected the quit's save to fail on a full disk")
            return
        }
        // The user stays, frees space, and waits; the status said "retrying" all along.
        shell.disk.limitCapacity(to: nil)
        guard case .failed(let failure) = shell.app.saveStatus.value, let retryAt = failure.retryAt else {
            Issue.record("expected a failed save with a retry, got \(shell.app.saveStatus.value)")
            return
        }
        shell.clock.advance(to: retryAt)
        await shell.app.savesSettled()
        #expect(shell.app.saveStatus.value == .saved)
        #expect(shell.app.unsavedNotes.isEmpty)
        #expect(await shell.relaunched().titles.contains("Typed before quitting"))
    }

    @Test func endingOnAFullDiskListsTheNotesNotOnDiskAndTheDraftItCouldNotKeep() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.addNote(title: "Saved before", content: "On disk")
        await shell.autosave()
        #expect(shell.app.unsavedNotes.isEmpty)
        shell.disk.limitCapacity(to: shell.disk.usedBytes)
        shell.addNote(title: "Committed on a full disk", content: "Not on disk")
        shell.list?.addTapped()
        shell.editor?.titleChanged("Only a title")
        guard case .failed = await shell.app.terminationRequested() else {
            Issue.record("expected the last save to fail on a full disk")
            return
        }
        let draftFile = AppShellHarness.directory.appendingPathComponent(NoteStore.draftFileName)
        #expect(shell.disk.contents(of: draftFile) == nil)
        let lost = shell.app.unsavedNotes
        #expect(lost.map(\.title) == ["Committed on a full disk", "Only a title"])
        #expect(lost.first?.content == "Not on disk")
    }

    @Test func aNoteDeletedBeforeTheSaveFailedIsNotListed() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.disk.limitCapacity(to: shell.disk.usedBytes)
        shell.addNote(title: "Added then deleted")
        shell.addNote(title: "Kept in memory")
        let notes = shell.app.library.notebook.notes
        let deleted = try #require(notes.first { $0.title == "Added then deleted" })
        shell.app.library.deleteNotes(withIDs: [deleted.id])
        guard case .failed = await shell.app.quitRequested() else {
            Issue.record("expected the quit's save to fail on a full disk")
            return
        }
        #expect(shell.app.unsavedNotes.map(\.title) == ["Kept in memory"])
    }
}
