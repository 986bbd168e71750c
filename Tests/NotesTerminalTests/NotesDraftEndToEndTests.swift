import Foundation
import NotesCore
import Terminal
import Testing

/// The built `notes` program in a pseudo-terminal: a note being typed survives the window closing
/// (SIGHUP) and `kill` (SIGTERM), Ctrl-C and Esc ask before they lose one, and Esc on the offer of a
/// kept draft keeps it for the next launch.
@Suite(.serialized) struct NotesDraftEndToEndTests {
    @Test(arguments: [TerminalSignal.hangup, .terminate])
    func aDraftTheRulesRefuseIsKeptAndOfferedBackOnTheNextLaunch(signal: TerminalSignal) throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let first = try NotesProgram.start(store: store)
        let before = first.initialAttributes
        first.write("nOnly a title")
        try first.waitForScreen(containing: "Only a title")
        first.send(signal: signal.number)
        #expect(try first.waitForExit() == .exited(signal.exitStatus))
        #expect(first.attributes == before)
        #expect(NotesProgram.hasKeptDraft(in: store))

        let second = try NotesProgram.start(store: store, waitingFor: "A note was kept")
        #expect(second.screen.text.contains("“Only a title”"))
        second.write("\r")
        try second.waitForScreen(containing: "New Note")
        #expect(second.screen.text.contains("Only a title"))
        #expect(!NotesProgram.hasKeptDraft(in: store))
        second.write("\u{1B}[BFinished body\u{13}")
        try second.waitForScreen(containing: "□ Only a title")
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
        let notes = try NotesProgram.storedText(in: store)
        #expect(notes.contains("Finished body"))
    }

    @Test func aCompleteDraftIsSavedAsTheNoteWhenTheWindowCloses() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let first = try NotesProgram.start(store: store)
        first.write("nWindow closed\rWhile typing this")
        try first.waitForScreen(containing: "While typing this")
        first.send(signal: TerminalSignal.hangup.number)
        #expect(try first.waitForExit() == .exited(TerminalSignal.hangup.exitStatus))

        let second = try NotesProgram.start(store: store)
        #expect(second.screen.text.contains("Window closed"))
        #expect(!second.screen.text.contains("A note was kept"))
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
    }

    /// A closed window sends SIGHUP twice (from the terminal, and from the shell to its jobs), and
    /// a shutdown a TERM besides: the program saves once and exits, never killed by one of them.
    @Test(arguments: [false, true])
    func aSecondSignalWhileSavingCutsNothingShort(draftOnly: Bool) throws {
        for round in 0..<3 {
            let store = try NotesProgram.temporaryStore()
            defer { try? FileManager.default.removeItem(at: store) }
            let first = try NotesProgram.start(store: store)
            let title = "Closed window \(round)"
            first.write(draftOnly ? "n\(title)" : "n\(title)\rWhile typing this")
            try first.waitForScreen(containing: title)
            first.send(signal: TerminalSignal.hangup.number)
            first.send(signal: TerminalSignal.hangup.number)
            first.send(signal: TerminalSignal.terminate.number)
            // It exits with the status of the signal it acted on (whichever it read first), never
            // killed by one.
            let exit = try first.waitForExit()
            let statuses = [TerminalSignal.hangup, .terminate].map { ProcessExit.exited($0.exitStatus) }
            #expect(statuses.contains(exit), "round \(round): \(exit)")
            if draftOnly {
                #expect(NotesProgram.hasKeptDraft(in: store), "round \(round)")
            } else {
                #expect(try NotesProgram.storedText(in: store).contains(title), "round \(round)")
            }
        }
    }

    @Test func controlCInTheEditorWithChangesAsksFirst() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("nDo not lose me")
        try process.waitForScreen(containing: "Do not lose me")
        process.write("\u{03}")
        try process.waitForScreen(containing: "Quit and lose the note you are typing?")
        process.write("n")
        try process.waitForScreen(containing: "Ctrl-S")
        #expect(process.screen.text.contains("Do not lose me"))
        #expect(!process.screen.text.contains("Quit and lose"))
        process.write("\u{03}")
        try process.waitForScreen(containing: "Quit and lose the note you are typing?")
        process.write("y")
        #expect(try process.waitForExit() == .exited(0))
        let notes = try NotesProgram.storedText(in: store)
        #expect(!notes.contains("Do not lose me"))
    }

    @Test func escapeOnANoteDoneRefusesAsksBeforeItDropsIt() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("n\tBody without a title")
        try process.waitForScreen(containing: "Body without a title")
        process.write("\u{1B}")
        try process.waitForScreen(containing: "Discard your changes? y / n")
        process.write("n")
        try process.waitForScreen(lacking: "Discard your changes?")
        #expect(process.screen.text.contains("Body without a title"))
        process.write("\u{1B}")
        try process.waitForScreen(containing: "Discard your changes? y / n")
        process.write("y")
        try process.waitForScreen(containing: "/ Search")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test func escapeOnTheKeptDraftKeepsItForTheNextLaunchAndOnlyYDeletesIt() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let first = try NotesProgram.start(store: store)
        first.write("nOnly a title")
        try first.waitForScreen(containing: "Only a title")
        first.send(signal: TerminalSignal.hangup.number)
        #expect(try first.waitForExit() == .exited(TerminalSignal.hangup.exitStatus))
        #expect(NotesProgram.hasKeptDraft(in: store))

        let second = try NotesProgram.start(store: store, waitingFor: "A note was kept")
        second.write("\u{1B}")
        try second.waitForScreen(containing: "/ Search")
        #expect(NotesProgram.hasKeptDraft(in: store))
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
        #expect(NotesProgram.hasKeptDraft(in: store))

        let third = try NotesProgram.start(store: store, waitingFor: "A note was kept")
        third.write("d")
        try third.waitForScreen(containing: "Delete the kept note")
        #expect(NotesProgram.hasKeptDraft(in: store))
        third.write("y")
        try third.waitForScreen(containing: "/ Search")
        #expect(!NotesProgram.hasKeptDraft(in: store))
        third.write("q")
        #expect(try third.waitForExit() == .exited(0))
    }

    @Test func controlCWithoutChangesQuitsAtOnce() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("n")
        try process.waitForScreen(containing: "New Note")
        process.write("\u{03}")
        #expect(try process.waitForExit() == .exited(0))
    }
}
