/// A point in the picker's field, in the front end's own coordinates: x to the right, y down,
/// (0, 0) at the field's top-left corner.
public struct ColorPickerPoint: Hashable, Sendable {
    /// The horizontal position.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
