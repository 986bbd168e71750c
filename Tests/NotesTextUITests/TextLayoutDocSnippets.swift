import NotesTextUI
import Testing

// The code of Docs/NotesKit.docc/TextLayout.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests (in NotesViewModelsTests) checks that they match,
// so the article's code is always code that compiles. Here it also runs, and its results are the
// ones the article shows.
@Suite struct TextLayoutDocSnippets {
    @Test func aFramedListScreenIsBuiltFromTheLayoutValues() {
        // snippet: screen
        let frame = Frame(width: 40, title: "Notes")
        let bar = TitleBar(left: .button("Edit"), title: "All notes", right: .button("New"))
        let layout = ColumnLayout([.flexible(), .fixed(6, alignment: .right)])
        let rows = layout.render(
            rows: [
                [ControlLabel.option("Groceries 🛒", isSelected: true).text, "12:30"],
                [ControlLabel.option("Список покупок на неделю и ещё", isSelected: false).text, "Mon"],
                [ControlLabel.option("日本語のメモ", isSelected: false).text, "3 Feb"],
                [ControlLabel.option("Evil \u{1B}[31mred\u{202E}", isSelected: false).text, "Jan"],
            ],
            width: frame.contentWidth
        )
        let screen = frame.render(sections: [[bar.render(width: frame.contentWidth)], rows])
        // end snippet
        #expect(
            screen.joined(separator: "\n") == """
                ┌─ Notes ──────────────────────────────┐
                │ [Edit]       All notes         [New] │
                ├──────────────────────────────────────┤
                │ > Groceries 🛒                 12:30 │
                │   Список покупок на неделю и…    Mon │
                │   日本語のメモ                 3 Feb │
                │   Evil ␛[31mred\\u{202E}          Jan │
                └──────────────────────────────────────┘
                """)
    }

    @Test func linesAreTruncatedPaddedAndWrappedAsTheArticleSays() {
        // snippet: lines
        let title = TextLine.truncated("Groceries for the week", toWidth: 10)  // "Groceries…"
        let memo = TextLine.truncated("日本語のメモ", toWidth: 6)  // "日本… "
        let button = TextLine.padded("Done", toWidth: 8, alignment: .center)  // "  Done  "
        let cell = TextLine.padded("Groceries", toWidth: 5, alignment: .right)  // "Groc…"
        let lines = TextLine.wrapped("Buy milk and bread", toWidth: 8)  // ["Buy milk", "and", "bread"]
        let count = TextLine.wrappedLineCount("Buy milk and bread", toWidth: 8)  // 3
        // end snippet
        #expect(title == "Groceries…" && memo == "日本… " && button == "  Done  " && cell == "Groc…")
        #expect(lines == ["Buy milk", "and", "bread"] && count == 3)
    }
}
