/// The fixed measures of the gallery grid, in the front end's units.
public struct GalleryMetrics: Hashable, Sendable {
    /// The number of columns.
    public var columns: Int
    /// The space around the grid.
    public var inset: Double
    /// The space between cells, across and down.
    public var spacing: Double

    /// Creates metrics.
    public init(columns: Int = 3, inset: Double = 12, spacing: Double = 12) {
        self.columns = max(columns, 1)
        self.inset = inset
        self.spacing = spacing
    }

    /// The original app's grid: 3 columns, insets and spacing of 12 points.
    public static let standard = GalleryMetrics()
}
