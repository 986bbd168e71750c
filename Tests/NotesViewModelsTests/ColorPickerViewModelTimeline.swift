import Bindings
import NotesCore
import NotesViewModels

/// Records what a front end of a ``ColorPickerViewModel`` sees, property changes and events in
/// order, as one timeline for a snapshot.
@MainActor
final class ColorPickerViewModelTimeline {
    let recorder = Recorder()
    private let bag = SubscriptionBag()

    init(_ picker: ColorPickerViewModel) {
        recorder.record(picker.value, as: "value", describe: Self.describe)
        recorder.record(picker.marker, as: "marker") {
            "(\(Self.number($0.position.x)), \(Self.number($0.position.y)))"
        }
        recorder.record(picker.brightness, as: "slider") { Self.number($0) }
        recorder.record(picker.fieldOverlayOpacity, as: "overlay") { Self.number($0) }
        recorder.record(picker.swatch, as: "swatch") { $0.hex }
        recorder.record(picker.hexText, as: "hexText")
        recorder.record(picker.hexError, as: "hexError") { $0.map { "\($0)" } ?? "none" }
        recorder.record(picker.valueText, as: "valueText")
        recorder.record(picker.isDragging, as: "isDragging")
        picker.valueChanged.subscribe { [recorder] change in
            recorder.note(
                "event valueChanged(\(Self.describe(change.value))\(change.isContinuous ? ", continuous" : ""))"
            )
        }
        .store(in: bag)
        picker.finished.subscribe { [recorder] outcome in
            recorder.note("event finished(\(Self.describe(outcome)))")
        }
        .store(in: bag)
    }

    /// Marks what the user (or the test) did next.
    func step(_ text: String) {
        recorder.note("-- " + text)
    }

    /// The timeline so far.
    var timeline: String { recorder.timeline }

    /// `H 0.5 S 0.5 B 1 #80FFFF`, numbers to four decimals.
    static func describe(_ value: ColorPickerValue) -> String {
        "H \(number(value.hue)) S \(number(value.saturation)) B \(number(value.brightness)) \(value.hex)"
    }

    static func describe(_ outcome: ColorPickerOutcome) -> String {
        switch outcome {
        case .done(let value): "done(\(describe(value)))"
        case .cancelled: "cancelled"
        }
    }

    /// A number rounded to four decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }
}
