import Testing
import TextSnapshots

@Suite struct CanonicalTextTests {
    @Test func composesToNFC() {
        #expect(CanonicalText.bytes(of: "e\u{301}") == Array("\u{E9}\n".utf8))
    }

    @Test func turnsCRLFIntoLFButKeepsLoneCarriageReturns() {
        #expect(CanonicalText.bytes(of: "a\r\nb\rc") == Array("a\nb\rc\n".utf8))
    }

    @Test func endsWithExactlyOneNewline() {
        #expect(CanonicalText.bytes(of: "a") == Array("a\n".utf8))
        #expect(CanonicalText.bytes(of: "a\n") == Array("a\n".utf8))
        #expect(CanonicalText.bytes(of: "") == Array("\n".utf8))
        #expect(CanonicalText.bytes(of: "a\n\n") == Array("a\n".utf8))
        #expect(CanonicalText.bytes(of: "a\r\n\r\n\n") == Array("a\n".utf8))
        #expect(CanonicalText.bytes(of: "\n\n") == Array("\n".utf8))
    }

    /// Trailing blank lines are not kept (exactly one final newline); blank lines between lines are.
    @Test func keepsTrailingWhitespaceAndInnerBlankLinesButNotTrailingBlankLines() {
        #expect(CanonicalText.bytes(of: "a  \n\n\tb \n\n") == Array("a  \n\n\tb \n".utf8))
    }

    @Test func dropsEveryCarriageReturnBeforeALineFeedOrAtTheEnd() {
        #expect(CanonicalText.bytes(of: "a\r\r\nb\r") == Array("a\nb\n".utf8))
    }

    @Test func escapesALeadingByteOrderMarkCharacterOnly() {
        #expect(CanonicalText.bytes(of: "\u{FEFF}a\u{FEFF}") == Array("<U+FEFF>a\u{FEFF}\n".utf8))
        #expect(CanonicalText.escapedByteOrderMark == "<U+FEFF>")
    }

    @Test(arguments: [
        "", "\u{FEFF}", "\u{FEFF}\u{338}x", "a\r", "a\r\r\n", "\r\n\r\n", "e\u{301}\n\n", "\t \n\n x\r y",
    ])
    func canonicalBytesAlwaysPassInspection(text: String) throws {
        let bytes = CanonicalText.bytes(of: text)
        let inspected = try #require(CanonicalText.inspect(bytes))
        #expect(inspected.form == nil)
        #expect(CanonicalText.bytes(of: inspected.text) == bytes)
    }

    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF] + Array("a\n".utf8), NonCanonicalForm.byteOrderMark),
        (Array("a\r\nb\r\n".utf8), .crlfLineEnds),
        (Array("e\u{301}\n".utf8), .notNFC),
        (Array("a".utf8), .missingFinalNewline),
        ([], .missingFinalNewline),
        (Array("a\n\n".utf8), .extraFinalNewlines),
        (Array("\n\n".utf8), .extraFinalNewlines),
    ])
    func inspectionNamesTheNonCanonicalForm(bytes: [UInt8], form: NonCanonicalForm) {
        #expect(CanonicalText.inspect(bytes)?.form == form)
    }

    @Test func inspectionAcceptsCanonicalBytesAndRejectsInvalidUTF8() throws {
        let inspected = try #require(CanonicalText.inspect(Array("┌─┐ Заметки \u{E9}\n".utf8)))
        #expect(inspected.form == nil)
        #expect(CanonicalText.inspect([0x61, 0xFF, 0x0A]) == nil)
    }
}
