import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Autosave on a full disk (writes fail with `ENOSPC`): each failed save removes its temporary file,
/// the retries wait longer each time, the edit stays in memory, and freeing space saves it.
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
}
