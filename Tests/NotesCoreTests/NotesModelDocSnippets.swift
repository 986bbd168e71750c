import Foundation
import NotesCore
import Testing

// The code of Docs/NotesKit.docc/NotesModel.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. Here it also runs, and the results the comments promise are checked.
@Suite struct NotesModelDocSnippets {
    @Test func aNoteWithABlankTitleShowsItsFirstLinesAsTitleAndPreview() {
        let ids = IDGenerator.incrementing()
        let clock = NowSource.fixed(Date(timeIntervalSince1970: 1_800_000_000))
        // snippet: display
        let note = Note(
            id: ids.newNoteID(), content: "\n  Call mum\nabout Sunday\n\nbring cake", createdAt: clock())
        let title = note.listTitle  // "Call mum"
        let preview = note.previewLines()  // ["about Sunday", "bring cake"]
        // end snippet
        #expect(title == "Call mum")
        #expect(preview == ["about Sunday", "bring cake"])
    }
}
