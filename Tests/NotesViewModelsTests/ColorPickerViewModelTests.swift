import Bindings
import NotesCore
import NotesViewModels
import Testing

/// The colour picker's behaviour: the value, the field, the slider, the hex field, the key steps
/// and how it finishes.
@MainActor
@Suite struct ColorPickerViewModelTests {
    /// A picker at `value` with a 200 × 100 field.
    static func picker(_ value: ColorPickerValue = .default, language: NotesLanguage = .english)
        -> ColorPickerViewModel
    {
        let picker = ColorPickerViewModel(value: value, language: language)
        picker.fieldResized(width: 200, height: 100)
        return picker
    }

    /// Every change sent, in order.
    @MainActor final class Changes {
        var all: [ColorPickerChange] = []
        var subscription: SubscriptionHandle?
        init(_ picker: ColorPickerViewModel) {
            subscription = picker.valueChanged.subscribe { [unowned self] in self.all.append($0) }
        }
    }

    @Test func opensAtTheDefaultWithMarkerSliderSwatchAndHexInStep() {
        let picker = Self.picker()
        #expect(picker.value.value == ColorPickerValue(hue: 0.5, saturation: 0.5, brightness: 1))
        #expect(picker.marker.value.position == ColorPickerPoint(x: 100, y: 50))
        #expect(picker.marker.value.fill == picker.value.value.color)
        #expect(picker.brightness.value == 1)
        #expect(picker.fieldOverlayOpacity.value == 0)
        #expect(picker.swatch.value.hex == "#80FFFF")
        #expect(picker.swatch.value.cornerRadius == 5)
        #expect(picker.hexText.value == "#80FFFF")
        #expect(picker.title == "Note colour")
    }

