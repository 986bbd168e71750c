import Testing

@testable import NotesCore

@Suite struct SearchQueryTests {
    @Test func caseAndDiacriticsFoldAway() {
        #expect(SearchQuery("Cafe") == SearchQuery("café"))
        #expect(SearchQuery("CAFÉ") == SearchQuery("cafe"))
        #expect(SearchQuery("naive") == SearchQuery("naïve"))
        #expect(SearchQuery("munchen") == SearchQuery("München"))
    }

    @Test func decomposedInputEqualsPrecomposed() {
        #expect(SearchQuery("e\u{301}") == SearchQuery("é"))
        #expect(SearchQuery("A\u{30A}") == SearchQuery("Å"))
    }

    @Test func cyrillicFoldsCaseAndYo() {
        #expect(SearchQuery("ПРИВЕТ") == SearchQuery("привет"))
        #expect(SearchQuery("елка") == SearchQuery("ёлка"))
        #expect(SearchQuery("ЁЛКА") == SearchQuery("елка"))
    }

    @Test func shortIStaysALetterOfItsOwn() {
        #expect(SearchQuery("мой") != SearchQuery("мои"))
        #expect(SearchQuery("и\u{306}") == SearchQuery("й"))
        #expect(SearchQuery("Й") == SearchQuery("й"))
    }

    @Test func sharpSFoldsToDoubleS() {
        #expect(SearchQuery("Straße") == SearchQuery("STRASSE"))
        #expect(SearchQuery("ẞ") == SearchQuery("ss"))
    }

    @Test func turkishIsFoldWithoutLocale() {
        #expect(SearchQuery("İstanbul") == SearchQuery("istanbul"))
        #expect(SearchQuery("ısı") == SearchQuery("ISI"))
        #expect(SearchQuery("I") == SearchQuery("i"))
    }

    @Test func emojiAreKeptAsTheyAre() {
        #expect(SearchQuery("👍🏽") != SearchQuery("👍🏿"))
        // Scalars above U+FFFF are stored exactly as in UTF-8: nothing folds, nothing is dropped.
        #expect(SearchFolding.folded("🎉👍🏽") == Array("🎉👍🏽".utf8))
        #expect(SearchFolding.folded("❤️").count == 6)
    }

    @Test func onlyMarksIsAnEmptyQuery() {
        #expect(SearchQuery("").isEmpty)
        #expect(SearchQuery("\u{301}\u{308}").isEmpty)
        #expect(!SearchQuery(" ").isEmpty)
    }

    @Test func extendingComparesFoldedForms() {
        #expect(SearchQuery("Café!").extends(SearchQuery("cafe")))
        #expect(SearchQuery("cafe").extends(SearchQuery("")))
        #expect(!SearchQuery("caf").extends(SearchQuery("cafe")))
        #expect(!SearchQuery("tea").extends(SearchQuery("cafe")))
    }
}
