import Foundation
import NotesCore
import Terminal
import Testing

/// The built `notes` program in a pseudo-terminal, typed and pasted text that must neither crash it
/// nor act on the terminal, nor be shared where other users can read it.
@Suite(.serialized) struct NotesProgramTextEndToEndTests {
    static let attack = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31m"

    @Test func charactersThatJoinTheOneBeforeTypedInSearchAndTheEditorDoNotCrashIt() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        // Each scalar is written alone, as a key of its own.
        let joining = "e\u{301}हिंदी👍🏽🇺🇸👨\u{200D}👩\u{200D}👧❤\u{FE0F}1\u{FE0F}\u{20E3}"
        process.write("/")
        for scalar in joining.unicodeScalars { process.write(String(scalar)) }
        process.write("\u{7F}\u{7F}x\u{1B}[Dy")
        try process.waitForScreen(containing: "हिंदी")
        process.write("\u{1B}")
        try process.waitForScreen(containing: "/ Search")
        process.write("nTitle ")
        for scalar in joining.unicodeScalars { process.write(String(scalar)) }
        process.write("\rBody ")
        for scalar in joining.unicodeScalars { process.write(String(scalar)) }
        process.write("\u{7F}z   ")
        try process.waitForScreen(containing: "Body")
        process.write("\u{13}")
        try process.waitForScreen(containing: "Title e\u{301}हिंदी")
        process.write("q")
        #expect(try process.waitForExit() == .exited(0))
        let notes = try NotesProgram.storedText(in: store)
        #expect(notes.contains("Body e\u{301}हिंदी"))
    }

    @Test func aPastedEscapeSequenceIsNeverWrittenLiveOnScreenOrOnExit() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        // A bracketed paste into a new note's title, then Ctrl-O to share and Ctrl-C to quit (which
        // asks first, since the note has changes).
        process.write("n\u{1B}[200~" + Self.attack + "\u{1B}[201~")
        try process.waitForScreen(containing: "␛]0;pwned␇␛[2J␛[31m")
        process.write("\u{0F}")
        try process.waitForScreen(containing: "Shared: saved to")
        process.write("\u{03}")
        try process.waitForScreen(containing: "Quit and lose")
        process.write("y")
        _ = try process.waitForExit()
        let output = process.output
        #expect(output.contains("␛]0;pwned␇␛[2J␛[31m"))
        #expect(!output.contains("\u{1B}]0;"))
        #expect(!output.contains("\u{1B}[2J"))
        #expect(!output.contains("\u{1B}[31m"))
        #expect(!output.contains("\u{7}"))
        // The shared file holds the text as pasted.
        let shared = try FileManager.default.contentsOfDirectory(atPath: store.path)
            .filter { $0.hasPrefix("notes-shared-") }
        #expect(shared.count == 1)
        if let name = shared.first {
            let text = try String(contentsOf: store.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains(Self.attack))
        }
    }

    @Test func aSharedFileIsReadableAndWritableByItsOwnerOnly() throws {
        let store = try NotesProgram.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let process = try NotesProgram.start(store: store)
        process.write("nPrivate\rNot for the other users")
        try process.waitForScreen(containing: "Not for the other users")
        process.write("\u{0F}")
        try process.waitForScreen(containing: "Shared: saved to")
        process.write("\u{03}")
        try process.waitForScreen(containing: "Quit and lose")
        process.write("y")
        _ = try process.waitForExit()
        // In a temporary folder every user can read, as exports are: 0600.
        let names = try FileManager.default.contentsOfDirectory(atPath: store.path)
        let name = try #require(names.first { $0.hasPrefix("notes-shared-") })
        let attributes = try FileManager.default.attributesOfItem(
            atPath: store.appendingPathComponent(name).path)
        let permissions = try #require(attributes[.posixPermissions] as? NSNumber)
        #expect(permissions.intValue & 0o777 == 0o600)
    }
}
