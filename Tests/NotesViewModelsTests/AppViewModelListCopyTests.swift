import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The notes list keeps its own copy of the notes, which a launch makes off the main actor: the
/// rows it draws from that copy show what the store holds, with or without a first page, and
/// follow every later change.
@MainActor
@Suite struct AppViewModelListCopyTests {
    private typealias Launching = AppViewModelProgressiveLaunchTests.Launching

    /// Each row's title as the list draws it, from its own copy of the notes.
    private func drawnTitles(_ app: AppViewModel) -> [String] {
        guard let rows = app.listNotes?.rows.value else { return [] }
        return (0..<rows.count).map { rows[$0].title }
    }

    @Test(arguments: [0, 2])
    func rowsDrawnFromTheListsCopyShowTheStoreAndFollowEdits(firstPageCount: Int) async throws {
        let launching = await Launching(firstPageCount: firstPageCount)
        if firstPageCount > 0 { launching.reading.deliverFirstPage() }
        launching.reading.deliverRest()
        await launching.launch.value
        let app = launching.app
        #expect(drawnTitles(app) == launching.stored)
        let list = try #require(app.listNotes)
        let first = try #require(list.rows.value.ids.first)
        var edited = try #require(app.library.note(withID: first))
        edited.title = "Edited after the load"
        app.library.save(edited)
        list.rowSwipedToDelete(list.rows.value.ids[1])
        await Task.yield()
        #expect(drawnTitles(app) == app.library.notebook.notes.map(\.title))
        #expect(drawnTitles(app).contains("Edited after the load"))
    }

    @Test func anEditDuringTheLoadIsDrawnOverTheCopyOfTheStore() async throws {
        let launching = await Launching()
        let app = launching.app
        launching.reading.deliverFirstPage()
        let list = try #require(app.listNotes)
        let first = try #require(list.rows.value.ids.first)
        var edited = try #require(app.library.note(withID: first))
        edited.title = "Edited during the load"
        app.library.save(edited)
        launching.reading.deliverRest()
        await launching.launch.value
        // The copy made from the store does not hold the edit: the list must not draw from it.
        #expect(drawnTitles(app) == app.library.notebook.notes.map(\.title))
        #expect(drawnTitles(app).contains("Edited during the load"))
    }
}
