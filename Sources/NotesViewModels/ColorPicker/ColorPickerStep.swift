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

    /// The grid every key press lands on: the axis in 20 points (5 %, 18° of hue), `k / 20`.
    static let gridPoints = 20

    /// How many grid points the step moves: 1 for a small step, 5 for a large one.
    var gridDistance: Int {
        switch self {
        case .small: 1
        case .large: 5
        }
    }

    /// The grid point this step moves `value` (in `0...1`) to, up when `isIncrement`, clamped to
    /// the axis.
    ///
    /// From a grid point (within a rounding error) it moves ``gridDistance`` points; from between
    /// two (after a drag) the nearer one in that direction counts as the first. Computed as
    /// `k / 20` each time, so presses never accumulate rounding errors: ten small steps down from
    /// 0.5 are exactly 0.
    func gridPoint(after value: Double, isIncrement: Bool) -> Double {
        let count = Double(Self.gridPoints)
        let position = value * count
        let tolerance = 1e-9
        let distance = Double(gridDistance)
        let point =
            isIncrement
            ? (position + tolerance).rounded(.down) + distance
            : (position - tolerance).rounded(.up) - distance
        return min(max(point, 0), count) / count
    }
}
