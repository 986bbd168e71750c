import Foundation
import NotesCore
import Testing

/// Garbage inserted at every byte of a saved `notes.json`: the damage report names exactly the
/// entries the load left out, each with its index and its id, and nothing else.
///
/// By default two pieces of garbage per byte (one of ``pieces`` and one random); set
/// `NOTESKIT_FUZZ_FULL=1` for every piece and eight random ones at every byte.
@Suite struct StoreGarbageFuzzTests {
    static let fixture = StoreContents.singleChangeFixture
    static let bytes = Array(StoreContents.singleChangeBytes)
    static let ranges = StoreContents.singleChangeRanges
    static let isFull = ProcessInfo.processInfo.environment["NOTESKIT_FUZZ_FULL"] == "1"

    /// Pieces that end a string, an entry or an array early, escapes that swallow a quote, and
    /// pieces that write keys of the document or the start of an entry (`"photos":[`,
    /// `"},{"color":`), which damage can form as well as any other bytes.
    static let pieces: [[UInt8]] = [
        #""},\}"#, #""}]"#, #""},{"#, #"\""#, #",}"#, #""}}"#, #"]}"#, #"\\""#,
        #""notes":"#, #""photos":["#, #","version":1"#, #"],"photos":["#, #""version":"#,
        #"{"color":"#, #""},{"color":"#, #"{"byteCount":"#, #"}],"photos":[{"byteCount":"#, #""id":""#,
    ].map { Array($0.utf8) }

    /// What random garbage is made of: single bytes with a meaning in JSON, and the keys of the
    /// document and of its entries.
    static let tokens: [[UInt8]] =
        Array(#"]}[{",:\ x0"#.utf8).map { [$0] }
        + [#""notes""#, #""photos""#, #""version""#, #""color""#, #""byteCount""#, #""id""#].map {
            Array($0.utf8)
        }

    /// The bytes of the `"id":"…"` member of each entry, where damage may change the id itself.
    static let idRanges: (notes: [Range<Int>], photos: [Range<Int>]) = {
        func member(_ id: UUID, in range: Range<Int>) -> Range<Int> {
            let needle = Array(#""id":""#.utf8) + Array(id.uuidString.utf8)
            let start = range.lowerBound
            for offset in start..<(range.upperBound - needle.count)
            where Array(bytes[offset..<offset + needle.count]) == needle {
                return offset..<offset + needle.count + 1
            }
            return range
        }
        return (
            zip(fixture.notes, ranges.notes).map { member($0.id.rawValue, in: $1) },
            zip(fixture.photos, ranges.photos).map { member($0.id.rawValue, in: $1) }
        )
    }()

    /// What is wrong with the report after `garbage` is inserted at `offset`, or nil.
    static func failure(inserting garbage: [UInt8], at offset: Int) -> String? {
        var changed = bytes
        changed.insert(contentsOf: garbage, at: offset)
        let data = Data(changed)
        let fileSystem = InMemoryFileSystem()
        var store = NoteStore.fixture(fileSystem)
        fileSystem.setContents(data, of: store.notesFile)
        let change = "\(String(decoding: garbage, as: UTF8.self).debugDescription) at \(offset)"
        let load: StoreLoad
        do {
            load = try store.load()
        } catch .newerVersion, .unreadableVersion {
            return nil
        } catch {
            return "\(change): \(error)"
        }
        var dropped: [DroppedEntry] = []
        if case .recovered(let problem) = load.origin { dropped = problem.droppedEntries }
        let kinds: [(DroppedEntry.Kind, [UUID], [UUID], [Bool], [Range<Int>])] = [
            (
                .note, fixture.notes.map(\.id.rawValue), load.contents.notes.map(\.id.rawValue),
                fixture.notes.map { load.contents.notes.contains($0) }, idRanges.notes
            ),
            (
                .photo, fixture.photos.map(\.id.rawValue), load.contents.photos.map(\.id.rawValue),
                fixture.photos.map { load.contents.photos.contains($0) }, idRanges.photos
            ),
        ]
        for (kind, ids, returnedIDs, isReturnedIntact, idRanges) in kinds {
            // An entry the garbage changed may come back changed, under its own id.
            let lost = ids.indices.filter { !isReturnedIntact[$0] && !returnedIDs.contains(ids[$0]) }
            let reported = dropped.filter { $0.kind == kind }
            guard reported.map(\.index) == lost else {
                return "\(change): \(kind)s lost \(lost), reported \(reported)"
            }
            for entry in reported {
                let isIDDamaged =
                    offset > idRanges[entry.index].lowerBound && offset < idRanges[entry.index].upperBound
                guard isIDDamaged || entry.rawID == ids[entry.index].uuidString else {
                    return "\(change): \(entry) does not name \(kind) \(entry.index)'s id \(ids[entry.index])"
                }
            }
        }
        return nil
    }

    @Test func garbageInsertedAtEveryByteIsReportedAsExactlyTheLostEntriesWithTheirIDs() {
        var generator = SeededRandomNumberGenerator(seed: 19)
        var failures: [String] = []
        var insertions = 0
        for offset in Self.bytes.indices {
            var garbage = Self.isFull ? Self.pieces : [Self.pieces[offset % Self.pieces.count]]
            for _ in 0..<(Self.isFull ? 8 : 1) {
                let length = Int.random(in: 2...6, using: &generator)
                garbage.append((0..<length).flatMap { _ in Self.tokens.randomElement(using: &generator)! })
            }
            for piece in garbage {
                insertions += 1
                if let failure = Self.failure(inserting: piece, at: offset) { failures.append(failure) }
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) failures in \(insertions) insertions, first: \(failures.prefix(40).joined(separator: "\n"))"
        )
    }

    @Test func aNoteWhoseContentEndsEarlyIsReportedOnceUnderItsOwnID() throws {
        let range = Self.ranges.notes[3]
        let content = try #require(
            Self.bytes[range].indices.first { Array(Self.bytes[$0..<$0 + 11]) == Array(#""content":""#.utf8) }
        )
        #expect(Self.failure(inserting: Array(#""},\}"#.utf8), at: content + 13) == nil)
    }

    /// Insertions the full sweep found reported wrongly, each checked by every run.
    static let foundInFullSweeps: [(garbage: String, offset: Int)] = [
        // A key of the document inside an entry's id: the scan stops there.
        (#""version":"#, 100), (#""version":"#, 692), (#""version":"#, 1856),
        // An id damaged into another entry's id (`…90x` reads as …900).
        (#"x"byteCount"]"#, 548), (#"0"version"["byteCount""#, 732),
        // A stray string element in a valid document.
        (#""notes","#, 624),
        // A second `photos` array opened inside a photo, and one before the version.
        (#"}],"photos":[{"byteCount":"#, 2035), (#"}],"photos":[{"byteCount":"#, 2353),
        (#""photos":["#, 2563), (#"}],"photos":[{"byteCount":"#, 0),
    ]

    @Test func insertionsThatFullSweepsFoundAreReportedAsExactlyTheLostEntries() {
        for (garbage, offset) in Self.foundInFullSweeps {
            #expect(Self.failure(inserting: Array(garbage.utf8), at: offset) == nil)
        }
    }
}
