import Foundation
import NotesCore
import Testing

/// Seeded random damage to a valid `notes.json`: loading never traps, never invents entries and
/// never touches the damaged file.
@Suite struct StoreFuzzTests {
    static let fixture = StoreContents.recoveryFixture
    static let bytes = StoreContents.recoveryBytes

    /// Loads `bytes` into a fresh store; nil when the damage produced a newer version number.
    private func load(_ bytes: Data) throws -> StoreLoad? {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(bytes, of: store.notesFile)
        defer { #expect(fileSystem.contents(of: store.notesFile) == bytes) }
        do {
            return try store.load()
        } catch .newerVersion {
            return nil
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomTruncationsRecoverExactlyTheCompleteEntries(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let ranges = StoreContents.recoveryRanges
        for _ in 0..<150 {
            let length = Int.random(in: 0..<Self.bytes.count, using: &generator)
            let load = try #require(try load(Self.bytes.prefix(length)))
            #expect(load.contents == Self.fixture.completeEntries(before: length, ranges: ranges))
        }
    }

    /// A flipped byte inside a string (a title, say) still reads as an entry with that changed
    /// text, so each flip may change at most one recovered entry; every other one must equal an
    /// original, and there are never more entries than in the original.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomByteFlipsNeverInventEntries(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var recoveredSome = 0
        for _ in 0..<150 {
            var bytes = Array(Self.bytes)
            let flips = Int.random(in: 1...3, using: &generator)
            for _ in 0..<flips {
                let offset = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[offset] ^= UInt8.random(in: 1...255, using: &generator)
            }
            guard let load = try load(Data(bytes)) else { continue }
            let notes = load.contents.notes
            let photos = load.contents.photos
            #expect(notes.count <= Self.fixture.notes.count)
            #expect(photos.count <= Self.fixture.photos.count)
            let changedNotes = notes.filter { !Self.fixture.notes.contains($0) }.count
            let changedPhotos = photos.filter { !Self.fixture.photos.contains($0) }.count
            #expect(changedNotes + changedPhotos <= flips)
            if !notes.isEmpty { recoveredSome += 1 }
        }
        #expect(recoveredSome > 0)
    }

    @Test(arguments: [21, 22] as [UInt64])
    func randomBytesRecoverNothing(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for round in 0..<150 {
            let count = Int.random(in: 0...600, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if round.isMultiple(of: 2) { bytes = Array(#"{"notes":["#.utf8) + bytes }
            let load = try #require(try load(Data(bytes)))
            #expect(load.contents == StoreContents())
        }
    }
}
