/// How far one key press moves an axis: a fine step or a coarse one.
public enum ColorPickerStep: Hashable, Sendable, CaseIterable {
    /// 5 % of the axis (18° of hue): an arrow key, or an assistive increment.
    case small
    /// 25 % of the axis (90° of hue): an arrow key with a modifier, or Page Up and Page Down.
    case large

    /// The step as a fraction of the axis.
    public var fraction: Double {
        switch self {
        case .small: 0.05
        case .large: 0.25
        }
    }
}
