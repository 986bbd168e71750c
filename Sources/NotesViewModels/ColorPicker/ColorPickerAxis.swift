/// One of the three things the picker's value is made of; what a keyboard or an assistive
/// technology steps.
public enum ColorPickerAxis: Hashable, Sendable, CaseIterable {
    /// The hue, the field's horizontal axis: 0° at the left edge, 360° at the right.
    case hue
    /// The saturation, the field's vertical axis: 100 % at the top, 0 % at the bottom.
    case saturation
    /// The brightness, the slider.
    case brightness
}
