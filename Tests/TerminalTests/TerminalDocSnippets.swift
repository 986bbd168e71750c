import Terminal
import Testing

// The code of Docs/NotesKit.docc/Terminal.md that needs only this module (the session loop, which
// measures text with NotesTextUI, is in Tests/NotesTerminalTests/TerminalSessionDocSnippets.swift).
// Each region between `// snippet: name` and `// end snippet` is one code block of the article,
// character for character (after removing the region's common indentation); DocSnippetTests checks
// that they match, so the article's code is always code that compiles. Here it also runs, over the
// `terminal-probe` program.
@Suite struct TerminalDocSnippets {
    @Test func aProgramUnderAPseudoTerminalQuitsAndLeavesTheTerminalAsItWas() throws {
        let path = try #require(TerminalProbe.path)
        // snippet: pseudo-terminal
        let program = try PseudoTerminalProcess(executable: path, size: TerminalSize(columns: 60, rows: 10))
        try program.waitForOutput(containing: "ready")
        program.write("q")
        #expect(try program.waitForExit() == .exited(0))
        #expect(program.attributes == program.initialAttributes)
        #expect(!program.screen.isAlternateScreen)
        // end snippet
    }
}
