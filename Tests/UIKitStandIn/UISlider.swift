/// A value between a minimum and a maximum the user drags: the stand-in for UIKit's `UISlider`.
public final class UISlider: UIControl {
    /// The value shown.
    public var value: Float = 0
    /// The smallest value.
    public var minimumValue: Float = 0
    /// The largest value.
    public var maximumValue: Float = 1
    /// The slider's accessibility label, naming it in the screen's lines.
    public var accessibilityLabel: String?

    /// The slider's line.
    public override var lines: [String] {
        isHidden ? [] : ["\(accessibilityLabel ?? "slider"): \(value)"]
    }

    /// The user dragged the thumb to `value`, as UIKit reports it: the value, then the event.
    public func slide(to value: Float) {
        self.value = min(max(value, minimumValue), maximumValue)
        sendActions(for: .valueChanged)
    }
}
