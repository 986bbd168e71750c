import Testing

@testable import NotesTextUI

@Suite struct TextWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(TextWidth.of("Groceries") == 9)
        #expect(TextWidth.of("") == 0)
        #expect(TextWidth.of("Buy milk, 2 eggs & bread!"[...]) == 25)
    }

    @Test func cyrillicAndAccentedLatinAreOneColumnPerLetter() {
        #expect(TextWidth.of("Список покупок") == 14)
        #expect(TextWidth.of("Crème brûlée") == 12)
        #expect(TextWidth.of("ёЁ") == 2)
    }

    @Test func cjkAndFullwidthAreTwoColumns() {
        #expect(TextWidth.of("日本語") == 6)
        #expect(TextWidth.of("한국어") == 6)
        #expect(TextWidth.of("カタカナ") == 8)
        #expect(TextWidth.of("ＡＢ") == 4)
        #expect(TextWidth.of("メモ1") == 5)
    }

    /// As tmux 3.3 draws them on this project's machines: each Devanagari vowel sign that spaces
    /// takes a column (`हिंदी` moves the cursor four columns), a nasal sign on top takes none.
    @Test func indicSpacingMarksTakeAColumnAsTerminalsDrawThem() {
        #expect(TextWidth.of("हिंदी") == 4)
        #expect(TextWidth.of(character: "हिं") == 2)
        #expect(TextWidth.of(character: "ह") == 1)
        #expect(TextWidth.of("ไทย") == 3)
        // Emoji clusters stay two columns.
        #expect(TextWidth.of(character: "👍🏽") == 2)
        #expect(TextWidth.of(character: "❤\u{FE0F}") == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("a\u{308}\u{323}\u{20DD}") == 1)
        #expect(TextWidth.of("\u{301}") == 0)
        #expect(TextWidth.of("й") == 1)
        #expect(TextWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test func zeroWidthCharactersAddNoWidth() {
        #expect(TextWidth.of("a\u{200B}b") == 2)
        #expect(TextWidth.of("a\u{200C}b") == 2)
        #expect(TextWidth.of("a\u{200D}b") == 2)
        #expect(TextWidth.of("\u{FEFF}abc") == 3)
        #expect(TextWidth.of("x\u{FE0E}") == 1)
        #expect(TextWidth.of("\u{2060}") == 0)
    }

    @Test func emojiArePerGraphemeTwoColumns() {
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("📝 Notes") == 8)
        #expect(TextWidth.of("👨‍👩‍👧‍👦") == 2)
        #expect(TextWidth.of("🏳️‍🌈") == 2)
        #expect(TextWidth.of("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == 2)
        #expect(TextWidth.of("👩🏽‍💻") == 2)
    }

    @Test func flagsAreTwoColumnsAndALoneRegionalIndicatorIsOne() {
        #expect(TextWidth.of("🇺🇦") == 2)
        #expect(TextWidth.of("🇯🇵🇫🇷") == 4)
        #expect(TextWidth.of("\u{1F1FA}") == 1)
    }

    @Test func skinToneModifiersJoinTheirBase() {
        #expect(TextWidth.of("👍🏽") == 2)
        #expect(TextWidth.of("👋🏿👋🏻") == 4)
        #expect(TextWidth.of("\u{1F3FD}") == 2)
    }

    @Test func variationSelector16MakesAnEmojiTwoColumns() {
        #expect(TextWidth.of("\u{2764}") == 1)
        #expect(TextWidth.of("\u{2764}\u{FE0F}") == 2)
        #expect(TextWidth.of("1\u{FE0F}\u{20E3}") == 2)
        #expect(TextWidth.of("\u{263A}\u{FE0F} ok") == 5)
        #expect(TextWidth.of("#\u{FE0F}\u{20E3}") == 2)
    }

    @Test func variationSelector16AfterASpaceOrLetterAddsNoWidth() {
        #expect(TextWidth.of(" \u{FE0F}") == 1)
        #expect(TextWidth.of("x\u{FE0F}") == 1)
        #expect(TextWidth.of("\u{FE0F}") == 0)
    }

    @Test func ambiguousWidthCharactersAreNarrow() {
        #expect(TextWidth.of("┌─┐│└┘") == 6)
        #expect(TextWidth.of("…°±") == 3)
    }

    @Test func controlCharactersCountAsTheirEscape() {
        #expect(TextWidth.of("a\u{1B}b") == 3)
        #expect(TextWidth.of("\r\n") == 2)
        #expect(TextWidth.of("\u{85}") == 6)
        #expect(TextWidth.of("\u{202E}") == 8)
        #expect(TextWidth.of("é\u{7}") == 2)
        let samples = ["\u{1B}[31mred", "x\u{202E}y\u{2066}z", "\u{9F}\u{2028}é\t", "日本\u{0}"]
        for sample in samples {
            #expect(
                TextWidth.of(sample) == TextWidth.of(TextLine.sanitized(sample)), "\(sample.debugDescription)"
            )
        }
    }

    @Test func widthOfACharacterNeverSplitsIt() {
        let text = "Zoë 🇺🇦 👨‍👩‍👧 日本"
        #expect(TextWidth.of(text) == text.reduce(0) { $0 + TextWidth.of(character: $1) })
        #expect(TextWidth.of(text) == 14)
    }

    @Test func scalarFastPathAgreesWithClusterRules() {
        let samples = [
            "שָׁלוֹם", "Καλημέρα", "и\u{306}й", "Բարեւ", "か\u{3099}き", "가\u{11A8}", "\u{1100}가",
            "“quoted” — ‘ok’ …", "ＡＢＣ、。", "soft\u{AD}hyphen", "‼\u{FE0F}", "中文 and 한국어",
        ]
        for sample in samples {
            #expect(TextWidth.of(sample) == TextWidth.graphemeWidth(of: sample), "\(sample.debugDescription)")
        }
        #expect(TextWidth.of("\u{1100}가") == 2)
        #expect(TextWidth.of("か\u{3099}き") == 4)
        #expect(TextWidth.of("‼\u{FE0F}") == 2)
    }

    @Test func scalarWidthComesFromTheTable() {
        #expect(TextWidth.of(scalar: "a") == 1)
        #expect(TextWidth.of(scalar: "\u{301}") == 0)
        #expect(TextWidth.of(scalar: "\u{4E00}") == 2)
        #expect(TextWidth.of(scalar: "\u{20000}") == 2)
        #expect(TextWidth.of(scalar: "\u{1F600}") == 2)
        #expect(TextWidth.of(scalar: "\u{FF21}") == 2)
        #expect(TextWidth.of(scalar: "\u{FF61}") == 1)
    }
}
