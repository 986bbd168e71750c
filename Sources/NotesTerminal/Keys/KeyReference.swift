import NotesTextUI
import NotesViewModels

/// Every screen's keys in English, as `notes --help` prints them: the help rows of the same
/// tables that dispatch the keys.
enum KeyReference {
    /// The screens and the tables whose rows they print, in the order a user meets them.
    static func screens(_ words: KeyWords) -> [(name: String, rows: [KeyHint])] {
        [
            ("notes list", ListKey.table(words, isTicking: false).helpHints),
            ("search field", PromptKey.search(words, findsNothing: false).helpHints),
            ("export prompt", PromptKey.export(words).helpHints),
            ("note editor", EditorKey.table(words, EditorKey.Context(focus: .title)).helpHints),
            ("colour picker", PickerKey.table(words).helpHints),
            ("hex colour field", PromptKey.hex(words).helpHints),
            ("gallery", GalleryKey.table(words, isAdding: false).helpHints),
            ("photo path", PromptKey.photoPath(words).helpHints),
            ("photo pager", PagerKey.table(words).helpHints),
            ("help box", BoxKey.help(words).helpHints),
            ("questions", BoxKey.question(words).helpHints),
        ]
    }

    /// The keys section of the usage: each screen's name, then its rows, keys in a column; no
    /// line wider than `width`.
    ///
    /// - Complexity: O(*k*) in the keys of all screens.
    static func text(width: Int = 80) -> String {
        let keyColumn = 24
        var lines: [String] = []
        for screen in screens(KeyWords(language: .english)) {
            lines.append("  \(screen.name)")
            for row in screen.rows {
                let key = "    " + row.key
                let keyWidth = TextWidth.of(key)
                if keyWidth + 2 > keyColumn {
                    lines.append(key)
                    lines += TextLine.wrapped(row.action, toWidth: width - keyColumn).map {
                        String(repeating: " ", count: keyColumn) + $0
                    }
                } else {
                    let wrapped = TextLine.wrapped(row.action, toWidth: width - keyColumn)
                    for (index, line) in wrapped.enumerated() {
                        let lead = index == 0 ? key + String(repeating: " ", count: keyColumn - keyWidth) : ""
                        lines.append((index == 0 ? lead : String(repeating: " ", count: keyColumn)) + line)
                    }
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
