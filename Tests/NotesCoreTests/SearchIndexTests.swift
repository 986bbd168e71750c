import Testing

@testable import NotesCore

@Suite struct SearchIndexTests {
    let index = SearchIndex(Note.searchFixtures)

    @Test func findsFoldedTextInTitleAndContent() {
        #expect(Set(index.search("Cafe").matchingIDs) == [Note.cafe.id, Note.decomposed.id])
        #expect(Set(index.search("ЕЛК").matchingIDs) == [Note.yolka.id])
        #expect(Set(index.search("привет").matchingIDs) == [Note.greeting.id])
        #expect(Set(index.search("STRASSE").matchingIDs) == [Note.strasse.id])
        #expect(Set(index.search("🎂").matchingIDs) == [Note.party.id])
        #expect(index.search("counter").contains(Note.cafe.id))
    }

    @Test func aMatchNeverSpansTitleAndContent() {
        // "…lait" + "Order…": the end of the title and the start of the content are separate fields.
        #expect(index.search("laitorder").count == 0)
        #expect(index.search("\"lait order\"").count == 0)
    }

    @Test func shortNotesAtTheEndOfTheBufferCompareEveryByte() {
        // Too short for the 16-byte step, so the byte-by-byte tail decides.
        // Every byte and byte pair of "can" occurs, but not "can" itself.
        let index = SearchIndex([Note.search(1, title: "ca an"), Note.search(2, title: "scan")])
        #expect(Set(index.search("can").matchingIDs) == [Note.ID.search(2)])
        #expect(Set(index.search("\"ca a\"").matchingIDs) == [Note.ID.search(1)])
    }

    @Test func emptyQueryMatchesEveryNote() {
        let result = index.search("")
        #expect(result.count == Note.searchFixtures.count)
        #expect(Note.searchFixtures.allSatisfy { result.contains($0.id) })
    }

    @Test func missesMatchNothing() {
        #expect(index.search("q").count == 0)
        #expect(index.search("щебетать").count == 0)
    }

    @Test func filterKeepsTheCallersOrder() {
        let order = Note.searchFixtures.reversed().map(\.id) + [Note.ID.search(99)]
        #expect(
            index.search("e").filter(order)
                == order.filter { id in
                    [Note.party.id, Note.strasse.id, Note.decomposed.id, Note.cafe.id].contains(id)
                })
    }

    @Test func aResolvedOrderFiltersLikeIds() {
        var index = self.index
        let ids = Note.searchFixtures.reversed().map(\.id) + [Note.ID.search(99)]
        let order = index.order(ids)
        #expect(index.search("e").filter(order: order) == index.search("e").filter(ids))
        // Slots change under the order: the removed note's slot goes to a new one.
        index.remove(Note.cafe.id)
        index.update(Note.search(99, title: "Crème"))
        let result = index.search("e")
        #expect(result.filter(order: order) == result.filter(ids))
        #expect(result.filter(order: order).contains(Note.ID.search(99)))
        #expect(!result.filter(order: order).contains(Note.cafe.id))
    }

    @Test func unknownNotesNeverMatch() {
        #expect(!index.search("").contains(Note.ID.search(99)))
    }

    @Test func updateReplacesWhatANoteMatches() {
        var index = self.index
        let generation = index.generation
        var edited = Note.cafe
        edited.title = "Tea"
        index.update(edited)
        #expect(index.generation > generation)
        #expect(index.count == Note.searchFixtures.count)
        #expect(!index.search("lait").contains(Note.cafe.id))
        #expect(index.search("TEA").contains(Note.cafe.id))
        #expect(index.search("counter").contains(Note.cafe.id))
    }

    @Test func removeForgetsANoteAndItsSlotIsReused() {
        var index = self.index
        index.remove(Note.cafe.id)
        index.remove(Note.ID.search(99))
        #expect(index.count == Note.searchFixtures.count - 1)
        #expect(!index.contains(Note.cafe.id))
        #expect(Set(index.search("cafe").matchingIDs) == [Note.decomposed.id])
        index.update(Note.search(7, title: "Latte"))
        #expect(Set(index.search("latte").matchingIDs) == [Note.ID.search(7)])
        #expect(index.search("").count == Note.searchFixtures.count)
    }

    @Test func resultsAreSnapshots() {
        var index = self.index
        let before = index.search("cafe")
        index.remove(Note.cafe.id)
        #expect(before.contains(Note.cafe.id))
        #expect(!index.search("cafe").contains(Note.cafe.id))
    }

    @Test func agreesWithAFieldByFieldScanOverRandomNotes() {
        var random = SeededRandomNumberGenerator(seed: 4)
        let notes = (0..<300).map { number in
            Note.search(
                number, title: random.text(words: Int(random.next() % 4)),
                content: random.text(words: Int(random.next() % 40)))
        }
        let index = SearchIndex(notes)
        for _ in 0..<200 {
            let query = random.query()
            #expect(Set(index.search(query).matchingIDs) == referenceMatches(query, in: notes), "\(query)")
        }
    }

    @Test func manyEditsStayCorrectThroughCompaction() {
        var random = SeededRandomNumberGenerator(seed: 7)
        var notes = (0..<50).map {
            Note.search($0, title: random.text(words: 3), content: random.text(words: 80))
        }
        var index = SearchIndex(notes)
        for _ in 0..<2_000 {
            let position = Int(random.next() % UInt64(notes.count))
            notes[position].content = random.text(words: Int(random.next() % 80))
            index.update(notes[position])
        }
        #expect(index.garbage < index.blob.count)
        for _ in 0..<100 {
            let query = random.query()
            #expect(Set(index.search(query).matchingIDs) == referenceMatches(query, in: notes), "\(query)")
        }
    }
}