    @Test func openingWithAColourMovesMarkerSliderAndHexTogether() {
        let preset = ColorPickerValue(
            color: NoteColor(red: 0x27 / 255.0, green: 0xAE / 255.0, blue: 0x60 / 255.0))
        let picker = Self.picker(preset)
        #expect(picker.swatch.value.hex == "#27AE60")
        #expect(picker.hexText.value == "#27AE60")
        #expect(picker.brightness.value == preset.brightness)
        #expect(abs(picker.brightness.value - 0xAE / 255.0) < 1e-12)
        #expect(
            picker.marker.value.position
                == ColorPickerPoint(x: preset.hue * 200, y: (1 - preset.saturation) * 100))
    }

    @Test func nothingIsSentOnOpening() {
        let picker = ColorPickerViewModel(value: .default)
        let changes = Changes(picker)
        picker.fieldResized(width: 10, height: 10)
        #expect(changes.all.isEmpty)
    }

    @Test func hueIsXOverWidthAndSaturationOneMinusYOverHeight() {
        let picker = Self.picker()
        picker.fieldTapped(at: ColorPickerPoint(x: 50, y: 25))
        #expect(picker.value.value == ColorPickerValue(hue: 0.25, saturation: 0.75, brightness: 1))
        #expect(picker.marker.value.position == ColorPickerPoint(x: 50, y: 25))
    }

    @Test func aDragIsContinuousUntilItsEndWhichIsOneEvent() {
        let picker = Self.picker()
        let changes = Changes(picker)
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 20, y: 20))
        #expect(picker.isDragging.value)
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 40, y: 20))
        picker.fieldDragged(.ended, at: ColorPickerPoint(x: 40, y: 20))
        #expect(changes.all.map(\.isContinuous) == [true, true, false])
        #expect(changes.all.last?.value == picker.value.value)
        #expect(!picker.isDragging.value)
    }

    @Test func aMoveThatChangesNothingSendsNothing() {
        let picker = Self.picker()
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 20, y: 20))
        let changes = Changes(picker)
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 20, y: 20))
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: -5, y: -5))
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: -50, y: -50))
        #expect(changes.all.count == 1, "the second move outside clamps to the same corner")
    }

    @Test(arguments: [
        (ColorPickerPoint(x: -30, y: 50), 0.0, 0.5), (ColorPickerPoint(x: 300, y: 50), 1.0, 0.5),
        (ColorPickerPoint(x: 100, y: -10), 0.5, 1.0), (ColorPickerPoint(x: 100, y: 500), 0.5, 0.0),
        (ColorPickerPoint(x: -1, y: -1), 0.0, 1.0), (ColorPickerPoint(x: 201, y: -1), 1.0, 1.0),
        (ColorPickerPoint(x: -1, y: 101), 0.0, 0.0), (ColorPickerPoint(x: 201, y: 101), 1.0, 0.0),
    ])
    func aDragOutsideTheFieldTracksAlongTheEdge(point: ColorPickerPoint, hue: Double, saturation: Double) {
        let picker = Self.picker()
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 100, y: 50))
        picker.fieldDragged(.moved, at: point)
        #expect(picker.value.value.hue == hue && picker.value.value.saturation == saturation)
        #expect(picker.marker.value.position == ColorPickerPoint(x: hue * 200, y: (1 - saturation) * 100))
    }

    @Test func aReleaseOutsideTheFieldStillEndsTheDrag() {
        let picker = Self.picker()
        let changes = Changes(picker)
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 100, y: 50))
        picker.fieldDragged(.ended, at: ColorPickerPoint(x: 900, y: 900))
        #expect(!picker.isDragging.value)
        #expect(changes.all.last == ColorPickerChange(value: picker.value.value, isContinuous: false))
        #expect(picker.value.value.hue == 1 && picker.value.value.saturation == 0)
    }

    @Test func theRightEdgeKeepsItsMarkerThereAndIsRed() {
        let picker = Self.picker(ColorPickerValue(hue: 0.5, saturation: 1, brightness: 1))
        picker.fieldTapped(at: ColorPickerPoint(x: 200, y: 0))
        #expect(picker.marker.value.position.x == 200)
        #expect(picker.swatch.value.hex == "#FF0000")
    }

    @Test func aCancelledDragPutsBackTheValueItBeganWith() {
        let picker = Self.picker()
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 10, y: 10))
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 20, y: 20))
        picker.fieldDragged(.cancelled, at: ColorPickerPoint(x: 0, y: 0))
        #expect(picker.value.value == .default)
        #expect(!picker.isDragging.value)
    }

    @Test func brightnessToZeroAndBackRestoresHueAndSaturation() {
        let start = ColorPickerValue(hue: 0.3, saturation: 0.7, brightness: 0.8)
        let picker = Self.picker(start)
        picker.brightnessSliderMoved(to: 0)
        #expect(picker.swatch.value.hex == "#000000")
        #expect(picker.fieldOverlayOpacity.value == 1)
        #expect(picker.marker.value.position == ColorPickerPoint(x: 0.3 * 200, y: (1 - 0.7) * 100))
        picker.brightnessSliderMoved(to: 0.8)
        #expect(picker.value.value == start)
    }

    @Test func saturationZeroKeepsTheHue() {
        let picker = Self.picker(ColorPickerValue(hue: 0.3, saturation: 0.7, brightness: 1))
        picker.fieldTapped(at: ColorPickerPoint(x: 60, y: 100))
        #expect(picker.swatch.value.hex == "#FFFFFF")
        picker.axisIncremented(.saturation, by: .large)
        #expect(picker.value.value.hue == 0.3)
    }

    @Test func aTypedGreyOrBlackKeepsTheHue() {
        let picker = Self.picker(ColorPickerValue(hue: 0.3, saturation: 0.7, brightness: 1))
        picker.hexEntered("#808080")
        #expect(picker.value.value.hue == 0.3 && picker.value.value.saturation == 0)
        picker.hexEntered("#000")
        #expect(picker.value.value.hue == 0.3 && picker.value.value.brightness == 0)
    }

    @Test func aValidHexBecomesTheValueAndShowsFormatted() {
        let picker = Self.picker()
        let changes = Changes(picker)
        picker.hexEntered("c66016")
        #expect(picker.swatch.value.hex == "#C66016")
        #expect(picker.hexText.value == "#C66016")
        #expect(picker.hexError.value == nil)
        #expect(changes.all == [ColorPickerChange(value: picker.value.value, isContinuous: false)])
    }

    @Test func aBadHexIsShownAsATypedErrorAndTheValueIsUntouched() {
        let picker = Self.picker()
        let changes = Changes(picker)
        picker.hexEntered("#12345")
        #expect(picker.hexError.value == .wrongLength(5))
        #expect(picker.hexText.value == "#12345", "what the user typed stays for correction")
        #expect(picker.value.value == .default)
        #expect(changes.all.isEmpty)
        picker.hexTextChanged("#123456")
        #expect(picker.hexError.value == nil, "editing clears the error")
    }

    @Test func eachAxisStepsByFivePercentAndALargerStep() {
        let picker = Self.picker()
        picker.axisIncremented(.hue)
        #expect(picker.valueText.value == "Hue 198°, saturation 50 %, brightness 100 %")
        picker.axisDecremented(.saturation, by: .large)
        #expect(picker.valueText.value == "Hue 198°, saturation 25 %, brightness 100 %")
        picker.axisDecremented(.brightness)
        #expect(picker.valueText.value == "Hue 198°, saturation 25 %, brightness 95 %")
    }

    @Test func stepsStopSilentlyAtTheEnds() {
        let picker = Self.picker(ColorPickerValue(hue: 0, saturation: 1, brightness: 1))
        let changes = Changes(picker)
        picker.axisDecremented(.hue)
        picker.axisIncremented(.saturation)
        picker.axisIncremented(.brightness, by: .large)
        #expect(changes.all.isEmpty)
        for _ in 0..<30 { picker.axisIncremented(.hue) }
        #expect(picker.value.value.hue == 1)
        #expect(changes.all.count == 20)
    }

    @Test func theValueTextIsInTheScreensLanguage() {
        let picker = Self.picker(language: .russian)
        #expect(picker.valueText.value == "Тон 180°, насыщенность 50 %, яркость 100 %")
        #expect(picker.title == "Цвет заметки")
    }

    @Test func doneReturnsTheColourExactlyOnce() {
        let picker = Self.picker()
        var outcomes: [ColorPickerOutcome] = []
        let subscription = picker.finished.subscribe { outcomes.append($0) }
        picker.hexEntered("#123456")
        picker.doneTapped()
        picker.doneTapped()
        picker.cancelTapped()
        #expect(outcomes == [.done(picker.value.value)])
        #expect(picker.outcome.value?.color?.hex() == "#123456")
        subscription.cancel()
    }

    @Test(arguments: [false, true])
    func cancelAndAnyOtherWayOutDiscard(dismiss: Bool) {
        let picker = Self.picker()
        picker.hexEntered("#123456")
        if dismiss { picker.dismissed() } else { picker.cancelTapped() }
        #expect(picker.outcome.value == .cancelled)
        #expect(picker.outcome.value?.color == nil)
        picker.doneTapped()
        picker.hexEntered("#654321")
        #expect(picker.outcome.value == .cancelled)
        #expect(picker.swatch.value.hex == "#123456", "actions after the end are ignored")
    }

    @Test func doneRemembersTheValueForTheNextPicker() {
        let memory = ColorPickerMemory()
        let picker = ColorPickerViewModel(value: .default, memory: memory)
        picker.hexEntered("#808080")
        picker.doneTapped()
        #expect(memory.lastChosen == ColorPickerValue(hue: 0.5, saturation: 0, brightness: 128 / 255))
        #expect(memory.value(for: NoteColor(red: 0.2, green: 0.2, blue: 0.2)).hue == 0.5)
    }
}
