import NotesTerminal
import NotesTextUI
import Testing

/// What `notes --help` prints: every line fits an 80-column terminal, and it names the keys the
/// footers show.
@Suite struct NotesCommandLineTests {
    @Test func everyLineOfTheUsageFits80Columns() {
        for line in NotesCommandLine.usage.split(separator: "\n") {
            #expect(TextWidth.of(line) <= 80, "\(line)")
        }
    }

    @Test func theUsageNamesTheExternalEditorAndExportKeys() {
        let usage = NotesCommandLine.usage
        for key in [
            "    v                   Open in $VISUAL / $EDITOR", "    x                   Export the note",
            "    X                   Export all notes", "    Ctrl-G              Edit in $VISUAL / $EDITOR",
        ] {
            #expect(usage.contains(key), "\(key)")
        }
    }
}
