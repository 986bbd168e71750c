import NotesCore
import NotesViewModels
import Testing

/// The picker's hex field: what it accepts, its typed errors, and that parsing and formatting
/// agree for every colour.
@Suite struct ColorPickerHexTests {
    @Test(arguments: ["#27ae60", "27AE60", "#27AE60", "  #27aE60 ", "27ae60"])
    func sixDigitsWithOrWithoutHashInAnyCaseAreAccepted(text: String) throws {
        #expect(try ColorPickerHex.parse(text).hex() == "#27AE60")
    }

    @Test(arguments: ["#abc", "ABC", "#aBc"])
    func threeDigitsStandForEachDigitDoubled(text: String) throws {
        #expect(try ColorPickerHex.parse(text).hex() == "#AABBCC")
    }

    @Test func badInputIsATypedError() {
        #expect(throws: ColorPickerHexError.empty) { try ColorPickerHex.parse("") }
        #expect(throws: ColorPickerHexError.empty) { try ColorPickerHex.parse("#") }
        #expect(throws: ColorPickerHexError.wrongLength(4)) { try ColorPickerHex.parse("#1234") }
        #expect(throws: ColorPickerHexError.wrongLength(8)) { try ColorPickerHex.parse("#12345678") }
        #expect(throws: ColorPickerHexError.invalidCharacter("G")) { try ColorPickerHex.parse("#12345G") }
        #expect(throws: ColorPickerHexError.invalidCharacter("#")) { try ColorPickerHex.parse("##123456") }
        #expect(throws: ColorPickerHexError.invalidCharacter("é")) { try ColorPickerHex.parse("é") }
    }

    @Test func everyValueOfEachChannelFormatsBackToTheSameText() throws {
        let digits = Array("0123456789ABCDEF")
        for byte in 0...255 {
            let pair = String([digits[byte >> 4], digits[byte & 0xF]])
            for text in ["#\(pair)0000", "#00\(pair)00", "#0000\(pair)", "#\(pair)\(pair)\(pair)"] {
                let value = ColorPickerValue(color: try ColorPickerHex.parse(text))
                #expect(value.hex == text)
            }
        }
    }

    @Test(arguments: ["#123456", "#D6A9DB", "#ECFFEC", "#FEFEFE", "#27AE60", "#C66016", "#FF1500"])
    func valuesUsersReportedSurviveTheRoundTripThroughHSB(text: String) throws {
        let value = ColorPickerValue(color: try ColorPickerHex.parse(text))
        #expect(value.hex == text)
        #expect(ColorPickerHex.format(value.color) == text)
    }

    /// All 16,777,216 colours: parse → HSB → the rounded colour gives the same 8-bit channels (the
    /// text is then the same: formatting is per channel, checked above).
    @Test func everyOneOfTheSixteenMillionColoursSurvivesTheRoundTripThroughHSB() {
        var mismatches = 0
        for red in 0...255 {
            for green in 0...255 {
                for blue in 0...255 {
                    let color = NoteColor(
                        red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
                    let back = ColorPickerValue(color: color).color
                    if back != color { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func theHexLabelIsRoundedNotTruncated() {
        // 0.9 × 255 = 229.5 rounds to 230 (E6), where truncation gives 229 (E5).
        let value = ColorPickerValue(hue: 0, saturation: 0, brightness: 0.9)
        #expect(value.hex == "#E6E6E6")
        #expect(ColorPickerValue(hue: 0, saturation: 0, brightness: 0.999).hex == "#FFFFFF")
    }
}
