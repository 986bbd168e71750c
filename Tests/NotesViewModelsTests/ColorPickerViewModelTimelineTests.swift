import Bindings
import NotesCore
import NotesViewModels
import Testing
import TextSnapshots

/// For each interaction with the colour picker, the property changes and events a front end sees.
///
/// References: `Snapshots/ColorPickerViewModelTimelineTests/`.
@MainActor
@Suite struct ColorPickerViewModelTimelineTests {
    /// A picker at `value` with a 100 × 50 field, reported before recording starts.
    static func picker(_ value: ColorPickerValue = .default) -> ColorPickerViewModel {
        let picker = ColorPickerViewModel(value: value)
        picker.fieldResized(width: 100, height: 50)
        return picker
    }

    @Test func dragAcrossAndOutOfTheField() {
        let picker = Self.picker()
        let timeline = ColorPickerViewModelTimeline(picker)
        timeline.step("finger down at (10, 10)")
        picker.fieldDragged(.began, at: ColorPickerPoint(x: 10, y: 10))
        timeline.step("drags to (60, 25)")
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 60, y: 25))
        timeline.step("drags out past the right edge to (140, 25)")
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 140, y: 25))
        timeline.step("keeps dragging outside, along the edge, to (180, 25): nothing changes")
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 180, y: 25))
        timeline.step("drags down outside, past the bottom-right corner, to (150, 90)")
        picker.fieldDragged(.moved, at: ColorPickerPoint(x: 150, y: 90))
        timeline.step("lifts the finger outside, at (150, 95)")
        picker.fieldDragged(.ended, at: ColorPickerPoint(x: 150, y: 95))
        assertSnapshot(timeline.timeline, named: "drag-across-and-out")
    }

    @Test func brightnessToZeroAndBack() {
        let picker = Self.picker(ColorPickerValue(hue: 0.3, saturation: 0.6, brightness: 0.9))
        let timeline = ColorPickerViewModelTimeline(picker)
        timeline.step("slides brightness to 0.4")
        picker.brightnessSliderMoved(to: 0.4)
        timeline.step("slides brightness to 0: black")
        picker.brightnessSliderMoved(to: 0)
        timeline.step("slides brightness back to 0.9: hue and saturation are back")
        picker.brightnessSliderMoved(to: 0.9)
        assertSnapshot(timeline.timeline, named: "brightness-to-zero-and-back")
    }

    @Test func typingAHex() {
        let picker = Self.picker()
        let timeline = ColorPickerViewModelTimeline(picker)
        timeline.step("types #12 and submits: too short")
        picker.hexTextChanged("#1")
        picker.hexTextChanged("#12")
        picker.hexSubmitted()
        timeline.step("goes on typing #12345g and submits: not a hex digit")
        picker.hexTextChanged("#12345g")
        picker.hexSubmitted()
        timeline.step("corrects it to 123456 without # and submits")
        picker.hexTextChanged("123456")
        picker.hexSubmitted()
        timeline.step("enters #fc0 in short form")
        picker.hexEntered("#fc0")
        timeline.step("enters a grey, #808080: the hue stays")
        picker.hexEntered("#808080")
        assertSnapshot(timeline.timeline, named: "typing-a-hex")
    }

    @Test func steppingWithKeysToAnEdge() {
        let picker = Self.picker(ColorPickerValue(hue: 0.9, saturation: 0.9, brightness: 1))
        let timeline = ColorPickerViewModelTimeline(picker)
        timeline.step("presses → (hue +5 %) three times: the third stops at 360°")
        for _ in 0..<3 { picker.axisIncremented(.hue) }
        timeline.step("presses ↑ (saturation +5 %) three times: stops at 100 %")
        for _ in 0..<3 { picker.axisIncremented(.saturation) }
        timeline.step("presses Page Down on brightness (−25 %) five times: stops at 0 %")
        for _ in 0..<5 { picker.axisDecremented(.brightness, by: .large) }
        timeline.step("presses ← with a modifier (hue −25 %)")
        picker.axisDecremented(.hue, by: .large)
        assertSnapshot(timeline.timeline, named: "stepping-to-an-edge")
    }

    @Test func done() {
        let picker = Self.picker()
        let timeline = ColorPickerViewModelTimeline(picker)
        timeline.step("taps the field at (25, 10)")
        picker.fieldTapped(at: ColorPickerPoint(x: 25, y: 10))
        timeline.step("taps Done")
        picker.doneTapped()
        timeline.step("taps Done again, then drags: ignored")
        picker.doneTapped()
        picker.fieldTapped(at: ColorPickerPoint(x: 0, y: 0))
        assertSnapshot(timeline.timeline, named: "done")
    }

    @Test func cancel() {
        let picker = Self.picker()
        let timeline = ColorPickerViewModelTimeline(picker)
        timeline.step("enters #27AE60")
        picker.hexEntered("#27AE60")
        timeline.step("taps Cancel")
        picker.cancelTapped()
        timeline.step("taps Done after Cancel: ignored")
        picker.doneTapped()
        assertSnapshot(timeline.timeline, named: "cancel")
    }

    @Test func reopeningFromTheEditor() throws {
        let library = NotesLibrary.fixture()
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let recorder = Recorder()
        recorder.record(editor.color.map { $0.hex() }, as: "editor.color")
        recorder.record(editor.doneMode.map { "\($0)" }, as: "editor.doneMode")
        recorder.record(editor.destination.map { Self.describe($0) }, as: "editor.destination")
        recorder.note("-- long-presses the custom square")
        editor.colorSelector.squareLongPressed(.custom)
        guard case .colorPicker(let route) = editor.destination.value else {
            Issue.record("no picker")
            return
        }
        let first = ColorPickerViewModel(route: route)
        first.fieldResized(width: 100, height: 50)
        recorder.note("-- taps (70, 50) in the picker: a grey with hue 252°, then brightness 0.5, then Done")
        first.fieldTapped(at: ColorPickerPoint(x: 70, y: 50))
        first.brightnessSliderMoved(to: 0.5)
        first.doneTapped()
        editor.colorPickerFinished(try #require(first.outcome.value))
        recorder.note("-- long-presses the custom square again")
        editor.colorSelector.squareLongPressed(.custom)
        guard case .colorPicker(let again) = editor.destination.value else {
            Issue.record("no picker")
            return
        }
        let second = ColorPickerViewModel(route: again)
        recorder.note("reopened at \(ColorPickerViewModelTimeline.describe(second.value.value))")
        recorder.note("-- taps Cancel")
        second.cancelTapped()
        editor.colorPickerFinished(try #require(second.outcome.value))
        assertSnapshot(recorder.timeline, named: "reopening-from-the-editor")
    }

    static func describe(_ destination: EditNoteDestination?) -> String {
        switch destination {
        case .colorPicker(let route)?:
            "colorPicker(\(ColorPickerViewModelTimeline.describe(route.initialValue)), \(route.target))"
        case nil: "none"
        }
    }
}
