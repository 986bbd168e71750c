import Foundation
import NotesCore
import Testing

/// A failure at every file-system operation of a compacting save, followed by further saves: no
/// save that returned is lost, whichever step failed.
@Suite struct StoreJournalCompactionFailureTests {
    /// The operations a compaction performs, as recorded on a run without failures.
    private func compactionOperations() throws -> [InMemoryFileSystem.Record] {
        let (fileSystem, store, _) = try prepared()
        let start = fileSystem.records.count
        try store.compact()
        return Array(fileSystem.records.dropFirst(start))
    }

    /// A store with a few saves in its journal, and the contents they saved.
    private func prepared() throws -> (InMemoryFileSystem, NoteStore, StoreContents) {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem, journal: true)
        _ = try store.load()
        var contents = StoreContentsEditor.small(notes: 5)
        try store.save(contents)
        var editor = StoreContentsEditor(seed: 61)
        for _ in 0..<4 {
            editor.edit(&contents, allowRepeatedIDs: false)
            try store.save(contents)
        }
        return (fileSystem, store, contents)
    }

    @Test func aFailureAtEveryOperationOfACompactionLosesNoLaterSave() throws {
        let operations = try compactionOperations()
        #expect(operations.count >= 6)
        var failures: [String] = []
        for (index, operation) in operations.enumerated() {
            for followedBy in [1, 3] {
                let (fileSystem, store, saved) = try prepared()
                var contents = saved
                fileSystem.failNext(operation.operation, pathSuffix: operation.path)
                do {
                    try store.compact()
                } catch {}
                var editor = StoreContentsEditor(seed: UInt64(index * 10 + followedBy))
                for _ in 0..<followedBy {
                    // The user undoes what the last edit did, or edits further.
                    editor.edit(&contents, allowRepeatedIDs: false)
                    try store.save(contents)
                }
                var closing = store
                closing.close()
                var relaunched = NoteStore.fixture(fileSystem, journal: true)
                if try relaunched.load().storedContents != contents {
                    failures.append("\(operation.operation) \(operation.path), then \(followedBy) saves")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aFailedFolderFlushAfterTheRenameThenAnUndoReadsBackTheUndo() throws {
        let (fileSystem, store, saved) = try prepared()
        var removed = saved
        let note = removed.notes.remove(at: 0)
        removed.notes[0].title = "Edited"
        fileSystem.failNext(.synchronize, pathSuffix: "/stores/notes")
        // A save that compacts (a repeated id makes it write notes.json whole) and fails after
        // its rename.
        var twice = removed
        twice.notes.append(twice.notes[0])
        #expect(throws: StoreError.self) { try store.save(twice) }
        var undone = removed
        undone.notes.insert(note, at: 0)
        undone.notes[1] = saved.notes[1]
        try store.save(undone)
        var closing = store
        closing.close()
        var relaunched = NoteStore.fixture(fileSystem, journal: true)
        #expect(try relaunched.load().storedContents == undone)
    }
}
