import Testing

@testable import Terminal

/// Colour capability from an injected environment, and RGB downsampling to each palette.
@Suite struct ColorCapabilityTests {
    @Test func environmentDecidesTheCapability() {
        #expect(ColorCapability(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(ColorCapability(environment: ["COLORTERM": "24bit"]) == .trueColor)
        #expect(ColorCapability(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorCapability(environment: ["TERM": "screen-256color", "COLORTERM": "yes"]) == .palette256)
        #expect(ColorCapability(environment: ["TERM": "xterm"]) == .standard16)
        #expect(ColorCapability(environment: [:]) == .standard16)
    }

    @Test func nonEmptyNoColorWinsOverEverything() {
        #expect(ColorCapability(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorCapability(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
    }

    @Test func paletteIndexIsTheNearestCubeOrGreyColour() {
        #expect(RGBColor(red: 255, green: 0, blue: 0).nearestPaletteIndex == 196)
        #expect(RGBColor(red: 0, green: 0, blue: 0).nearestPaletteIndex == 16)
        #expect(RGBColor(red: 255, green: 255, blue: 255).nearestPaletteIndex == 231)
        #expect(RGBColor(red: 95, green: 135, blue: 175).nearestPaletteIndex == 16 + 36 + 12 + 3)
        #expect(RGBColor(red: 128, green: 128, blue: 128).nearestPaletteIndex == 244)
        #expect(RGBColor(red: 40, green: 40, blue: 42).nearestPaletteIndex == 235)
    }

    @Test func standardIndexIsTheNearestOfTheSixteen() {
        #expect(RGBColor(red: 250, green: 10, blue: 10).nearestStandardIndex == 9)
        #expect(RGBColor(red: 190, green: 0, blue: 0).nearestStandardIndex == 1)
        #expect(RGBColor(red: 10, green: 10, blue: 10).nearestStandardIndex == 0)
        #expect(RGBColor(red: 130, green: 120, blue: 125).nearestStandardIndex == 8)
    }

    @Test func parametersForEachCapability() {
        let orange = RGBColor(red: 255, green: 128, blue: 0)
        #expect(ColorCapability.trueColor.parameters(for: orange) == "38;2;255;128;0")
        #expect(ColorCapability.trueColor.parameters(for: orange, background: true) == "48;2;255;128;0")
        #expect(ColorCapability.palette256.parameters(for: orange) == "38;5;208")
        #expect(ColorCapability.standard16.parameters(for: orange, background: true) == "43")
        #expect(ColorCapability.none.parameters(for: orange) == nil)
    }

    /// Downsampling picks a nearest palette colour: checked against a plain
    /// search over the whole cube and grey ramp for seeded random colours.
    @Test func paletteIndexMatchesABruteForceSearch() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        var palette: [(Int, RGBColor)] = []
        for index in 16..<232 {
            let cube = index - 16
            let levels = RGBColor.cubeLevels
            palette.append(
                (
                    index,
                    RGBColor(
                        red: UInt8(levels[cube / 36]), green: UInt8(levels[cube / 6 % 6]),
                        blue: UInt8(levels[cube % 6]))
                ))
        }
        for step in 0..<24 {
            palette.append(
                (
                    232 + step,
                    RGBColor(
                        red: UInt8(8 + 10 * step), green: UInt8(8 + 10 * step), blue: UInt8(8 + 10 * step))
                ))
        }
        for _ in 0..<1_000 {
            let color = RGBColor(
                red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                blue: .random(in: 0...255, using: &generator))
            let best = palette.map { $0.1.squaredDistance(to: color) }.min()!
            let chosen = palette.first { $0.0 == color.nearestPaletteIndex }!.1
            #expect(chosen.squaredDistance(to: color) == best, "\(color)")
        }
    }
}
