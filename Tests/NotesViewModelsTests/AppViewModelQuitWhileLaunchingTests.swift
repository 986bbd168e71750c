import Foundation
import NotesCore
import NotesViewModels
import Testing

/// A quit requested while the store is still being read.
@MainActor
@Suite struct AppViewModelQuitWhileLaunchingTests {
    @Test func quittingWhileTheStoreLoadsClosesTheStoreTheLaunchOpened() async {
        let shell = AppShellHarness()
        let launching = Task { await shell.app.launch() }
        await Task.yield()
        let outcome = await shell.app.quitRequested()
        await launching.value
        #expect(outcome == .saved)
        #expect(shell.app.access.value == .closed)
        // The lock was let go: another process opens the store for writing.
        let other = AppViewModelStoreLockTests.otherProcess(shell)
        await other.launch()
        #expect(other.launchState.value == .running)
        #expect(other.access.value == .writable)
    }
}
