import NotesCore
import NotesTextUI
import NotesViewModels
import Testing
import TextSnapshots

/// Every state of the colour picker that matters, as a wireframe at 40 and 80 columns, 24 lines,
/// with the field's and the swatch's colours in its style sidecar.
///
/// References: `Snapshots/ColorPickerScreenTests/`.
@MainActor
@Suite struct ColorPickerScreenTests {
    /// Renders `picker` at 40 and 80 columns, 24 lines, reporting the field's size in cells first,
    /// and snapshots both; `prepare` runs after the size is reported, with the field's cells.
    ///
    /// Failures are reported at the caller.
    func assertScreens(
        _ makePicker: () -> ColorPickerViewModel, named name: String,
        prepare: (ColorPickerViewModel, _ columns: Double, _ rows: Double) -> Void = { _, _, _ in },
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let sourceLocation = SourceLocation(
            fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        for width in [40, 80] {
            let screen = ColorPickerScreen(width: width, height: 24)
            let picker = makePicker()
            let columns = Double(screen.fieldColumns)
            let rows = Double(screen.fieldRows)
            picker.fieldResized(width: columns, height: rows)
            prepare(picker, columns, rows)
            let text = screen.render(picker)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 24, sourceLocation: sourceLocation)
            for textLine in lines {
                #expect(TextWidth.of(textLine) == width, "\(textLine)", sourceLocation: sourceLocation)
            }
            assertSnapshot(
                text, style: SnapshotStyle(colorSpans: screen.colorSpans(picker)), named: "\(name)-\(width)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    static func picker(_ value: ColorPickerValue = .default, language: NotesLanguage = .english)
        -> ColorPickerViewModel
    {
        ColorPickerViewModel(value: value, language: language)
    }

    static func value(hex: String) -> ColorPickerValue {
        ColorPickerValue(color: (try? ColorPickerHex.parse(hex)) ?? .white)
    }

    @Test func defaultColour() {
        assertScreens({ Self.picker() }, named: "default")
    }

    @Test func presetColour() {
        assertScreens({ Self.picker(Self.value(hex: "#27AE60")) }, named: "preset-27AE60")
    }

    @Test func black() {
        assertScreens({ Self.picker(Self.value(hex: "#000000")) }, named: "black")
    }

    @Test func grey() {
        assertScreens(
            { Self.picker(ColorPickerValue(hue: 0.6, saturation: 0, brightness: 0.5)) }, named: "grey")
    }

    @Test(arguments: [
        ("top-left", 0.0, 0.0), ("top", 0.5, 0.0), ("top-right", 1.0, 0.0), ("left", 0.0, 0.5),
        ("right", 1.0, 0.5), ("bottom-left", 0.0, 1.0), ("bottom", 0.5, 1.0), ("bottom-right", 1.0, 1.0),
    ])
    func markerAtEachEdgeAndCorner(name: String, x: Double, y: Double) {
        assertScreens(
            { Self.picker() }, named: "marker-\(name)",
            prepare: { picker, columns, rows in
                // A drag released outside the field, past the edge: it clamps onto the edge.
                let point = ColorPickerPoint(
                    x: (x - 0.5) * 3 * columns + columns / 2, y: (y - 0.5) * 3 * rows + rows / 2)
                picker.fieldTapped(at: point)
            })
    }

    @Test func brightnessZero() {
        assertScreens(
            { Self.picker(ColorPickerValue(hue: 0.3, saturation: 0.6, brightness: 0.9)) },
            named: "brightness-zero",
            prepare: { picker, _, _ in picker.brightnessSliderMoved(to: 0) })
    }

    @Test func brightnessHalf() {
        assertScreens(
            { Self.picker(ColorPickerValue(hue: 0.3, saturation: 0.6, brightness: 0.9)) },
            named: "brightness-half",
            prepare: { picker, _, _ in picker.brightnessSliderMoved(to: 0.5) })
    }

    @Test func hexError() {
        assertScreens(
            { Self.picker() }, named: "hex-error", prepare: { picker, _, _ in picker.hexEntered("#12345G") })
    }

    @Test func russian() {
        assertScreens(
            { Self.picker(Self.value(hex: "#C66016"), language: .russian) }, named: "russian",
            prepare: { picker, _, _ in picker.hexEntered("#1234") })
    }
}
