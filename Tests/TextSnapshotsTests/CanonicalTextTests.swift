import Testing
import TextSnapshots

@Suite struct CanonicalTextTests {
    @Test func composesToNFC() {
        #expect(CanonicalText.bytes(of: "e\u{301}") == Array("\u{E9}\n".utf8))
    }

    @Test func turnsCRLFIntoLFButKeepsLoneCarriageReturns() {
        #expect(CanonicalText.bytes(of: "a\r\nb\rc") == Array("a\nb\rc\n".utf8))
    }

    @Test func addsOneFinalNewlineOnlyWhenMissing() {
        #expect(CanonicalText.bytes(of: "a") == Array("a\n".utf8))
        #expect(CanonicalText.bytes(of: "a\n") == Array("a\n".utf8))
        #expect(CanonicalText.bytes(of: "") == Array("\n".utf8))
    }

    @Test func keepsTrailingWhitespaceAndBlankLines() {
        #expect(CanonicalText.bytes(of: "a  \n\tb\n\n") == Array("a  \n\tb\n\n".utf8))
    }

    @Test(arguments: [
        ([0xEF, 0xBB, 0xBF] + Array("a\n".utf8), NonCanonicalForm.byteOrderMark),
        (Array("a\r\nb\r\n".utf8), .crlfLineEnds),
        (Array("e\u{301}\n".utf8), .notNFC),
        (Array("a".utf8), .missingFinalNewline),
        ([], .missingFinalNewline),
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
