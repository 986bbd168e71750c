import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing
import TextSnapshots

/// What a front end sees of the shell during whole flows: launch, navigation, autosave, notices,
/// one timeline per flow under `Snapshots/AppViewModelTimelineTests/`.
@MainActor
@Suite struct AppViewModelTimelineTests {
    static func record(_ shell: AppShellHarness) -> Recorder {
        let recorder = Recorder()
        recorder.record(shell.app.launchState, as: "launchState")
        recorder.record(shell.app.access, as: "access")
        recorder.record(shell.app.notice, as: "notice")
        recorder.record(shell.app.saveStatus, as: "saveStatus")
        recorder.record(shell.app.navigation, as: "navigation")
        recorder.record(shell.app.isTabBarHidden, as: "isTabBarHidden")
        recorder.record(shell.app.screen, as: "screen")
        return recorder
    }

    @Test func firstLaunchThenANoteAutosavedAndSeenAfterARelaunch() async {
        let shell = AppShellHarness()
        let recorder = Self.record(shell)
        recorder.note("-- the front end launched the app")
        await shell.app.launch()
        recorder.note("-- user tapped +, typed a note and tapped Done")
        shell.addNote(title: "Call mum", content: "Sunday")
        recorder.note("-- the autosave delay passed")
        await shell.autosave()
        recorder.note("-- a fresh shell over the same folder lists: \(await shell.relaunched().titles)")
        assertSnapshot(recorder.timeline, named: "first-launch-add-autosave-relaunch")
    }

    @Test func editingThenGoingBackChangesNothing() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        let first = try #require(shell.list?.rows.value.ids.first)
        recorder.note("-- user opened the first note and changed its title")
        shell.list?.rowTapped(first)
        shell.editor?.titleChanged("Changed")
        recorder.note("-- user went back")
        shell.app.backTapped()
        recorder.note("-- the autosave delay passed")
        await shell.autosave()
        assertSnapshot(recorder.timeline, named: "edit-then-back")
    }

    @Test func eachTabKeepsItsStack() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        let first = try #require(shell.list?.rows.value.ids.first)
        recorder.note("-- user opened the first note")
        shell.list?.rowTapped(first)
        recorder.note("-- user chose the Gallery tab")
        shell.app.tabSelected(.gallery)
        recorder.note("-- user chose the Notes tab")
        shell.app.tabSelected(.notes)
        assertSnapshot(recorder.timeline, named: "tabs-keep-their-stacks")
    }

    @Test func quittingInTheMiddleOfABurstOfEdits() async {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        recorder.note("-- user added three notes in a burst")
        for title in ["One", "Two", "Three"] { shell.addNote(title: title) }
        recorder.note("-- user quit: \(await shell.app.quitRequested())")
        let titles = await shell.relaunched().titles.filter { ["One", "Two", "Three"].contains($0) }
        recorder.note("-- a fresh shell lists \(titles.count) of them")
        assertSnapshot(recorder.timeline, named: "quit-during-a-burst")
    }

    @Test func aFailedSaveIsShownAndRetried() async {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        recorder.note("-- the disk refuses the next write; user added a note")
        shell.disk.failNext(.append)
        shell.addNote(title: "Kept")
        recorder.note("-- the autosave delay passed")
        await shell.autosave()
        recorder.note("-- the retry delay passed")
        shell.clock.advance(by: shell.app.environment.saveRetryDelay)
        await shell.app.savesSettled()
        assertSnapshot(recorder.timeline, named: "failed-save-retried")
    }

    @Test func aNewerVersionsStore() async {
        let shell = AppShellHarness()
        shell.disk.setContents(Data(#"{"version": 7, "notes": [], "photos": []}"#.utf8), of: shell.notesFile)
        let recorder = Self.record(shell)
        recorder.note("-- the front end launched the app over a store of version 7")
        await shell.app.launch()
        recorder.note("-- user acknowledged the notice")
        shell.app.noticeAcknowledged()
        assertSnapshot(recorder.timeline, named: "newer-version-read-only")
    }

    @Test func restorationDropsAVanishedRoute() async throws {
        let shell = AppShellHarness()
        let recorder = Self.record(shell)
        recorder.note("-- the front end restored an editor for a note that is gone, then launched")
        shell.app.restore(
            AppNavigation(
                selectedTab: .gallery,
                notesPath: [.editNote(Note.ID(UUID(uuid: (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9))))])
        )
        await shell.app.launch()
        assertSnapshot(recorder.timeline, named: "restoration-drops-a-vanished-route")
    }

    @Test func pickerCancelThenEditorCancel() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        recorder.note("-- user opened the first note and long-pressed the custom square")
        let (_, picker) = try #require(try AppViewModelColorPickerTests.openPicker(shell))
        recorder.note("-- user moved the hue and tapped Cancel in the picker")
        picker.axisIncremented(.hue, by: .large)
        picker.cancelTapped()
        recorder.note("-- user tapped Cancel in the editor; the autosave delay passed")
        shell.editor?.cancelTapped()
        await shell.autosave()
        assertSnapshot(recorder.timeline, named: "picker-cancel-then-editor-cancel")
    }

    @Test func pickerDoneThenEditorDone() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        recorder.note("-- user opened the first note and long-pressed the custom square")
        let (editor, picker) = try #require(try AppViewModelColorPickerTests.openPicker(shell))
        recorder.note("-- user typed #27AE60 and tapped Done in the picker")
        picker.hexEntered("#27AE60")
        picker.doneTapped()
        recorder.note("-- user tapped Done in the editor; the autosave delay passed")
        shell.editor?.doneTapped()
        await shell.autosave()
        let saved = await shell.relaunched().app.library.note(withID: editor.noteID)
        recorder.note("-- a fresh shell has the note in \(saved?.color.hex() ?? "nothing")")
        assertSnapshot(recorder.timeline, named: "picker-done-then-editor-done")
    }

    @Test func galleryPagerDeleteCurrentThenBack() async {
        let shell = AppShellHarness()
        await shell.app.launch()
        let recorder = Self.record(shell)
        recorder.note("-- user chose the Gallery tab and tapped the second photo")
        shell.app.tabSelected(.gallery)
        shell.app.gallery?.cellTapped(at: 1)
        recorder.note("-- user tapped Delete in the pager and confirmed")
        if case .photoPager(let pager) = shell.app.screen.value {
            pager.deleteTapped()
            pager.deleteConfirmed()
        }
        recorder.note("-- user went back; the autosave delay passed")
        shell.app.backTapped()
        await shell.autosave()
        recorder.note("-- the library holds \(shell.app.library.notebook.photoCount) photos")
        assertSnapshot(recorder.timeline, named: "gallery-pager-delete-current-then-back")
    }
}
