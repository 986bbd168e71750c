import Testing

@testable import Terminal

/// The virtual screen interprets text, cursor moves, erases, wrapping and the alternate screen.
@Suite struct VirtualScreenTests {
    static let wide: @Sendable (Character) -> Int = { $0.unicodeScalars.first!.value >= 0x3000 ? 2 : 1 }

    @Test func textCursorMovesAndErases() {
        var screen = VirtualScreen(size: TerminalSize(columns: 8, rows: 3))
        screen.apply("hello\r\nworld")
        screen.apply("\u{1B}[1;3HLL\u{1B}[K")
        #expect(screen.text == "heLL\nworld")
        screen.apply("\u{1B}[2;1H\u{1B}[J")
        #expect(screen.text == "heLL")
        #expect(screen.cursor == CursorPosition(column: 0, row: 1))
    }

    @Test func writingTheLastColumnWaitsToWrapAndAnEraseThereRemovesIt() {
        var screen = VirtualScreen(size: TerminalSize(columns: 4, rows: 2))
        screen.apply("abcd")
        #expect(screen.lines == ["abcd", ""])
        screen.apply("\u{1B}[K")
        #expect(screen.lines == ["abc", ""])
        screen.apply("\u{1B}[1;1Habcde")
        #expect(screen.lines == ["abcd", "e"])
    }

    @Test func wideCharactersTakeTwoCells() {
        var screen = VirtualScreen(size: TerminalSize(columns: 5, rows: 2), columnWidth: Self.wide)
        screen.apply("日本語")
        #expect(screen.lines == ["日本", "語"])
    }

    @Test func theAlternateScreenGivesTheMainScreenBack() {
        var screen = VirtualScreen(size: TerminalSize(columns: 6, rows: 2))
        screen.apply("$ ls")
        screen.apply("\u{1B}[?1049h\u{1B}[?25l\u{1B}[1;1H\u{1B}[0;1mapp\u{1B}[0m")
        #expect(screen.text == "app")
        #expect(screen.isAlternateScreen)
        #expect(!screen.isCursorVisible)
        screen.apply("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        #expect(screen.text == "$ ls")
        #expect(screen.isCursorVisible)
    }

    @Test func sequencesAndCharactersSplitBetweenWritesAreCompleted() {
        var screen = VirtualScreen(size: TerminalSize(columns: 6, rows: 2))
        let bytes = Array("\u{1B}[2;2HЖук".utf8)
        for byte in bytes { screen.apply(bytes: [byte]) }
        #expect(screen.lines == ["", " Жук"])
    }
}
