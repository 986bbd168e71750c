import Foundation
import NotesCore
import Testing

/// A store written as every earlier release wrote it (`notes.json` alone, replaced whole on each
/// save) opens without loss on disk, and the journal's saves go on from it.
@Suite struct StoreMigrationTests {
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "noteskit-migration-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root.appendingPathComponent("notes"))
    }

    /// The live file system as earlier releases used it: no appending, so every save replaces
    /// `notes.json` through a temporary file.
    private var earlierRelease: FileSystem {
        var files = FileSystem.live
        files.appendFile = nil
        return files
    }

    @Test func aStoreFromAnEarlierReleaseOpensAndTakesJournalSaves() throws {
        try withDirectory { directory in
            var contents = StoreContentsEditor.small(notes: 300)
            contents.notes[7].content = "Line\nwith \"quotes\", ёлка and \u{1}"
            var earlier = NoteStore(
                directory: directory, fileSystem: earlierRelease, clock: { .storeFixture }, makeID: { UUID() }
            )
            _ = try earlier.load()
            try earlier.save(contents)
            earlier.close()
            let journal = directory.appendingPathComponent("notes.journal")
            #expect(!FileManager.default.fileExists(atPath: journal.path))
            let written = try Data(contentsOf: directory.appendingPathComponent("notes.json"))

            var store = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { UUID() })
            #expect(try store.load().storedContents == contents)
            var note = contents.notes.remove(at: 150)
            note.title = "Edited after the upgrade"
            contents.notes.insert(note, at: 0)
            contents.notes.removeLast()
            try store.save(contents)
            store.close()
            #expect(try Data(contentsOf: directory.appendingPathComponent("notes.json")) == written)
            #expect(FileManager.default.fileExists(atPath: journal.path))

            var relaunched = NoteStore(
                directory: directory, fileSystem: .live, clock: { .storeFixture }, makeID: { UUID() })
            #expect(try relaunched.load().storedContents == contents)
            try relaunched.compact()
            relaunched.close()
            // Once compacted, notes.json alone holds everything, in the earlier releases' format.
            var reader = NoteStore(
                directory: directory, fileSystem: earlierRelease, clock: { .storeFixture },
                makeID: { UUID() },
                mode: .readOnly)
            try FileManager.default.removeItem(at: journal)
            #expect(try reader.load().contents == contents)
        }
    }
}
