import NotesViewModels
import Testing

/// Key steps land exactly on their grid and stop silently at the ends.
@Suite struct ColorPickerKeyStepTests {
    @Test func tenStepsDownFromHalfSaturationLandExactlyOnZeroAndAnEleventhSendsNothing() {
        var state = ColorPickerState(value: ColorPickerValue(hue: 0.5, saturation: 0.5, brightness: 1))
        for press in 1...10 {
            let change = state.stepped(.saturation, by: .small, isIncrement: false)
            #expect(change != nil)
            #expect(state.value.saturation == Double(10 - press) / 20, "press \(press)")
        }
        #expect(state.value.saturation == 0)
        #expect(state.stepped(.saturation, by: .small, isIncrement: false) == nil, "silent at the end")
    }

    @Test func everyAxisStepsOverItsWholeGridExactlyBothWays() {
        for axis in ColorPickerAxis.allCases {
            for step in ColorPickerStep.allCases {
                let count = Int((1 / step.fraction).rounded())
                var state = ColorPickerState(value: ColorPickerValue(hue: 0, saturation: 0, brightness: 0))
                for press in 1...count {
                    #expect(state.stepped(axis, by: step, isIncrement: true) != nil)
                    #expect(state.value[axis] == Double(press) / Double(count), "\(axis) \(step) up \(press)")
                }
                #expect(state.stepped(axis, by: step, isIncrement: true) == nil)
                for press in 1...count {
                    #expect(state.stepped(axis, by: step, isIncrement: false) != nil)
                    #expect(
                        state.value[axis] == Double(count - press) / Double(count),
                        "\(axis) \(step) down \(press)")
                }
                #expect(state.stepped(axis, by: step, isIncrement: false) == nil)
            }
        }
    }

    @Test func aStepFromBetweenGridPointsLandsOnTheNextGridPoint() {
        var state = ColorPickerState(value: ColorPickerValue(hue: 0.437, saturation: 0.437, brightness: 1))
        _ = state.stepped(.hue, by: .small, isIncrement: true)
        #expect(state.value.hue == 0.45)
        _ = state.stepped(.saturation, by: .small, isIncrement: false)
        #expect(state.value.saturation == 0.4)
        _ = state.stepped(.saturation, by: .large, isIncrement: true)
        #expect(state.value.saturation == 0.65, "a large step is five small ones")
        _ = state.stepped(.brightness, by: .large, isIncrement: false)
        #expect(state.value.brightness == 0.75)
    }
}
