import Testing

@testable import NotesCore

@Suite struct SearchRefinementTests {
    @Test func theFirstQueryScansAllNotes() {
        var refinement = SearchRefinement()
        #expect(refinement.next(SearchQuery("d"), generation: 0) == .allNotes)
    }

    @Test func anEmptyQueryScansNothing() {
        var refinement = SearchRefinement()
        #expect(refinement.next(SearchQuery(""), generation: 0) == .everything)
        #expect(refinement.next(SearchQuery("d"), generation: 0) == .allNotes)
    }

    @Test func typingOnRefinesThePreviousHits() {
        var refinement = SearchRefinement()
        _ = refinement.next(SearchQuery("Do"), generation: 3)
        #expect(refinement.next(SearchQuery("doc"), generation: 3) == .previousHits)
        #expect(refinement.next(SearchQuery("DOCÚ"), generation: 3) == .previousHits)
    }

    @Test func deletingOrReplacingScansAllNotes() {
        var refinement = SearchRefinement()
        _ = refinement.next(SearchQuery("doc"), generation: 0)
        #expect(refinement.next(SearchQuery("do"), generation: 0) == .allNotes)
        #expect(refinement.next(SearchQuery("tea"), generation: 0) == .allNotes)
    }

    @Test func aChangedIndexScansAllNotes() {
        var refinement = SearchRefinement()
        _ = refinement.next(SearchQuery("do"), generation: 0)
        #expect(refinement.next(SearchQuery("doc"), generation: 1) == .allNotes)
        #expect(refinement.next(SearchQuery("docu"), generation: 1) == .previousHits)
    }

    @Test func resetForgetsThePreviousQuery() {
        var refinement = SearchRefinement()
        _ = refinement.next(SearchQuery("do"), generation: 0)
        refinement.reset()
        #expect(refinement.last == nil)
        #expect(refinement.next(SearchQuery("doc"), generation: 0) == .allNotes)
    }

    @Test func aRefinedSearchEqualsAFreshSearch() {
        var random = SeededRandomNumberGenerator(seed: 11)
        var notes = (0..<200).map {
            Note.search($0, title: random.text(words: 2), content: random.text(words: 30))
        }
        var index = SearchIndex(notes)
        var folded = notes.map(FoldedNote.init)
        var previous: SearchResult?
        var typed = ""
        for step in 0..<1_000 {
            switch random.next() % 10 {
            case 0: typed = ""
            case 1: typed = String(typed.dropLast())
            case 2:
                let position = Int(random.next() % UInt64(notes.count))
                notes[position].title = random.text(words: 2)
                index.update(notes[position])
                folded[position] = FoldedNote(notes[position])
            default: typed += random.query()
            }
            if typed.count > 12 { typed = random.query() }
            let refined = index.search(SearchQuery(typed), refining: previous)
            let fresh = index.search(SearchQuery(typed))
            #expect(Set(refined.matchingIDs) == Set(fresh.matchingIDs), "step \(step): \(typed)")
            #expect(Set(fresh.matchingIDs) == referenceMatches(typed, in: folded), "step \(step): \(typed)")
            previous = refined
        }
    }

    /// Typing one character at a time, each search refining the last (which searches on from where
    /// the shorter query first matched), deleting and editing notes in between: always the
    /// reference's answer.
    @Test(arguments: 0..<4)
    func typingCharacterByCharacterEqualsTheReference(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 100 + seed)
        var notes = (0..<120).map {
            Note.search($0, title: random.text(words: 2), content: random.text(words: 25))
        }
        var index = SearchIndex(notes)
        var folded = notes.map(FoldedNote.init)
        var previous: SearchResult?
        var typed = ""
        var target = random.query() + random.query()
        for step in 0..<1_500 {
            switch random.next() % 12 {
            case 0: typed = ""
            case 1, 2: typed = String(typed.dropLast())
            case 3:
                let position = Int(random.next() % UInt64(notes.count))
                notes[position].content = random.text(words: Int(random.next() % 30))
                index.update(notes[position])
                folded[position] = FoldedNote(notes[position])
            default:
                if !target.hasPrefix(typed) || typed.count == target.count {
                    target = random.query() + random.query()
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
