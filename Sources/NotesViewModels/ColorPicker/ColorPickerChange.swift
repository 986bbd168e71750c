/// A change of the picker's value, sent on ``ColorPickerViewModel/valueChanged``.
public struct ColorPickerChange: Hashable, Sendable {
    /// The value after the change.
    public var value: ColorPickerValue
    /// Whether the change is part of a drag still under way; the drag's end is one change with
    /// `false`, as is every slider move, hex entry and key step.
    public var isContinuous: Bool

    /// Creates a change.
    public init(value: ColorPickerValue, isContinuous: Bool) {
        self.value = value
        self.isContinuous = isContinuous
    }
}
