import Bindings
import NotesCore
import NotesTextUI
import NotesViewModels

/// The `picker` suite: one drag event in the colour picker (point → value → marker, slider,
/// overlay, swatch, hex, value text, every derived property delivered to a subscriber) against
/// building one `NoteColor` from HSB, the floor; and rendering the picker screen at 80 × 24.
enum PickerBenchmark {
    static let runs = 51
    static let eventsPerRun = 10_000
    static let renderRuns = 201
    static let dragTargetNanoseconds = 5_000.0
    static let renderTargetMilliseconds = 1.0

    static func run() {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private static func measure() {
        let points = dragPath(count: eventsPerRun, width: 320, height: 240)
        var sink = 0.0
        let floor = BenchmarkTiming.medians(runs: runs) {
            for (index, point) in points.enumerated() {
                let color = NoteColor(
                    hue: point.x / 320, saturation: 1 - point.y / 240,
                    brightness: Double(index & 1) * 0.5 + 0.5)
                sink += color.green
            }
        }
        let picker = ColorPickerViewModel(value: .default)
        picker.fieldResized(width: 320, height: 240)
        let bag = SubscriptionBag()
        var delivered = 0
        picker.value.subscribe { sink += $0.hue }.store(in: bag)
        picker.marker.subscribe { sink += $0.position.x }.store(in: bag)
        picker.brightness.subscribe { sink += $0 }.store(in: bag)
        picker.fieldOverlayOpacity.subscribe { sink += $0 }.store(in: bag)
        picker.swatch.subscribe { delivered += $0.hex.utf8.count }.store(in: bag)
        picker.hexText.subscribe { delivered += $0.utf8.count }.store(in: bag)
        picker.valueText.subscribe { delivered += $0.utf8.count }.store(in: bag)
        picker.isDragging.subscribe { delivered += $0 ? 1 : 0 }.store(in: bag)
        picker.valueChanged.subscribe { sink += $0.value.saturation }.store(in: bag)
        let drag = BenchmarkTiming.medians(runs: runs) {
            picker.fieldDragged(.began, at: points[0])
            for point in points.dropFirst() { picker.fieldDragged(.moved, at: point) }
            picker.fieldDragged(.ended, at: points[points.count - 1])
        }
        let floorNanoseconds = floor.cpu * 1e6 / Double(points.count)
        let dragNanoseconds = drag.cpu * 1e6 / Double(points.count)

        let screen = ColorPickerScreen(width: 80, height: 24)
        let rendered = ColorPickerViewModel(
            value: ColorPickerValue(hue: 0.4, saturation: 0.7, brightness: 0.8))
        rendered.fieldResized(width: Double(screen.fieldColumns), height: Double(screen.fieldRows))
        var characters = 0
        let render = BenchmarkTiming.medians(runs: renderRuns) {
            characters += screen.render(rendered).utf8.count
        }

        print("colour picker, median of \(runs) runs of \(eventsPerRun) events (thread CPU time), release")
        print("case" + String(repeating: " ", count: 42) + "  ns/event   ratio  target")
        print(row("floor: NoteColor(hue:saturation:brightness:)", floorNanoseconds, ratio: 1, target: nil))
        print(
            row(
                "drag event, every property delivered", dragNanoseconds,
                ratio: dragNanoseconds / max(floorNanoseconds, 0.001), target: dragTargetNanoseconds))
        let renderVerdict = render.cpu < renderTargetMilliseconds ? "ok" : "OVER"
        print(
            "render 80x24, median of \(renderRuns): \(BenchmarkTiming.format(render.cpu, width: 6)) ms cpu, "
                + "\(BenchmarkTiming.format(render.wall, width: 6)) ms wall (target < 1 ms: \(renderVerdict))"
        )
        if sink.isNaN || delivered < 0 || characters < 0 { print("unreachable") }
    }

    private static func row(_ name: String, _ nanoseconds: Double, ratio: Double, target: Double?) -> String {
        let verdict = target.map { nanoseconds < $0 ? "< \(Int($0)) ns ok" : "< \(Int($0)) ns OVER" } ?? ""
        return name + String(repeating: " ", count: max(46 - name.count, 0))
            + BenchmarkTiming.format(nanoseconds, width: 10) + BenchmarkTiming.format(ratio, width: 8) + "  "
            + verdict
    }

    /// A zig-zag across the field and out past its edges, so that almost every event changes the value.
    private static func dragPath(count: Int, width: Double, height: Double) -> [ColorPickerPoint] {
        (0..<count).map { index in
            let t = Double(index) / Double(count)
            let x = (t * 37).truncatingRemainder(dividingBy: 1.2) * width - 0.1 * width
            let y = (t * 23).truncatingRemainder(dividingBy: 1.2) * height - 0.1 * height
            return ColorPickerPoint(x: x, y: y)
        }
    }
}
