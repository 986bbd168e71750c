import Testing
import TextSnapshots

@Suite struct InvisibleCharactersTests {
    @Test func marksTrailingSpacesTabsAndCarriageReturns() {
        #expect(InvisibleCharacters.visible("a b  ") == "a b··")
        #expect(InvisibleCharacters.visible("\tx\r") == "→x␍")
    }

    @Test func marksZeroWidthEscapeAndNoBreakSpace() {
        #expect(InvisibleCharacters.visible("a\u{200B}b") == "a<U+200B>b")
        #expect(InvisibleCharacters.visible("\u{1B}[31m") == "␛[31m")
        #expect(InvisibleCharacters.visible("1\u{A0}000") == "1⍽000")
        #expect(InvisibleCharacters.visible("\u{FEFF}x") == "<U+FEFF>x")
    }

    @Test func leavesVisibleTextAlone() {
        let text = "┌─ Заметки ─┐ 中文 👨‍👩‍👧 ❤️"
        #expect(InvisibleCharacters.visible(text) == text)
        #expect(!InvisibleCharacters.contains(in: text))
        #expect(InvisibleCharacters.contains(in: "x "))
    }
}

extension InvisibleCharactersTests {
    @Test func marksAJoinerBetweenLettersButNotInsideAnEmojiSequence() {
        #expect(InvisibleCharacters.visible("a\u{200D}b") == "a<U+200D>b")
        #expect(InvisibleCharacters.visible("👩\u{200D}💻") == "👩\u{200D}💻")
    }
}
