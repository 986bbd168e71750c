import NotesCore
import Testing

@Suite struct ModelColorHSBTests {
    static let tolerance = 1.0 / 255

    static func isClose(_ lhs: NoteColor, _ rhs: NoteColor) -> Bool {
        abs(lhs.red - rhs.red) <= tolerance && abs(lhs.green - rhs.green) <= tolerance
            && abs(lhs.blue - rhs.blue) <= tolerance && abs(lhs.alpha - rhs.alpha) <= tolerance
    }

    @Test func primariesHaveTheirTextbookHues() {
        #expect(NoteColor.red.hsb == NoteColor.HSB(hue: 0, saturation: 1, brightness: 1))
        #expect(NoteColor.green.hsb == NoteColor.HSB(hue: 1.0 / 3, saturation: 1, brightness: 1))
        #expect(NoteColor.blue.hsb == NoteColor.HSB(hue: 2.0 / 3, saturation: 1, brightness: 1))
        #expect(NoteColor.yellow.hsb == NoteColor.HSB(hue: 1.0 / 6, saturation: 1, brightness: 1))
        #expect(NoteColor.cyan.hsb == NoteColor.HSB(hue: 0.5, saturation: 1, brightness: 1))
        #expect(NoteColor.magenta.hsb == NoteColor.HSB(hue: 5.0 / 6, saturation: 1, brightness: 1))
    }

    @Test func greysHaveNoSaturationAndHueZero() {
        #expect(NoteColor.white.hsb == NoteColor.HSB(hue: 0, saturation: 0, brightness: 1))
        #expect(NoteColor.black.hsb == NoteColor.HSB(hue: 0, saturation: 0, brightness: 0))
        #expect(NoteColor.gray.hsb == NoteColor.HSB(hue: 0, saturation: 0, brightness: 0.5))
    }

    @Test func hsbValuesBuildTheExpectedColours() {
        #expect(NoteColor(hue: 0, saturation: 1, brightness: 1) == .red)
        #expect(NoteColor(hue: 1.0 / 3, saturation: 1, brightness: 1) == .green)
        #expect(NoteColor(hue: 0.5, saturation: 0, brightness: 1) == .white)
        #expect(NoteColor(hue: 0.7, saturation: 0.3, brightness: 0) == .black)
        let pickerDefault = NoteColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 0.25)
        #expect(pickerDefault == NoteColor(red: 0.5, green: 1, blue: 1, alpha: 0.25))
    }

    @Test func hueWrapsAroundAndOtherChannelsAreClamped() {
        #expect(NoteColor.HSB(hue: 1, saturation: 1, brightness: 1).hue == 0)
        #expect(NoteColor.HSB(hue: 1.25, saturation: 1, brightness: 1).hue == 0.25)
        #expect(NoteColor.HSB(hue: -0.25, saturation: 1, brightness: 1).hue == 0.75)
        #expect(
            NoteColor.HSB(hue: .nan, saturation: 2, brightness: -1)
                == .init(hue: 0, saturation: 1, brightness: 0))
        #expect(NoteColor(hue: 2, saturation: 1, brightness: 1) == .red)
        var edited = NoteColor.HSB(hue: 0, saturation: 1, brightness: 1)
        edited.hue = -2.0 / 3
        edited.saturation = 3
        #expect(NoteColor(edited) == .green)
    }

    @Test func rgbToHSBAndBackIsExactWithinOneStepOverAGrid() {
        var failures: [NoteColor] = []
        let steps = stride(from: 0, through: 255, by: 15).map { Double($0) / 255 }
        for red in steps {
            for green in steps {
                for blue in steps {
                    let color = NoteColor(red: red, green: green, blue: blue, alpha: 0.5)
                    let back = NoteColor(color.hsb, alpha: color.alpha)
                    if !Self.isClose(color, back) { failures.append(color) }
                }
            }
        }
        #expect(failures.isEmpty)
        #expect(steps.count == 18)
    }

    @Test func hsbToRGBAndBackIsExactWithinOneStepOverAGrid() {
        var failures: [NoteColor.HSB] = []
        let fractions = stride(from: 0, through: 20, by: 1).map { Double($0) / 20 }
        for hue in fractions.dropLast() {
            for saturation in fractions.dropFirst() {
                for brightness in fractions.dropFirst() {
                    let hsb = NoteColor.HSB(hue: hue, saturation: saturation, brightness: brightness)
                    let back = NoteColor(hsb).hsb
                    let hueDistance = min(abs(back.hue - hue), 1 - abs(back.hue - hue))
                    if hueDistance > Self.tolerance || abs(back.saturation - saturation) > Self.tolerance
                        || abs(back.brightness - brightness) > Self.tolerance
                    {
                        failures.append(hsb)
                    }
                }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func hueAngleIsTheHueInDegrees() {
        #expect(abs(NoteColor.cyan.hsb.hueAngle.degrees - 180) < 1e-9)
        #expect(abs(NoteColor.blue.hsb.hueAngle.degrees - 240) < 1e-9)
    }
}
