import Foundation
import NotesCore
import Testing

@testable import NotesTerminal

/// What the app ends without saving is kept whole in a new file of the first folder that takes it,
/// readable by the user only, and nothing is overwritten or left half written.
@Suite struct UnsavedNotesFileTests {
    let state = URL(fileURLWithPath: "/home/u/.local/state/notes")
    let temporary = URL(fileURLWithPath: "/tmp")
    /// 29 November 2026, 02:47:52 UTC.
    let date = Date(timeIntervalSince1970: 1_795_920_472)
    let text = "notes: 1 note was not saved; its text follows:\n\nПлан 📝\n\nline\u{1B}[2J\tend\n"

    func file(_ disk: InMemoryFileSystem, timeZone: TimeZone = .gmt) -> UnsavedNotesFile {
        UnsavedNotesFile(
            folders: [state, temporary], fileSystem: disk.fileSystem, date: date, timeZone: timeZone)
    }

    @Test func theTextIsKeptAsTypedInTheStateFolderReadableByTheUserOnly() throws {
        let disk = InMemoryFileSystem()
        let kept = try #require(file(disk).keep(text))
        #expect(kept == state.appendingPathComponent("unsaved-notes-2026-11-29-024752.txt"))
        #expect(disk.contents(of: kept) == Data(text.utf8))
        #expect(disk.permissions(of: kept) == 0o600)
    }

    @Test func theNameIsTheDateInTheDevicesTimeZone() throws {
        let disk = InMemoryFileSystem()
        let moscow = try #require(TimeZone(identifier: "Europe/Moscow"))
        let kept = try #require(file(disk, timeZone: moscow).keep(text))
        #expect(kept.lastPathComponent == "unsaved-notes-2026-11-29-054752.txt")
    }

    @Test func aFileOfTheSameNameIsNeverOverwritten() throws {
        let disk = InMemoryFileSystem()
        let earlier = state.appendingPathComponent("unsaved-notes-2026-11-29-024752.txt")
        disk.setContents(Data("kept before".utf8), of: earlier)
        let kept = try #require(file(disk).keep(text))
        #expect(kept.lastPathComponent == "unsaved-notes-2026-11-29-024752-2.txt")
        #expect(disk.contents(of: earlier) == Data("kept before".utf8))
        #expect(disk.contents(of: kept) == Data(text.utf8))
    }

    @Test func aStateFolderThatCannotBeWrittenLeavesItToTheTemporaryFolder() throws {
        let disk = InMemoryFileSystem()
        disk.denyAccess(to: state)
        let kept = try #require(file(disk).keep(text))
        #expect(kept.deletingLastPathComponent() == temporary)
        #expect(disk.contents(of: kept) == Data(text.utf8))
    }

    @Test func aWriteCutShortIsRemovedAndTheNextFolderTried() throws {
        let disk = InMemoryFileSystem()
        disk.failNext(.write, pathSuffix: ".txt", keepingBytes: 10)
        let kept = try #require(file(disk).keep(text))
        #expect(kept.deletingLastPathComponent() == temporary)
        #expect(disk.contents(of: state.appendingPathComponent(kept.lastPathComponent)) == nil)
        #expect(disk.contents(of: kept) == Data(text.utf8))
    }

    @Test func aFullDiskKeepsNoFileAndLeavesNoPartOfOne() {
        let disk = InMemoryFileSystem()
        disk.limitCapacity(to: 20)
        #expect(file(disk).keep(text) == nil)
        #expect(disk.usedBytes == 0)
    }

    @Test func aFailedSynchronizationDoesNotCountAsKept() throws {
        let disk = InMemoryFileSystem()
        disk.failNext(.synchronize, pathSuffix: ".txt")
        let kept = try #require(file(disk).keep(text))
        #expect(kept.deletingLastPathComponent() == temporary)
        #expect(disk.contents(of: state.appendingPathComponent(kept.lastPathComponent)) == nil)
    }
}
