import Foundation
import NotesTextUI
import Terminal

// The session loop of Docs/NotesKit.docc/Terminal.md, in this target because it measures text with
// NotesTextUI (the rest of the article's code is in Tests/TerminalTests/TerminalDocSnippets.swift).
// Each region between `// snippet: name` and `// end snippet` is one code block of the article,
// character for character (after removing the region's common indentation); DocSnippetTests checks
// that they match, so the article's code is always code that compiles. It is compiled only, never
// run: it takes over the terminal and exits the process.

/// The state of the article's program: the last event it saw.
private struct ProgramState {
    var lastEvent: TerminalEvent?

    mutating func apply(_ event: TerminalEvent) { lastEvent = event }
}

/// The article's `render`: the state as one frame of text.
private func render(_ state: ProgramState, size: TerminalSize) -> TerminalFrame {
    TerminalFrame(text: "\(size.columns)×\(size.rows) \(state.lastEvent.map { "\($0)" } ?? "")")
}

/// The article's program; never called.
private func runTheProgram() async throws {
    var state = ProgramState()
    // snippet: session
    let environment = ProcessInfo.processInfo.environment
    let session: TerminalSession
    do {
        session = try TerminalSession(
            options: TerminalOptions(mouseReporting: true, colors: ColorCapability(environment: environment)),
            columnWidth: TextWidth.of(character:))
    } catch {
        print("notes: \(error)")  // "standard input or output is not a terminal"
        exit(2)
    }
    var status: Int32 = 0
    try await session.run {
        session.draw(render(state, size: session.size))
        for await event in session.events {
            if case .terminationRequested(let signal) = event { status = signal.exitStatus }
            state.apply(event)
            session.draw(render(state, size: session.size))
        }
    }
    exit(status)
    // end snippet
}
