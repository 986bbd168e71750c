import Testing

@testable import NotesCore

/// A query of several words finds the notes that hold every word, in any order, each in the title
/// or the content; a quoted phrase is one word.
@Suite struct SearchWordsTests {
    static let groceries = Note.search(10, title: "Groceries", content: "Milk, eggs\nWhole-grain bread")
    static let bakery = Note.search(11, title: "Bakery", content: "Bread and butter")
    static let shopping = Note.search(12, title: "Молоко и хлеб", content: "Купить к завтраку")
    static let notes = [groceries, bakery, shopping, Note.cafe, Note.party]
    let index = SearchIndex(SearchWordsTests.notes)

    func found(_ query: String) -> Set<Note.ID> { Set(index.search(query).matchingIDs) }

    @Test func everyWordMustOccurInAnyOrder() {
        #expect(found("bread milk") == [Self.groceries.id])
        #expect(found("milk bread") == [Self.groceries.id])
        #expect(found("BREAD") == [Self.groceries.id, Self.bakery.id])
        #expect(found("bread milk butter").isEmpty)
    }

    @Test func wordsMayBeSplitBetweenTitleAndContent() {
        #expect(found("lait counter") == [Note.cafe.id])
        #expect(found("хлеб завтрак") == [Self.shopping.id])
        #expect(found("ХЛЕБ МОЛОКО") == [Self.shopping.id])
    }

    @Test func wordsFoldAsAWholeQueryDoes() {
        #expect(found("cafe ORDER") == [Note.cafe.id])
        #expect(found("🎂 👍🏽") == [Note.party.id])
        #expect(found("🎂 👍🏿").isEmpty)
    }

    @Test func aQuotedPhraseIsOneWord() {
        #expect(found("\"bread and\"") == [Self.bakery.id])
        #expect(found("\"and bread\"").isEmpty)
        #expect(found("«и хлеб»") == [Self.shopping.id])
        #expect(found("“eggs whole”").isEmpty)
        #expect(found("\"eggs\nwhole\"") == [Self.groceries.id])
        // An unclosed quote runs to the end.
        #expect(found("butter \"bread an") == [Self.bakery.id])
    }

    @Test func spacesAloneMatchEveryNote() {
        #expect(index.search("   ").count == Self.notes.count)
        #expect(index.search("\t\u{A0}").count == Self.notes.count)
    }

    @Test func rangesCoverEveryWord() throws {
        let ranges = index.search("bread MILK").ranges(in: Self.groceries)
        let content = Self.groceries.content
        #expect(ranges.content.map { String(content[$0]) } == ["Milk", "bread"])
        let overlapping = index.search("bre read").ranges(in: Self.bakery)
        #expect(overlapping.content.map { String(Self.bakery.content[$0]) } == ["Bread"])
    }

    /// Thousands of random note sets and queries of one to three words, some with a quoted phrase,
    /// over Latin, Cyrillic, accented, decomposed and emoji words: always the plain reference's
    /// answer, with and without refining the previous result.
    @Test(arguments: 0..<8)
    func agreesWithThePlainReference(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 900 + seed)
        for _ in 0..<25 {
            let notes = (0..<Int(1 + random.next() % 80)).map { number in
                Note.search(
                    number, title: random.text(words: Int(random.next() % 4)),
                    content: random.text(words: Int(random.next() % 30)))
            }
            let folded = notes.map(FoldedNote.init)
            let index = SearchIndex(notes)
            var previous: SearchResult?
            for _ in 0..<20 {
                let query = random.wordsQuery()
                let fresh = index.search(SearchQuery(query))
                #expect(Set(fresh.matchingIDs) == referenceMatches(query, in: folded), "\(query)")
                let refined = index.search(SearchQuery(query), refining: previous)
                #expect(Set(refined.matchingIDs) == Set(fresh.matchingIDs), "\(query)")
                previous = refined
            }
        }
    }

    /// Typing several words one character at a time, spaces and quotes included, deleting and
    /// editing notes in between, each search refining the last: always the reference's answer.
    @Test(arguments: 0..<4)
    func typingWordsCharacterByCharacterEqualsTheReference(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 300 + seed)
        var notes = (0..<120).map {
            Note.search($0, title: random.text(words: 2), content: random.text(words: 25))
        }
        var index = SearchIndex(notes)
        var folded = notes.map(FoldedNote.init)
        var previous: SearchResult?
        var typed = ""
        var target = random.wordsQuery()
        for step in 0..<2_000 {
            switch random.next() % 14 {
            case 0: typed = ""
            case 1, 2: typed = String(typed.dropLast())
            case 3:
                let position = Int(random.next() % UInt64(notes.count))
                notes[position].content = random.text(words: Int(random.next() % 30))
                index.update(notes[position])
                folded[position] = FoldedNote(notes[position])
            default:
                if !target.hasPrefix(typed) || typed.count == target.count {
                    target = random.wordsQuery()
                    typed = ""
                }
                typed = String(target.prefix(typed.count + 1))
            }
            let refined = index.search(SearchQuery(typed), refining: previous)
            #expect(Set(refined.matchingIDs) == referenceMatches(typed, in: folded), "step \(step): \(typed)")
            previous = refined
        }
    }
}
