import NotesTerminal
import NotesTextUI
import NotesViewModels
import Terminal
import Testing

/// Ctrl-O shares at once (the clipboard or a file, and the footer says which), and nothing pasted
/// reaches the terminal live: not in a frame, not in what is printed on exit; the note keeps the
/// text as pasted.
@MainActor
@Suite struct NotesTerminalAppShareTests {
    static let attack = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31m"

    @Test func ctrlOSharesAtOnceAndTheFooterSaysWhereUntilTheNextKey() async {
        var received: [String] = []
        let frontEnd = await NotesTerminalAppTextFuzzTests.launched(
            shareDestination: ShareDestination { text in
                received.append(text)
                return .savedToFile("/tmp/shared.txt")
            })
        for press in [TerminalKeyPress.character("n"), .character("T"), .enter, .character("b")] {
            _ = frontEnd.handle(.key(press))
        }
        _ = frontEnd.handle(.key(.control("o")))
        #expect(received.count == 1)
        #expect(received.first?.contains("T") == true)
        let size = TerminalSize(columns: 80, rows: 24)
        #expect(
            frontEnd.frame(size: size).lines.last?.text.contains("Shared: saved to /tmp/shared.txt") == true)
        _ = frontEnd.handle(.key(.character("c")))
        #expect(frontEnd.frame(size: size).lines.last?.text.contains("Shared") == false)
    }

    @Test func pastedControlCharactersStayInTheNoteButNeverReachTheTerminalLive() async throws {
        let frontEnd = await NotesTerminalAppTextFuzzTests.launched()
        _ = frontEnd.handle(.key(.character("n")))
        _ = frontEnd.handle(.paste("Title" + Self.attack))
        _ = frontEnd.handle(.key(.enter))
        _ = frontEnd.handle(.paste("Body\u{9B}31m\nline two\tend"))
        _ = frontEnd.handle(.key(.control("o")))
        guard case .editNote(let editor) = frontEnd.app.screen.value else {
            Issue.record("expected the editor")
            return
        }
        #expect(editor.title.value == "Title" + Self.attack)
        let exit = frontEnd.exitText
        #expect(!exit.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7 || $0.value == 0x9B })
        #expect(exit.contains("Title␛]0;pwned␇␛[2J␛[31m"))
        #expect(exit.contains("Body\\u{9B}31m\nline two\tend"))
        var renderer = FrameRenderer(colors: .trueColor, columnWidth: { TextWidth.of(character: $0) })
        let output = renderer.render(
            frontEnd.frame(size: TerminalSize(columns: 80, rows: 24)),
            size: TerminalSize(columns: 80, rows: 24))
        #expect(!output.contains("\u{1B}]0;"))
        #expect(!output.contains("\u{1B}[2J"))
        #expect(!output.contains("\u{1B}[31m"))
    }
}
