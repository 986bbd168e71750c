import NotesCore
import Testing

@Suite struct ModelColorHexTests {
    @Test func parsesSixDigitsAsOpaque() throws {
        let color = try NoteColor(hex: "#FF8000")
        #expect(color == NoteColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test func parsesEightDigitsWithAlpha() throws {
        let color = try NoteColor(hex: "#00000080")
        #expect(color == NoteColor(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
    }

    @Test(arguments: ["#ff8000", "#FF8000", "ff8000", "Ff8000", "#fF8000ff", "FF8000FF"])
    func parsingIgnoresCaseAndTheHashSign(text: String) throws {
        #expect(try NoteColor(hex: text) == .orange)
    }

    @Test(arguments: ["", "#", "#FFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "##FFFFFF", "FFFFFF "])
    func wrongLengthsThrowWrongLength(text: String) {
        #expect(throws: NoteColor.HexParseError.wrongLength(text)) { try NoteColor(hex: text) }
    }

    @Test(arguments: ["#GGGGGG", "#12345z", "#-12345", " 12345", "#ééé", "0x1234"])
    func nonHexCharactersThrowInvalidDigit(text: String) {
        #expect(throws: NoteColor.HexParseError.invalidDigit(text)) { try NoteColor(hex: text) }
    }

    @Test func errorsNameTheInput() {
        #expect(NoteColor.HexParseError.wrongLength("#12").description.contains("#12"))
        #expect(NoteColor.HexParseError.invalidDigit("#XYZXYZ").description.contains("#XYZXYZ"))
    }

    @Test func formatsUppercaseWithOrWithoutAlpha() {
        let color = NoteColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5)
        #expect(color.hex() == "#FF8000")
        #expect(color.hex(includingAlpha: true) == "#FF800080")
        #expect(NoteColor.clear.hex(includingAlpha: true) == "#00000000")
    }

    @Test func formattingRoundsEachChannelToTheNearestStep() {
        // 0.5 × 255 = 127.5 rounds up; 0.498 × 255 = 126.99 rounds to 127; 0.001 × 255 rounds to 0.
        #expect(NoteColor(red: 0.5, green: 0.498, blue: 0.001).hex() == "#807F00")
        #expect(NoteColor(red: 0.999, green: 0.997, blue: 0.002).hex() == "#FFFE01")
    }

    @Test func everyByteRoundTripsThroughHex() throws {
        for byte in 0...255 {
            let text = String(format: "#%02X%02X%02X%02X", byte, 255 - byte, byte / 2, byte)
            #expect(try NoteColor(hex: text).hex(includingAlpha: true) == text)
        }
    }
}
