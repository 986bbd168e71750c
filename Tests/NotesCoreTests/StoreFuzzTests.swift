import Foundation
import NotesCore
import Testing

/// Seeded random damage to a valid `notes.json`: loading never traps, never invents entries and
/// never touches the damaged file.
@Suite struct StoreFuzzTests {
    static let fixture = StoreContents.recoveryFixture
    static let bytes = StoreContents.recoveryBytes

    /// Loads `bytes` into a fresh store; nil when the damage produced a version it cannot read.
    private func load(_ bytes: Data) throws -> StoreLoad? {
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(bytes, of: store.notesFile)
        defer { #expect(fileSystem.contents(of: store.notesFile) == bytes) }
        do {
            return try store.load()
        } catch .newerVersion, .unreadableVersion {
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

/// Every single change, insertion or deletion at every byte of a store whose texts hold `]`, `}`,
/// `"`, `\`, nested JSON and control characters: the load returns every entry whose bytes are
/// intact, reports exactly the ones it left out, and keeps the file aside untouched.
///
/// By default three changes per byte; set `NOTESKIT_FUZZ_FULL=1` for all twenty-one.
@Suite struct StoreSingleChangeFuzzTests {
    static let fixture = StoreContents.singleChangeFixture
    static let bytes = Array(StoreContents.singleChangeBytes)
    static let ranges = StoreContents.singleChangeRanges
    static let isFull = ProcessInfo.processInfo.environment["NOTESKIT_FUZZ_FULL"] == "1"

    /// What went wrong with one change, or nil.
    private func failure(after change: SingleChange) -> String? {
        let changed = Data(change.applied(to: Self.bytes))
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(changed, of: store.notesFile)
        let load: StoreLoad
        do {
            load = try store.load()
        } catch .newerVersion, .unreadableVersion {
            return nil
        } catch {
            return "\(change): \(error)"
        }
        guard fileSystem.contents(of: store.notesFile) == changed else { return "\(change): file changed" }
        var dropped: [DroppedEntry] = []
        if case .recovered(let problem) = load.origin {
            guard fileSystem.contents(of: problem.keptAside) == changed else {
                return "\(change): copy differs"
            }
            dropped = problem.droppedEntries
        }
        for (kind, originals, returned, ranges) in [
            (
                DroppedEntry.Kind.note, Self.fixture.notes.map(AnyHashable.init),
                load.contents.notes.map(AnyHashable.init),
                Self.ranges.notes
            ),
            (
                .photo, Self.fixture.photos.map(AnyHashable.init), load.contents.photos.map(AnyHashable.init),
                Self.ranges.photos
            ),
        ] {
            let droppedHere = dropped.filter { $0.kind == kind }
            for (original, range) in zip(originals, ranges) where change.leavesIntact(range) {
                guard returned.contains(original) else { return "\(change): intact \(kind) \(range) lost" }
            }
            guard returned.count + droppedHere.count == originals.count else {
                return
                    "\(change): \(returned.count) \(kind)s returned, \(droppedHere.count) reported: \(droppedHere)"
            }
            let lostIndices = originals.indices.filter { !returned.contains(originals[$0]) }
            let ids = lostIndices.map { index in
                kind == .note
                    ? Self.fixture.notes[index].id.rawValue.uuidString
                    : Self.fixture.photos[index].id.rawValue.uuidString
            }
            for entry in droppedHere {
                guard let rawID = entry.rawID else { continue }
                guard
                    ids.contains(rawID)
                        || !Self.fixture.notes.map(\.id.rawValue.uuidString).contains(rawID)
                            && !Self.fixture.photos.map(\.id.rawValue.uuidString).contains(rawID)
                else { return "\(change): dropped \(entry) names a returned entry" }
            }
        }
        return nil
    }

    @Test func everySingleChangeKeepsTheIntactEntriesAndReportsExactlyTheLostOnes() {
        var failures: [String] = []
        for offset in Self.bytes.indices {
            for change in SingleChange.changes(at: offset, in: Self.bytes, full: Self.isFull) {
                if let failure = failure(after: change) { failures.append(failure) }
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures, first: \(failures.prefix(20).joined(separator: "\n"))")
    }
}
