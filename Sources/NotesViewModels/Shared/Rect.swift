/// An axis-aligned rectangle in points, origin at the top left, y growing downwards.
///
/// The front end's geometry without CoreGraphics: frames of the view, the keyboard and the caret.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; a negative width (bad input) counts as zero.
    public var width: Double
    /// The height; a negative height (bad input) counts as zero.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + max(width, 0) }
    /// The bottom edge.
    public var maxY: Double { y + max(height, 0) }

    /// Whether the rectangle covers no area (zero, negative or NaN size).
    public var isEmpty: Bool { !(width > 0) || !(height > 0) }

    /// The overlap of two rectangles, or `nil` when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
