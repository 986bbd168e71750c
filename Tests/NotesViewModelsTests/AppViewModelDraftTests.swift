import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The app made to end while a note is being typed: the note is saved when Done's rules allow,
/// kept beside the store otherwise and offered back by the next launch.
@MainActor
@Suite struct AppViewModelDraftTests {
    private var draftFile: URL { AppShellHarness.directory.appendingPathComponent(NoteStore.draftFileName) }

    @Test func aDraftDoneRefusesIsKeptAndTheNextLaunchOffersItBackIntoTheEditor() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.list?.addTapped()
        shell.editor?.titleChanged("Only a title")
        #expect(shell.app.unsavedDraft?.title == "Only a title")
        #expect(await shell.app.terminationRequested() == .saved)
        #expect(shell.disk.contents(of: draftFile) != nil)
        #expect(!shell.titles.contains("Only a title"))

        let next = await shell.relaunched()
        #expect(next.app.keptDraft.value?.title == "Only a title")
        next.app.keptDraftRestoreTapped()
        #expect(next.app.keptDraft.value == nil)
        let editor = try #require(next.editor)
        #expect(editor.isNew)
        #expect(editor.title.value == "Only a title")
        #expect(next.disk.contents(of: draftFile) == nil)
        editor.contentChanged("Now with a body")
        editor.doneTapped()
        #expect(next.titles.contains("Only a title"))
    }

    @Test func aDraftDoneWouldSaveIsSavedAsTheNote() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.list?.addTapped()
        shell.editor?.titleChanged("Complete")
        shell.editor?.contentChanged("With a body")
        #expect(await shell.app.terminationRequested() == .saved)
        #expect(shell.disk.contents(of: draftFile) == nil)
        let next = await shell.relaunched()
        #expect(next.titles.contains("Complete"))
        #expect(next.app.keptDraft.value == nil)
    }

    @Test func anEditOfAnExistingNoteComesBackOnThatNote() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        let id = try #require(shell.app.library.notebook.notes.first?.id)
        let title = try #require(shell.app.library.note(withID: id)?.title)
        shell.list?.rowTapped(id)
        shell.editor?.contentChanged("   ")
        #expect(await shell.app.terminationRequested() == .saved)
        let next = await shell.relaunched()
        #expect(next.app.keptDraft.value?.id == id)
        next.app.keptDraftRestoreTapped()
        let editor = try #require(next.editor)
        #expect(editor.noteID == id)
        #expect(!editor.isNew)
        #expect(editor.title.value == title)
        #expect(editor.content.value == "   ")
    }

    @Test func discardingTheOfferRemovesTheDraft() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.list?.addTapped()
        shell.editor?.contentChanged("Body without a title")
        _ = await shell.app.terminationRequested()
        let next = await shell.relaunched()
        #expect(next.app.keptDraft.value?.content == "Body without a title")
        next.app.keptDraftDiscardTapped()
        #expect(next.app.keptDraft.value == nil)
        #expect(next.disk.contents(of: draftFile) == nil)
        #expect(await next.relaunched().app.keptDraft.value == nil)
    }

    @Test func aSecondDraftKeptAfterLaterIsKeptBesideTheFirstAndEachIsOfferedInTurn() async throws {
        let third = await launchedAfterTwoDraftsKeptWithLaterBetween()
        #expect(third.app.keptDraft.value?.title == "Draft A")
        third.app.keptDraftDiscardTapped()
        #expect(third.app.keptDraft.value?.title == "Draft B")
        third.app.keptDraftRestoreTapped()
        #expect(third.editor?.title.value == "Draft B")
        #expect(third.disk.contents(of: draftFile) == nil)
    }

    @Test func aDraftTakenBackLeavesTheOthersForTheNextLaunch() async throws {
        let third = await launchedAfterTwoDraftsKeptWithLaterBetween()
        third.app.keptDraftRestoreTapped()
        #expect(third.editor?.title.value == "Draft A")
        #expect(third.app.keptDraft.value == nil)
        #expect(await third.relaunched().app.keptDraft.value?.title == "Draft B")
    }

    /// A launch after "Draft A" was kept, offered and put off with Later, and "Draft B" kept.
    private func launchedAfterTwoDraftsKeptWithLaterBetween() async -> AppShellHarness {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.list?.addTapped()
        shell.editor?.titleChanged("Draft A")
        _ = await shell.app.terminationRequested()
        let second = await shell.relaunched()
        #expect(second.app.keptDraft.value?.title == "Draft A")
        second.app.keptDraftDismissed()
        second.list?.addTapped()
        second.editor?.titleChanged("Draft B")
        _ = await second.app.terminationRequested()
        return await second.relaunched()
    }

    @Test func dismissingTheOfferKeepsTheDraftForTheNextLaunch() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.list?.addTapped()
        shell.editor?.contentChanged("Body without a title")
        _ = await shell.app.terminationRequested()
        let next = await shell.relaunched()
        #expect(next.app.keptDraft.value?.content == "Body without a title")
        next.app.keptDraftDismissed()
        #expect(next.app.keptDraft.value == nil)
        #expect(next.disk.contents(of: draftFile) != nil)
        #expect(await next.relaunched().app.keptDraft.value?.content == "Body without a title")
    }

    @Test func nothingTypedKeepsNothing() async throws {
        let shell = AppShellHarness()
        await shell.app.launch()
        shell.list?.addTapped()
        #expect(shell.app.unsavedDraft == nil)
        _ = await shell.app.terminationRequested()
        #expect(shell.disk.contents(of: draftFile) == nil)
    }
}
