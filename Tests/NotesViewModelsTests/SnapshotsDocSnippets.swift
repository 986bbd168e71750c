import NotesCore
import TextSnapshots

// The code of Docs/NotesKit.docc/Snapshots.md, in this target because it snapshots notes, which the
// harness's own tests do not know. Each region between `// snippet: name` and `// end snippet` is
// one code block of the article, character for character (after removing the region's common
// indentation); DocSnippetTests checks that they match, so the article's code is always code that
// compiles. It is compiled only, never run: run, it would write a reference file under `Snapshots/`
// that no screen needs.

/// The article's renderer example; never called.
private func snapshotTheTitles(of notebook: Notebook) {
    // snippet: pullback
    let titles = SnapshotRenderer<String>.lines.pullback { (notes: [Note]) in
        notes.map(\.title).joined(separator: "\n")
    }
    assertSnapshot(of: Array(notebook.notes), as: titles, named: "titles")
    // end snippet
}
