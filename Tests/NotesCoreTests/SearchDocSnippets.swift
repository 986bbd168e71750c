import Foundation
import NotesCore
import Testing

// The code of Docs/NotesKit.docc/Search.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. Here it also runs.
@Suite struct SearchDocSnippets {
    @Test func indexSearchFilterHighlightAndRefine() {
        let ids = IDGenerator.incrementing()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let cafe = Note(id: ids.newNoteID(), title: "Café au lait", content: "Morning", createdAt: date)
        let tea = Note(id: ids.newNoteID(), title: "Tea", content: "Afternoon", createdAt: date)
        let bar = Note(id: ids.newNoteID(), title: "Bar", content: "Cafe crème", createdAt: date)
        let notebook = Notebook(notes: [cafe, tea, bar])
        var editedNote = tea
        editedNote.content = "Cafe au lait instead"
        let deletedID = bar.id
        let orderedIDs = [tea.id, cafe.id, bar.id]
        let note = cafe
        // snippet: search
        var index = SearchIndex(notebook.notes)  // once, off the main actor if you like
        index.update(editedNote)  // after each edit: proportional to that note
        index.remove(deletedID)

        var result = index.search(SearchQuery("Cafe"))
        let rows = result.filter(orderedIDs)  // keeps the list's own order
        let marks = result.ranges(in: note)  // only for visible rows
        result = index.search(SearchQuery("Cafe au"), refining: result)  // scans only the previous hits
        // end snippet
        #expect(rows == [tea.id, cafe.id])
        #expect(!marks.title.isEmpty)
        #expect(result.filter(orderedIDs) == [tea.id, cafe.id])
    }
}
