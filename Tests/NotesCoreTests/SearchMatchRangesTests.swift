import Foundation
import Testing

@testable import NotesCore

@Suite struct SearchMatchRangesTests {
    /// The matched text of each range in `field`.
    func matched(_ query: String, in note: Note, _ field: KeyPath<Note, String>) -> [String] {
        let ranges = SearchIndex([note]).search(query).ranges(in: note)
        let list = field == \Note.title ? ranges.title : ranges.content
        return list.map { String(note[keyPath: field][$0]) }
    }

    @Test func rangesCoverTheOriginalComposedText() {
        #expect(matched("cafe", in: .cafe, \.title) == ["Café"])
        #expect(matched("É", in: .cafe, \.title) == ["é"])
    }

    @Test func rangesCoverWholeDecomposedCharacters() {
        #expect(matched("café", in: .decomposed, \.title) == ["Cafe\u{301}"])
        #expect(matched("e", in: .decomposed, \.title) == ["e\u{301}"])
    }

    @Test func rangesMapMultiByteText() {
        #expect(matched("ЕЛК", in: .yolka, \.content) == ["ёлк", "ёлк"])
        #expect(matched("привет", in: .greeting, \.title) == ["ПРИВЕТ"])
    }

    @Test func oneCharacterThatFoldsToTwoIsOneRange() {
        #expect(matched("s", in: .strasse, \.title) == ["S", "ß"])
        #expect(matched("ss", in: .strasse, \.content) == ["ß"])
    }

    @Test func emojiRangesAreWholeGraphemes() {
        #expect(matched("👍🏽", in: .party, \.content) == ["👍🏽"])
        #expect(matched("🎉", in: .party, \.title) == ["🎉"])
    }

    @Test func rangesConvertToUTF16ForUIKit() throws {
        let note = Note.search(8, title: "🎉 Café")
        let range = try #require(SearchIndex([note]).search("cafe").ranges(in: note).title.first)
        #expect(NSRange(range, in: note.title) == NSRange(location: 3, length: 4))
    }

    @Test func occurrencesAreInOrderAndDoNotOverlap() {
        let note = Note.search(9, title: "", content: "aaaa")
        #expect(SearchIndex([note]).search("aa").ranges(in: note).content.count == 2)
        #expect(matched("aba", in: Note.search(10, title: "ababa"), \.title) == ["aba"])
    }

    @Test func anEmptyQueryOrAMissHasNoRanges() {
        #expect(SearchIndex([Note.cafe]).search("").ranges(in: .cafe).isEmpty)
        #expect(SearchIndex([Note.cafe]).search("tea").ranges(in: .cafe).isEmpty)
    }
}
