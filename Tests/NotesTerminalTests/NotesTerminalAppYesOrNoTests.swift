import NotesCore
import NotesViewModels
import Terminal
import Testing

/// A question that loses something takes only yes for yes: in a Russian layout `д` (*да*) is yes
/// and `н` (*нет*) is no, though `н` shares its key with `y`; a photo's deletion, like every such
/// question, takes only `y`, and Enter leaves it up.
@MainActor
@Suite struct NotesTerminalAppYesOrNoTests {
    @Test func nInARussianLayoutKeepsTheNoteAndDDeletesIt() async throws {
        var harness = await TerminalAppHarness.launched(language: .russian)
        let titles = harness.titles
        harness.press(.down, .character("в"))
        #expect(harness.lines.contains { $0.contains("Удалить «\(titles[1])»? y / n") })
        harness.press(.character("н"))
        #expect(harness.titles == titles)
        #expect(!harness.lines.contains { $0.contains("Удалить «") })
        harness.press(.character("в"), .character("д"))
        var expected = titles
        expected.remove(at: 1)
        #expect(harness.titles == expected)
    }

    @Test func nInARussianLayoutKeepsTheChangesOfTheEditor() async throws {
        var harness = await TerminalAppHarness.launched(language: .russian)
        harness.press(.character("n"))
        harness.type("Черновик")
        harness.press(.escape)
        #expect(harness.lines.contains { $0.contains("Отменить изменения? y / n") })
        harness.press(.character("Н"))
        #expect(!harness.lines.contains { $0.contains("Отменить изменения?") })
        #expect(harness.lines.contains { $0.contains("Черновик") })
    }

    @Test func aRussianLetterOutsideAQuestionStillActsAsItsLatinKey() async throws {
        var harness = await TerminalAppHarness.launched(language: .russian)
        let count = harness.app.library.notebook.noteCount
        // `т` shares its key with `n`: a new note.
        harness.press(.character("т"))
        guard case .editNote = harness.app.screen.value else {
            Issue.record("no editor")
            return
        }
        #expect(harness.app.library.notebook.noteCount == count)
    }

    @Test(arguments: [false, true])
    func enterLeavesAPhotosDeletionUpAndOnlyYDeletes(inPager: Bool) async throws {
        var harness = await TerminalAppHarness.launched()
        harness.press(.tab)
        if inPager { harness.press(.enter) }
        let count = harness.app.library.notebook.photoCount
        harness.press(.character("d"), .enter)
        #expect(harness.app.library.notebook.photoCount == count)
        #expect(harness.lines.contains { $0.contains("y Delete") })
        harness.press(.character("x"))
        #expect(harness.app.library.notebook.photoCount == count)
        #expect(harness.lines.contains { $0.contains("y Delete") })
        harness.press(.character("n"))
        #expect(!harness.lines.contains { $0.contains("y Delete") })
        harness.press(.character("d"), .escape)
        #expect(harness.app.library.notebook.photoCount == count)
        harness.press(.character("d"), .character("y"))
        #expect(harness.app.library.notebook.photoCount == count - 1)
    }

    @Test func nInARussianLayoutKeepsAPhoto() async throws {
        var harness = await TerminalAppHarness.launched(language: .russian)
        harness.press(.tab)
        let count = harness.app.library.notebook.photoCount
        harness.press(.character("в"), .character("н"))
        #expect(harness.app.library.notebook.photoCount == count)
        harness.press(.character("в"), .character("д"))
        #expect(harness.app.library.notebook.photoCount == count - 1)
    }
}
