import Foundation
import NotesCore
import NotesViewModels
import Testing

/// Two devices share a store folder (here one disk, as a network share would be) and hear of
/// each other's saves from a change source while they run.
@MainActor
@Suite struct AppViewModelOtherDevicesTests {
    private static let deviceA = StoreDeviceID(UUID(uuidString: "AAAAAAAA-0000-0000-0000-000000000001")!)
    private static let deviceB = StoreDeviceID(UUID(uuidString: "BBBBBBBB-0000-0000-0000-000000000002")!)

    /// Both devices launched over one disk, hearing of changes from one source; A launches first
    /// and writes the presets.
    private static func devices() async -> (
        a: AppShellHarness, b: AppShellHarness, changes: ManualChangeSource
    ) {
        let changes = ManualChangeSource()
        let disk = InMemoryFileSystem()
        let clock = ManualTimerClock(start: AppShellHarness.start)
        let a = AppShellHarness(disk: disk, clock: clock, device: deviceA, changes: changes)
        await a.app.launch()
        let b = AppShellHarness(disk: disk, clock: clock, device: deviceB, changes: changes)
        await b.app.launch()
        return (a, b, changes)
    }

    /// `b` saves, the folder says its journal changed, and `a` reads it.
    private static func deliver(from b: AppShellHarness, to a: AppShellHarness, _ changes: ManualChangeSource)
        async
    {
        await b.autosave()
        changes.filesChanged(["notes.\(b.app.environment.device).journal"])
        await a.app.refreshesSettled()
    }

    private static func journalSize(_ shell: AppShellHarness, _ device: StoreDeviceID) -> Int {
        shell.disk.contents(of: AppShellHarness.directory.appendingPathComponent("notes.\(device).journal"))?
            .count ?? 0
    }

    @Test func aNoteAddedOnAnotherDeviceAppearsInTheRunningListAndIsNotSavedAgain() async throws {
        let (a, b, changes) = await Self.devices()
        #expect(changes.watchCount == 2)
        b.addNote(title: "From B", content: "Written on the other device")
        let journalBefore = Self.journalSize(a, Self.deviceA)
        await Self.deliver(from: b, to: a, changes)
        #expect(a.titles.contains("From B"))
        #expect(a.list?.rows.value.contains { $0.title == "From B" } == true)
        #expect(a.app.saveStatus.value == .saved)
        await a.autosave()
        #expect(Self.journalSize(a, Self.deviceA) == journalBefore)
    }

    @Test func aChangeOfThisDevicesOwnFilesReadsNothing() async throws {
        let (a, b, changes) = await Self.devices()
        b.addNote(title: "From B")
        await b.autosave()
        changes.filesChanged([
            "notes.\(Self.deviceA).journal", "draft.\(Self.deviceA.rawValue.uuidString).json",
        ])
        await a.app.refreshesSettled()
        #expect(!a.titles.contains("From B"))
    }

    @Test func anEditorWithoutEditsShowsTheOtherDevicesVersion() async throws {
        let (a, b, changes) = await Self.devices()
        let note = try #require(a.app.library.notebook.notes.first)
        a.list?.rowTapped(note.id)
        var changed = note
        changed.content = "Changed on B"
        b.app.library.save(changed)
        await Self.deliver(from: b, to: a, changes)
        #expect(a.editor?.content.value == "Changed on B")
        #expect(a.editor?.otherVersion.value == .shown)
    }

    @Test func editsOfDifferentLinesOnBothDevicesAreMergedByDone() async throws {
        let (a, b, changes) = await Self.devices()
        a.addNote(title: "Shared", content: "one\ntwo\nthree")
        await Self.deliver(from: a, to: b, changes)
        let id = try #require(a.app.library.notebook.notes.first { $0.title == "Shared" }?.id)
        a.list?.rowTapped(id)
        a.editor?.contentChanged("ONE\ntwo\nthree")
        var theirs = try #require(b.app.library.note(withID: id))
        theirs.content = "one\ntwo\nTHREE"
        b.app.library.save(theirs)
        await Self.deliver(from: b, to: a, changes)
        #expect(a.editor?.otherVersion.value == .differs(theirs))
        #expect(a.editor?.content.value == "ONE\ntwo\nthree")
        a.editor?.doneTapped()
        #expect(a.app.library.note(withID: id)?.content == "ONE\ntwo\nTHREE")
    }

    @Test func editsOfTheSameLineOnBothDevicesKeepBothVersions() async throws {
        let (a, b, changes) = await Self.devices()
        a.addNote(title: "Shared", content: "one")
        await Self.deliver(from: a, to: b, changes)
        let id = try #require(a.app.library.notebook.notes.first { $0.title == "Shared" }?.id)
        a.list?.rowTapped(id)
        a.editor?.contentChanged("mine")
        var theirs = try #require(b.app.library.note(withID: id))
        theirs.content = "theirs"
        b.app.library.save(theirs)
        await Self.deliver(from: b, to: a, changes)
        a.editor?.doneTapped()
        #expect(a.app.library.note(withID: id)?.content == "mine")
        let copy = try #require(a.app.library.notebook.notes.first { $0.conflictedCopyOf == id })
        #expect(copy.content == "theirs")
        #expect(a.list?.rows.value.first { $0.id == copy.id }?.isConflictedCopy == true)
        // Both reach the other device.
        await Self.deliver(from: a, to: b, changes)
        #expect(b.app.library.note(withID: id)?.content == "mine")
        #expect(b.app.library.note(withID: copy.id)?.content == "theirs")
    }

    @Test func aNoteDeletedOnAnotherDeviceLeavesTheRunningList() async throws {
        let (a, b, changes) = await Self.devices()
        let note = try #require(b.app.library.notebook.notes.first)
        b.app.library.removeNotes(withIDs: [note.id])
        await Self.deliver(from: b, to: a, changes)
        #expect(a.app.library.note(withID: note.id) == nil)
        #expect(a.list?.rows.value.contains { $0.id == note.id } == false)
    }

    @Test func theWatchStopsWhenTheAppQuits() async throws {
        let (a, b, changes) = await Self.devices()
        _ = await a.app.quitRequested()
        #expect(changes.watchCount == 1)
        _ = await b.app.quitRequested()
        #expect(changes.watchCount == 0)
    }
}
