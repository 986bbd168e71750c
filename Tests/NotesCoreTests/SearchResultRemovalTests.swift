import Foundation
import Testing

@testable import NotesCore

/// A result kept through removals answers as a fresh search does, and refines as one.
@Suite struct SearchResultRemovalTests {
    @Test func aResultKeptThroughRemovalsEqualsAFreshSearch() throws {
        var random = SeededRandomNumberGenerator(seed: 77)
        for round in 0..<300 {
            var notes = (0..<Int(random.next() % 80 + 5)).map { number in
                Note.search(
                    number, title: random.text(words: Int(random.next() % 3)),
                    content: random.text(words: Int(random.next() % 12)))
            }
            var index = SearchIndex(notes)
            let query = random.query()
            var result = index.search(query)
            for _ in 0..<Int(random.next() % 4) {
                var removed: [Note.ID] = []
                for _ in 0..<Int(random.next() % 3 + 1) where !notes.isEmpty {
                    let note = notes.remove(at: Int(random.next() % UInt64(notes.count)))
                    index.remove(note.id)
                    removed.append(note.id)
                }
                let kept = try #require(result.removing(removed, in: index), "round \(round)")
                #expect(Set(kept.matchingIDs) == referenceMatches(query, in: notes), "round \(round)")
                let longer = query + random.query()
                #expect(
                    Set(index.search(SearchQuery(longer), refining: kept).matchingIDs)
                        == referenceMatches(longer, in: notes), "round \(round): \(query) → \(longer)")
                result = kept
            }
        }
    }

    @Test func anyOtherChangeMeansSearchingAgain() {
        let notes = (0..<10).map { Note.search($0, title: "garden \($0)") }
        var index = SearchIndex(notes)
        let result = index.search("garden")
        index.remove(notes[0].id)
        var edited = notes[1]
        edited.title = "other"
        index.update(edited)
        #expect(result.removing([notes[0].id], in: index) == nil)
        #expect(result.removing([Note.ID.search(99)], in: SearchIndex(notes)) == nil)
    }

    /// Enough candidates to be checked in several runs at once: the answers are the reference's.
    @Test func manyCandidatesCheckedInRunsMatchTheReference() {
        var random = SeededRandomNumberGenerator(seed: 12)
        let notes = (0..<(SearchIndex.minimumCandidatesForParts * 2 + 100)).map { number in
            Note.search(number, title: random.text(words: 2), content: random.text(words: 6))
        }
        let index = SearchIndex(notes)
        let folded = notes.map(FoldedNote.init)
        var previous: SearchResult?
        for query in ["a", "ab", "aba", "ca", "caf", "café", "ёл", "ёлк", "ПРИ", "привет"] {
            let result = index.search(SearchQuery(query), refining: previous)
            #expect(Set(result.matchingIDs) == referenceMatches(query, in: folded), "\(query)")
            previous = result
        }
    }
}
