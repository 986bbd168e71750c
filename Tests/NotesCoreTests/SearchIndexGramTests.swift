import Foundation
import Testing

@testable import NotesCore

/// The index's grams follow scalars, whatever their bytes.
///
/// A letter of three folded bytes is one gram and two adjacent letters another; a query of one or
/// two scalars whose bucket no other key reached is answered by the bitsets alone. Over texts from
/// every width of UTF-8, with enough distinct pairs that buckets are shared, every answer is the
/// reference's.
@Suite struct SearchIndexGramTests {
    /// Scalars of one to four UTF-8 bytes: ASCII (NUL and a control among them), Cyrillic, Greek,
    /// accented Latin, a combining accent, CJK, Hangul and emoji.
    static let alphabet: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = ["\u{0}", "\u{7}", " ", "a", "b", "c", "d", "e", "Z", "1"]
        scalars += (0x430...0x44F).compactMap(Unicode.Scalar.init)  // а…я
        scalars += ["ё", "Ё", "α", "β", "Ω", "é", "ß", "İ", "\u{301}", "中", "文", "한", "🎉", "👍", "\u{1F3FD}"]
        return scalars
    }()

    static func text(_ random: inout SeededRandomNumberGenerator, length: Int) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<length { text.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
        return String(text)
    }

    /// A query: most often a piece of a note's text (so it has hits), else random scalars.
    static func query(_ random: inout SeededRandomNumberGenerator, notes: [Note]) -> String {
        let length = 1 + Int(random.next() % 4)
        guard random.next() % 4 != 0, let note = notes.randomElement(using: &random) else {
            return text(&random, length: length)
        }
        let scalars = Array(note.content.unicodeScalars)
        guard scalars.count > length else { return text(&random, length: length) }
        let start = Int(random.next() % UInt64(scalars.count - length))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<start + length])
        return String(view)
    }

    @Test(arguments: 0..<4)
    func randomTextsEditsAndQueriesMatchTheReference(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 900 + seed)
        var notes = (0..<80).map {
            Note.search($0, title: Self.text(&random, length: 6), content: Self.text(&random, length: 60))
        }
        var index = SearchIndex(notes)
        var removed = Set<Int>()
        var previous: SearchResult?
        var exactAnswers = 0
        for step in 0..<1_500 {
            let position = Int(random.next() % UInt64(notes.count))
            switch random.next() % 8 {
            case 0:
                notes[position].content = Self.text(&random, length: Int(random.next() % 90))
                index.update(notes[position])
                removed.remove(position)
            case 1:
                index.remove(notes[position].id)
                removed.insert(position)
            default:
                let query = Self.query(&random, notes: notes)
                let live = notes.indices.filter { !removed.contains($0) }.map { notes[$0] }
                let result = index.search(SearchQuery(query), refining: previous)
                #expect(
                    Set(result.matchingIDs) == referenceMatches(query, in: live),
                    "step \(step): \(query.unicodeScalars.map { String($0.value, radix: 16) })")
                if index.buckets(ofNeedle: SearchFolding.folded(query)).exact { exactAnswers += 1 }
                previous = result
            }
        }
        // Both kinds of answer were checked: from the bitsets alone and verified.
        #expect(exactAnswers > 50)
        #expect(index.keyOfBucket.contains(SearchIndex.sharedGramBucket))
    }

    @Test func twoGreekLettersAreOneGramNotTheirBytes() {
        // "αγ β": every byte and byte pair of "αβ" (each letter is three folded bytes), not the pair.
        let notes = [Note.search(1, title: "αβ"), Note.search(2, title: "αγ β")]
        let index = SearchIndex(notes)
        let (buckets, exact) = index.buckets(ofNeedle: SearchFolding.folded("αβ"))
        #expect(exact)
        var candidates = index.live
        for word in candidates.words.indices {
            for bucket in buckets {
                candidates.words[word] &= index.grams[word * SearchIndex.bucketCount + bucket]
            }
        }
        #expect(candidates.count == 1)
        #expect(index.search("ΑΒ").matchingIDs == [notes[0].id])
    }

    @Test func oneLetterOfOneByteIsExactWhateverTheHash() {
        let index = SearchIndex([Note.search(1, title: "сад"), Note.search(2, title: "garden")])
        for letter in ["с", "Д", "g", "N"] {
            #expect(index.buckets(ofNeedle: SearchFolding.folded(letter)).exact)
        }
        #expect(index.search("С").matchingIDs == [Note.ID.search(1)])
        #expect(index.search("n").matchingIDs == [Note.ID.search(2)])
    }

    @Test func aQueryOfThreeLettersIsVerified() {
        let index = SearchIndex([Note.search(1, title: "мёд"), Note.search(2, title: "медь")])
        #expect(!index.buckets(ofNeedle: SearchFolding.folded("мед")).exact)
        #expect(Set(index.search("мёд").matchingIDs) == [Note.ID.search(1), Note.ID.search(2)])
        #expect(index.search("медь").matchingIDs == [Note.ID.search(2)])
    }

    /// The loop that indexes a note sets exactly the bits of the grams a query reads
    /// (`forEachGram`), and each hashed bucket remembers its one key, or that it is shared.
    @Test(arguments: 0..<3)
    func indexingSetsTheBitsOfExactlyTheNotesGrams(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 40 + seed)
        let notes = (0..<150).map {
            Note.search(
                $0, title: Self.text(&random, length: Int(random.next() % 8)),
                content: Self.text(&random, length: Int(random.next() % 120)))
        }
        let index = SearchIndex(oneAtATime: notes)
        var keysOfBucket: [Int: Set<UInt64>] = [:]
        for slot in 0..<index.slotCount {
            var expected = Set<Int>()
            let span = index.spans[slot]
            index.blob.withUnsafeBufferPointer { text in
                _ = SearchIndex.forEachGram(
                    in: text, range: span.start..<span.end, byte: { expected.insert($0) },
                    key: { key in
                        expected.insert(SearchIndex.gramBucket(key))
                        keysOfBucket[SearchIndex.gramBucket(key), default: []].insert(key)
                    })
            }
            let set = (0..<SearchIndex.bucketCount).filter { bucket in
                index.grams[(slot >> 6) * SearchIndex.bucketCount + bucket] & (1 << UInt64(slot & 63)) != 0
            }
            #expect(Set(set) == expected, "slot \(slot)")
        }
        for bucket in SearchIndex.firstGramBucket..<SearchIndex.bucketCount {
            let keys = keysOfBucket[bucket] ?? []
            let remembered = index.keyOfBucket[bucket - SearchIndex.firstGramBucket]
            switch keys.count {
            case 0: #expect(remembered == SearchIndex.emptyGramBucket)
            case 1: #expect(remembered == keys.first)
            default: #expect(remembered == SearchIndex.sharedGramBucket)
            }
        }
        #expect(keysOfBucket.values.contains { $0.count == 1 })
        #expect(keysOfBucket.values.contains { $0.count > 1 })
    }
}
