import Foundation
import NotesCore
import NotesTextUI
import Terminal
import Testing

/// The built `notes` program in a pseudo-terminal loses nothing the user typed without a word.
///
/// Esc asks before it drops a note Done refuses; on a full disk (``SmallDisk``, which the tests
/// fill and free), staying after a failed quit goes on saving, and quitting without saving or a
/// signal prints what was not saved; a read-only second instance takes no note it could not keep;
/// only `y` deletes a kept draft. The text survives in the store as the next launch reads it
/// (`notes.json` and its journal), or on the terminal after exit.
@Suite(.serialized) struct NotesLossEndToEndTests {
    /// A body longer than a page of the disk, so that no file's slack can hold it on a full disk.
    static let longBody = String(repeating: "Kept on a full disk. ", count: 250)

    /// Bracketed paste of `text`, as a terminal sends a paste.
    static func paste(_ text: String) -> String { "\u{1B}[200~" + text + "\u{1B}[201~" }

    /// What the program printed once it restored the terminal (left the alternate screen), with
    /// the terminal's line breaks as `\n`.
    private func printedAfterExit(_ process: PseudoTerminalProcess) throws -> String {
        let output = process.output
        let restored = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards))
        return String(output[restored.upperBound...]).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Esc on the editor as it is now asks, and `n` stays in the editor with every word.
    private func escapeAsksAndNStays(_ process: PseudoTerminalProcess, keeping texts: [String]) throws {
        process.write("\u{1B}")
        try process.waitForScreen(containing: "Discard your changes? y / n")
        process.write("n")
        try process.waitForScreen(lacking: "Discard your changes?")
        for text in texts { #expect(process.screen.text.contains(text)) }
    }

    @Test func escapeOnThreeParagraphsWithoutATitleAsksAndEveryParagraphCanStillBeSaved() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("n\tFirst paragraph.\rSecond paragraph.\rThird paragraph.")
        try process.waitForScreen(containing: "Third paragraph.")
        try escapeAsksAndNStays(
            process, keeping: ["First paragraph.", "Second paragraph.", "Third paragraph."])
        process.write("\u{1B}[ZThree paragraphs\u{13}")
        try process.waitForScreen(containing: "□ Three paragraphs")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        let notes = try NotesProgram.storedText(in: store)
        #expect(notes.contains("Three paragraphs\nFirst paragraph.\nSecond paragraph.\nThird paragraph."))
    }

    @Test func escapeOnATitleWithoutABodyAsksAndTheTitleCanStillBeSaved() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("nOnly a title")
        try process.waitForScreen(containing: "Only a title")
        try escapeAsksAndNStays(process, keeping: ["Only a title"])
        process.write("\tAnd now a body\u{13}")
        try process.waitForScreen(containing: "□ Only a title")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(try NotesProgram.storedText(in: store).contains("Only a title\nAnd now a body"))
    }

    @Test func escapeOnANoteWhoseTitleWasClearedAsksAndYKeepsTheStoredNote() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("nOriginal title\rOriginal body\u{13}")
        try process.waitForScreen(containing: "□ Original title")
        process.write("g\r")
        try process.waitForScreen(containing: "Edit Note")
        #expect(process.screen.text.contains("Original title"))
        // Shift-Tab to the title, End, and a backspace for each of its characters.
        process.write("\u{1B}[Z\u{1B}[F" + String(repeating: "\u{7F}", count: "Original title".count))
        try process.waitForScreen(lacking: "Original title")
        try escapeAsksAndNStays(process, keeping: ["Original body"])
        process.write("\u{1B}")
        try process.waitForScreen(containing: "Discard your changes? y / n")
        process.write("y")
        try process.waitForScreen(containing: "□ Original title")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(try NotesProgram.storedText(in: store).contains("Original title\nOriginal body"))
    }

    @Test(.enabled(if: SmallDisk.isAvailable, SmallDisk.unavailable))
    func stayingAfterAQuitFailedOnAFullDiskSavesOnceTheSpaceIsFreed() throws {
        let disk = try SmallDisk()
        defer { disk.stop() }
        let process = try disk.startProgram()
        try disk.fill()
        process.write("nTyped on a full disk\r" + Self.paste(Self.longBody))
        try process.waitForScreen(containing: "Kept on a full disk.")
        // Done and `q` at once: the quit's save is the first to fail, retried five seconds later.
        process.write("\u{13}q")
        try process.waitForScreen(containing: "any other key to stay")
        process.write("\r")
        try process.waitForScreen(lacking: "any other key to stay")
        #expect(process.screen.text.contains("Save failed, retrying"))
        #expect(try !NotesProgram.storedText(in: disk.folder).contains("Typed on a full disk"))
        try disk.free()
        try process.waitForScreen(containing: " Saved", timeout: .seconds(15))
        // Saved while the program still runs: the retry did it, not the quit.
        let notes = try NotesProgram.storedText(in: disk.folder)
        #expect(notes.contains("Typed on a full disk\n" + Self.longBody))
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(!process.output.contains("not saved"))
        #expect(try NotesProgram.storedText(in: disk.folder) == notes)
    }

    @Test(.enabled(if: SmallDisk.isAvailable, SmallDisk.unavailable))
    func quittingWithoutSavingOnAFullDiskPrintsTheNote() throws {
        let disk = try SmallDisk()
        defer { disk.stop() }
        let process = try disk.startProgram()
        try disk.fill()
        process.write("nTyped on a full disk\r" + Self.paste(Self.longBody) + "\u{13}q")
        try process.waitForScreen(containing: "any other key to stay")
        process.write("q")
        #expect(try process.waitForExit() == .exited(1))
        #expect(!process.screen.isAlternateScreen)
        #expect(try !NotesProgram.storedText(in: disk.folder).contains("Typed on a full disk"))
        let printed = try printedAfterExit(process)
        #expect(printed.hasPrefix("notes: 1 note was not saved (Not saved to "))
        #expect(printed.contains("its text follows:\n\nTyped on a full disk\n\n\(Self.longBody)\n"))
        let copy = try keptCopy(in: disk, printed: printed)
        #expect(copy.contains("Typed on a full disk\n\n\(Self.longBody)\n"))
    }

    @Test(
        .enabled(if: SmallDisk.isAvailable, SmallDisk.unavailable),
        arguments: [TerminalSignal.hangup, .terminate, .interrupt])
    func aSignalOnAFullDiskPrintsTheCommittedNoteAndTheOneBeingTyped(signal: TerminalSignal) throws {
        let disk = try SmallDisk()
        defer { disk.stop() }
        let process = try disk.startProgram()
        let before = process.initialAttributes
        try disk.fill()
        process.write("nCommitted\r" + Self.paste(Self.longBody) + "\u{13}")
        try process.waitForScreen(containing: "□ Committed")
        process.write("nHalf typed")
        try process.waitForScreen(containing: "Half typed")
        process.send(signal: signal.number)
        #expect(try process.waitForExit() == .exited(signal.exitStatus))
        #expect(process.attributes == before)
        #expect(!process.screen.isAlternateScreen)
        #expect(!NotesProgram.hasKeptDraft(in: disk.folder))
        #expect(try !NotesProgram.storedText(in: disk.folder).contains("Committed"))
        // Printed once the terminal is back to the shell, where its scrollback keeps it.
        let printed = try printedAfterExit(process)
        #expect(printed.hasPrefix("notes: 2 notes were not saved (Not saved to "))
        #expect(printed.contains("their text follows:\n\nCommitted\n\n\(Self.longBody)\n\nHalf typed\n"))
        // Kept in a file too, for when the signal was the terminal window closing and nothing
        // printed reaches anyone.
        let copy = try keptCopy(in: disk, printed: printed)
        #expect(copy.contains("Committed\n\n\(Self.longBody)\n\nHalf typed\n"))
    }

    /// The text of the one file the program kept its unsaved notes in, in this device's state
    /// folder on the ordinary disk, after checking that `printed` names it.
    private func keptCopy(in disk: SmallDisk, printed: String) throws -> String {
        let folder = disk.home.appendingPathComponent(".local/state/notes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("unsaved-notes-") && $0.hasSuffix(".txt") }
        try #require(names.count == 1, "one file keeps the unsaved notes: \(names)")
        let file = folder.appendingPathComponent(names[0])
        #expect(printed.hasSuffix("notes: a copy is kept in \(file.path)\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test func aReadOnlySecondInstanceTakesNoNoteItCouldNotSaveAndLosesNothingOnQuit() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let (first, second) = try NotesProgram.startBesideARunningInstance(store: store)
        let stored = try NotesProgram.storedText(in: store)
        // `n` opens no editor, so no title or body is typed that `q` would drop.
        second.write("n")
        try second.waitForScreen(containing: "Notes are read-only")
        #expect(!second.screen.text.contains("New Note"))
        second.write("\r")
        try second.waitForScreen(lacking: "Notes are read-only")
        // Enter on a search that finds nothing would make a note titled with it: refused too.
        second.write("/Nowhere at all\r")
        try second.waitForScreen(containing: "Notes are read-only")
        #expect(!second.screen.text.contains("New Note"))
        second.write("\r")
        try second.waitForScreen(lacking: "Notes are read-only")
        second.write("\u{1B}")
        try second.waitForScreen(lacking: "Nowhere at all")
        // A note opens to be read; a paste is refused with the notice, and nothing changes.
        second.write("g\r")
        try second.waitForScreen(containing: "Edit Note")
        second.write(Self.paste("Pasted into a read-only note"))
        try second.waitForScreen(containing: "Notes are read-only")
        second.write("\r")
        try second.waitForScreen(lacking: "Notes are read-only")
        #expect(!second.screen.text.contains("Pasted into"))
        second.write("\u{1B}")
        try second.waitForScreen(containing: "/ Search")
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
        #expect(!second.output.contains("not saved"))
        first.write("q")
        #expect(try first.waitForExit() == .exited(0))
        #expect(try NotesProgram.storedText(in: store) == stored)
    }

    @Test func theKeptDraftSurvivesEscapeAndEveryNoAndOnlyYDeletesIt() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let first = try NotesProgram.start(store: store)
        first.write("nOnly a title")
        try first.waitForScreen(containing: "Only a title")
        first.send(signal: TerminalSignal.terminate.number)
        #expect(try first.waitForExit() == .exited(TerminalSignal.terminate.exitStatus))
        #expect(NotesProgram.hasKeptDraft(in: store))

        let second = try NotesProgram.start(store: store, waitingFor: "A note was kept")
        // `d` asks; Enter does not answer, `n` and Esc say no: the offer and the file stay.
        for no in ["n", "\u{1B}"] {
            second.write("d")
            try second.waitForScreen(containing: "Delete the kept note")
            second.write("\r")
            try second.waitForScreen(containing: "Delete the kept note")
            second.write(no)
            try second.waitForScreen(lacking: "Delete the kept note")
            #expect(second.screen.text.contains("A note was kept"))
            #expect(NotesProgram.hasKeptDraft(in: store))
        }
        // A single Esc on the offer closes it and keeps the draft for the next launch.
        second.write("\u{1B}")
        try second.waitForScreen(containing: "/ Search")
        second.write("q")
        #expect(try second.waitForExit() == .exited(0))
        #expect(NotesProgram.hasKeptDraft(in: store))

        let third = try NotesProgram.start(store: store, waitingFor: "A note was kept")
        third.write("d")
        try third.waitForScreen(containing: "Delete the kept note")
        third.write("y")
        try third.waitForScreen(containing: "/ Search")
        #expect(!NotesProgram.hasKeptDraft(in: store))
        third.write("q")
        #expect(try third.waitForExit() == .exited(0))
    }
}
