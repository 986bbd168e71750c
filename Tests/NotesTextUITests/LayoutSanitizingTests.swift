import Testing

@testable import NotesTextUI

@Suite struct LayoutSanitizingTests {
    @Test func printableTextIsUnchanged() {
        for text in ["Groceries", "Список", "日本語", "👨‍👩‍👧 🇺🇦 e\u{301}", "a\u{200D}b\u{FE0F}", ""] {
            #expect(TextLine.sanitized(text) == text)
            #expect(TextLine.sanitized(text).unicodeScalars.elementsEqual(text.unicodeScalars))
        }
    }

    @Test func everyC0ControlShowsAsItsControlPicture() {
        for value in UInt32(0)...0x1F {
            let control = String(Unicode.Scalar(value)!)
            let picture = String(Unicode.Scalar(0x2400 + value)!)
            #expect(TextLine.sanitized("a" + control + "b") == "a" + picture + "b")
        }
        #expect(TextLine.sanitized("\u{1B}[2J\u{7}") == "␛[2J␇")
        #expect(TextLine.sanitized("a\tb\nc\r\n") == "a␉b␊c␍␊")
        #expect(TextLine.sanitized("\u{0}") == "␀")
    }

    @Test func deleteShowsAsItsControlPicture() {
        #expect(TextLine.sanitized("x\u{7F}") == "x␡")
    }

    @Test func everyC1ControlShowsAsASwiftEscape() {
        for value in UInt32(0x80)...0x9F {
            let control = String(Unicode.Scalar(value)!)
            let escape = "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            #expect(TextLine.sanitized(control) == escape)
        }
        #expect(TextLine.sanitized("\u{9B}31m") == #"\u{9B}31m"#)
    }

    @Test func bidiControlsShowAsSwiftEscapes() {
        #expect(TextLine.sanitized("abc\u{202E}fed") == #"abc\u{202E}fed"#)
        let expected = [
            0x202A: #"\u{202A}"#, 0x202B: #"\u{202B}"#, 0x202C: #"\u{202C}"#, 0x202D: #"\u{202D}"#,
            0x202E: #"\u{202E}"#, 0x2066: #"\u{2066}"#, 0x2067: #"\u{2067}"#, 0x2068: #"\u{2068}"#,
            0x2069: #"\u{2069}"#, 0x200E: #"\u{200E}"#, 0x200F: #"\u{200F}"#, 0x061C: #"\u{61C}"#,
        ]
        for (value, escape) in expected {
            #expect(TextLine.sanitized(String(Unicode.Scalar(UInt32(value))!)) == escape)
        }
    }

    @Test func lineAndParagraphSeparatorsShowAsSwiftEscapes() {
        #expect(TextLine.sanitized("a\u{2028}b\u{2029}c") == #"a\u{2028}b\u{2029}c"#)
    }

    @Test func sanitizedTextHoldsNoControlScalars() {
        let hostile = "\u{1B}]0;title\u{7}\u{9B}2J\u{202E}\u{2067}evil\u{2069}\u{85}\u{2028}\u{7F}日本"
        let clean = TextLine.sanitized(hostile)
        #expect(!clean.unicodeScalars.contains { ControlEscape.isEscaped($0) })
        #expect(clean == #"␛]0;title␇\u{9B}2J\u{202E}\u{2067}evil\u{2069}\u{85}\u{2028}␡日本"#)
    }

    @Test func sanitizingIsIdempotent() {
        let once = TextLine.sanitized("\u{1B}x\u{202E}\u{85}")
        #expect(TextLine.sanitized(once) == once)
    }

    @Test func layoutFunctionsSanitizeUserText() {
        #expect(TextLine.truncated("a\u{1B}b", toWidth: 10) == "a␛b")
        #expect(TextLine.padded("\u{7}", toWidth: 3) == "␇  ")
        #expect(TextLine.wrapped("x\u{202E}y", toWidth: 20) == [#"x\u{202E}y"#])
        #expect(ControlLabel.button("O\u{1B}K").text == "[O␛K]")
        #expect(TitleBar(title: "\u{202E}T").render(width: 12) == #" \u{202E}T  "#)
        #expect(
            Frame(width: 7).render(lines: ["\u{1B}"]).joined(separator: "\n") == """
                ┌─────┐
                │ ␛   │
                └─────┘
                """)
        #expect(ColumnLayout([.fixed(3)]).render(["\u{7F}"], width: 3) == "␡  ")
    }
}
