import Bindings
import NotesCore
import NotesViewModels
import Testing

/// 10,000 random sequences of drags, slider moves, hex entries and key steps, checked after every
/// step against a plain reference model: marker, slider, swatch and hex agree with the value; hex
/// formatting is idempotent; hue and saturation survive brightness 0.
@MainActor
@Suite struct ColorPickerPropertyTests {
    /// The picker's rules written the plainest way, for comparison.
    struct Reference {
        var hue: Double
        var saturation: Double
        var brightness: Double

        static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

        mutating func drag(x: Double, y: Double, width: Double, height: Double) {
            hue = Self.clamp(x / width)
            saturation = 1 - Self.clamp(y / height)
        }

        /// `#RGB` or `#RRGGBB`, read with the model's own hex parser; greys keep the hue, black
        /// keeps hue and saturation.
        mutating func enter(hex text: String) -> Bool {
            var digits = String(text.drop { $0 == "#" })
            if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
            guard digits.count == 6, let color = try? NoteColor(hex: digits) else { return false }
            let hsb = color.hsb
            if hsb.brightness > 0 {
                if hsb.saturation > 0 { hue = hsb.hue }
                saturation = hsb.saturation
            }
            brightness = hsb.brightness
            return true
        }

        var hex: String {
            let color = NoteColor(hue: hue, saturation: saturation, brightness: brightness)
            func byte(_ channel: Double) -> Int { Int((channel * 255).rounded()) }
            let bytes = [byte(color.red), byte(color.green), byte(color.blue)]
            let digits = Array("0123456789ABCDEF")
            return "#" + String(bytes.flatMap { [digits[$0 >> 4], digits[$0 & 0xF]] })
        }
    }

    static let hexInputs = [
        "#123456", "d6a9db", "#ECFFEC", "#fefefe", "27AE60", "#C66016", "#000", "#fff", "808080", "#000000",
        "#12345", "#GGGGGG", "", "#", "#1234567", "abc", "#0F0", "#7F7F7F",
    ]

    @Test(arguments: 0..<20)
    func everyStepKeepsTheScreenInStepWithTheValue(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 0xC010_0000 + seed)
        for _ in 0..<500 { runSequence(&random) }
    }

    private func runSequence(_ random: inout SeededRandomNumberGenerator) {
        let start = ColorPickerValue(
            hue: Double.random(in: 0...1, using: &random),
            saturation: Double.random(in: 0...1, using: &random),
            brightness: Double.random(in: 0...1, using: &random))
        var reference = Reference(hue: start.hue, saturation: start.saturation, brightness: start.brightness)
        let picker = ColorPickerViewModel(value: start)
        let width = Double(Int.random(in: 10...400, using: &random))
        let height = Double(Int.random(in: 10...400, using: &random))
        picker.fieldResized(width: width, height: height)
        for _ in 0..<Int.random(in: 1...20, using: &random) {
            let before = reference
            var step = ""
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let x = Double.random(in: -width...(2 * width), using: &random)
                let y = Double.random(in: -height...(2 * height), using: &random)
                let phase = ColorPickerDragPhase.allCases.filter { $0 != .cancelled }.randomElement(
                    using: &random)!
                step = "drag \(phase) \(x),\(y)"
                picker.fieldDragged(phase, at: ColorPickerPoint(x: x, y: y))
                reference.drag(x: x, y: y, width: width, height: height)
            case 1:
                let brightness = [0, 1, Double.random(in: -0.2...1.2, using: &random)].randomElement(
                    using: &random)!
                step = "slider \(brightness)"
                picker.brightnessSliderMoved(to: brightness)
                reference.brightness = Reference.clamp(brightness)
            case 2:
                let text = Self.hexInputs.randomElement(using: &random)!
                step = "hex \(text)"
                picker.hexEntered(text)
                let accepted = reference.enter(hex: text)
                #expect((picker.hexError.value == nil) == accepted, "\(step)")
            default:
                let axis = ColorPickerAxis.allCases.randomElement(using: &random)!
                let size = ColorPickerStep.allCases.randomElement(using: &random)!
                let up = Bool.random(using: &random)
                step = "step \(axis) \(size) \(up ? "up" : "down")"
                if up {
                    picker.axisIncremented(axis, by: size)
                } else {
                    picker.axisDecremented(axis, by: size)
                }
                // A step lands on the grid of twentieths, one point or five in its direction.
                let distance = size == .small ? 1.0 : 5.0
                let next = { (x: Double) in
                    let point =
                        up
                        ? (x * 20 + 1e-9).rounded(.down) + distance : (x * 20 - 1e-9).rounded(.up) - distance
                    return Reference.clamp(point / 20)
                }
                switch axis {
                case .hue: reference.hue = next(reference.hue)
                case .saturation: reference.saturation = next(reference.saturation)
                case .brightness: reference.brightness = next(reference.brightness)
                }
            }
            check(picker, reference, before: before, width: width, height: height, step: step)
        }
    }

    private func check(
        _ picker: ColorPickerViewModel, _ reference: Reference, before: Reference, width: Double,
        height: Double,
        step: String
    ) {
        let value = picker.value.value
        let agrees =
            abs(value.hue - reference.hue) < 1e-9 && abs(value.saturation - reference.saturation) < 1e-9
            && abs(value.brightness - reference.brightness) < 1e-9
        #expect(agrees, "\(step): \(value) vs \(reference)")
        #expect(
            picker.marker.value.position
                == ColorPickerPoint(x: value.hue * width, y: (1 - value.saturation) * height))
        #expect(picker.marker.value.fill == value.color)
        #expect(picker.brightness.value == value.brightness)
        #expect(picker.fieldOverlayOpacity.value == 1 - value.brightness)
        #expect(picker.swatch.value.color == value.color)
        #expect(picker.swatch.value.hex == reference.hex, "\(step)")
        if picker.hexError.value == nil {
            #expect(picker.hexText.value == picker.swatch.value.hex, "\(step)")
        }
        let reparsed = try? ColorPickerHex.parse(picker.swatch.value.hex)
        #expect(
            reparsed.map(ColorPickerHex.format) == picker.swatch.value.hex, "hex formatting is idempotent")
        if before.brightness != reference.brightness, !step.hasPrefix("hex") {
            #expect(value.hue == before.hue || step.contains("hue"), "\(step): brightness kept the hue")
            #expect(value.saturation == before.saturation || step.contains("saturation"))
        }
    }
}
