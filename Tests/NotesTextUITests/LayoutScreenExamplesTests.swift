import Testing

@testable import NotesTextUI

/// The screens shown in the TextLayout article, built from the layout kit alone.
@Suite struct LayoutScreenExamplesTests {
    @Test func listScreenAtFortyColumns() {
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
        #expect(
            screen.joined(separator: "\n") == #"""
                ┌─ Notes ──────────────────────────────┐
                │ [Edit]       All notes         [New] │
                ├──────────────────────────────────────┤
                │ > Groceries 🛒                 12:30 │
                │   Список покупок на неделю и…    Mon │
                │   日本語のメモ                 3 Feb │
                │   Evil ␛[31mred\u{202E}          Jan │
                └──────────────────────────────────────┘
                """#)
        for line in screen { #expect(TextWidth.of(line) == 40) }
    }

    @Test func editorScreenAtFortyColumns() {
        let frame = Frame(width: 40)
        let bar = TitleBar(
            left: .button("Cancel"), title: "New note", right: .button("Done", isEnabled: false))
        let body = TextLine.wrapped(
            "Buy milk, eggs and bread on the way home.\nCall the plumber 👨‍🔧 about the kitchen tap.",
            toWidth: frame.contentWidth)
        let controls = [
            ControlLabel.checkbox("Pinned", isChecked: true).text,
            ControlLabel.option("Red", isSelected: false).text,
            ControlLabel.option("Green", isSelected: true).text,
            ControlLabel.option("Blue", isSelected: false, isEnabled: false).text,
        ]
        let screen = frame.render(sections: [[bar.render(width: frame.contentWidth)], body, controls])
        #expect(
            screen.joined(separator: "\n") == """
                ┌──────────────────────────────────────┐
                │ [Cancel]      New note        (Done) │
                ├──────────────────────────────────────┤
                │ Buy milk, eggs and bread on the way  │
                │ home.                                │
                │ Call the plumber 👨‍🔧 about the        │
                │ kitchen tap.                         │
                ├──────────────────────────────────────┤
                │ [x] Pinned                           │
                │   Red                                │
                │ > Green                              │
                │   (Blue)                             │
                └──────────────────────────────────────┘
                """)
        for line in screen { #expect(TextWidth.of(line) == 40) }
    }
}
