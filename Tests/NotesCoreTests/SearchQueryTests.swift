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
        #expect(SearchQuery(" ").isEmpty)
        #expect(SearchQuery(" \u{301} \"\"").isEmpty)
    }

    @Test func wordsSplitAtWhitespaceAndQuotesKeepPhrases() {
        #expect(SearchQuery.words(of: " bread\tmilk\u{A0}eggs ") == ["bread", "milk", "eggs"])
        #expect(SearchQuery.words(of: "tea \"bread and\" milk") == ["tea", "bread and", "milk"])
        #expect(SearchQuery.words(of: "«и хлеб» “a b” „c") == ["и хлеб", "a b", "c"])
        #expect(SearchQuery("bread  milk") == SearchQuery("BREAD milk "))
        #expect(SearchQuery("bread milk") != SearchQuery("milk bread"))
    }

    @Test func extendingComparesWordByWord() {
        #expect(SearchQuery("bread mi").extends(SearchQuery("bread m")))
        #expect(SearchQuery("bread m").extends(SearchQuery("bread")))
        #expect(SearchQuery("bread ").extends(SearchQuery("bread")))
        #expect(SearchQuery("\"bread mi").extends(SearchQuery("\"bread ")))
        #expect(!SearchQuery("bread").extends(SearchQuery("bread m")))
        #expect(!SearchQuery("bread milk").extends(SearchQuery("brea m")))
        #expect(!SearchQuery("milk bread").extends(SearchQuery("bread")))
    }

    @Test func extendingComparesFoldedForms() {
        #expect(SearchQuery("Café!").extends(SearchQuery("cafe")))
        #expect(SearchQuery("cafe").extends(SearchQuery("")))
        #expect(!SearchQuery("caf").extends(SearchQuery("cafe")))
        #expect(!SearchQuery("tea").extends(SearchQuery("cafe")))
    }
}
