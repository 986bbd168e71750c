import Foundation
import Testing

@testable import NotesCore

/// An index built in parts on several threads must be the index built one note at a time.
@Suite struct SearchIndexPartsTests {
    static func randomNotes(_ count: Int, seed: UInt64) -> [Note] {
        var random = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { number in
            Note.search(
                number, title: random.text(words: Int(random.next() % 4)),
                content: random.text(words: Int(random.next() % 30)))
        }
    }

    static func expectSame(_ parts: SearchIndex, _ single: SearchIndex) {
        #expect(parts.blob == single.blob)
        #expect(parts.spans.map(\.start) == single.spans.map(\.start))
        #expect(parts.spans.map(\.end) == single.spans.map(\.end))
        #expect(parts.ids == single.ids)
        #expect(parts.slotsByID == single.slotsByID)
        #expect(parts.grams == single.grams)
        #expect(parts.keyOfBucket == single.keyOfBucket)
        #expect(parts.live == single.live)
        #expect(parts.wordCount == single.wordCount)
        #expect(parts.generation == single.generation)
    }

    @Test(arguments: [65, 128, 129, 300, 1_000] as [Int])
    func partsJoinToTheIndexBuiltOneNoteAtATime(count: Int) throws {
        let notes = Self.randomNotes(count, seed: UInt64(count))
        let parts = try #require(SearchIndex.builtInParts(notes))
        Self.expectSame(parts, SearchIndex(oneAtATime: notes))
    }

    @Test func sharedIdsLeaveTheBuildToOneNoteAtATime() {
        var notes = Self.randomNotes(300, seed: 3)
        notes[250].id = notes[10].id
        #expect(SearchIndex.builtInParts(notes) == nil)
        notes = Self.randomNotes(300, seed: 3)
        notes[20].id = notes[10].id
        #expect(SearchIndex.builtInParts(notes) == nil)
        #expect(SearchIndex.builtInParts(Array(notes.prefix(40))) == nil)
    }

    /// Many random corpora and queries, and edits after the build: the joined index answers as
    /// the reference scan does.
    @Test func aJoinedIndexAgreesWithAFieldByFieldScan() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            var notes = Self.randomNotes(200 + Int(seed) * 7, seed: seed)
            var index = try #require(SearchIndex.builtInParts(notes))
            var random = SeededRandomNumberGenerator(seed: seed &* 31)
            for step in 0..<150 {
                if step % 3 == 0 {
                    let position = Int(random.next() % UInt64(notes.count))
                    notes[position].content = random.text(words: Int(random.next() % 20))
                    index.update(notes[position])
                }
                let query = random.query()
                #expect(
                    Set(index.search(query).matchingIDs) == referenceMatches(query, in: notes), "\(query)")
            }
        }
    }
}
