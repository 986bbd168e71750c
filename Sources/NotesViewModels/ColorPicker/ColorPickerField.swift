/// The colour field's geometry: its size as the front end reports it, and the two mappings
/// between a point and hue and saturation.
///
/// Hue = x / width and saturation = 1 − y / height, both clamped to `0...1`, so a point outside
/// the field maps to the nearest point on its edge. Until a size is reported the field is 1 × 1,
/// and positions are fractions of the field.
public struct ColorPickerField: Hashable, Sendable {
    /// The field's width, greater than 0.
    public var width: Double
    /// The field's height, greater than 0.
    public var height: Double

    /// A field of the given size; sizes that are not finite and positive count as 1.
    public init(width: Double, height: Double) {
        self.width = width.isFinite && width > 0 ? width : 1
        self.height = height.isFinite && height > 0 ? height : 1
    }

    /// The field before the front end has reported its size.
    public static let unit = ColorPickerField(width: 1, height: 1)

    /// The hue and saturation at `point`, clamped to the field.
    public func hueAndSaturation(at point: ColorPickerPoint) -> (hue: Double, saturation: Double) {
        (ColorPickerValue.clamp(point.x / width), 1 - ColorPickerValue.clamp(point.y / height))
    }

    /// Where the marker of `value` sits: the point whose hue and saturation are the value's.
    public func markerPosition(for value: ColorPickerValue) -> ColorPickerPoint {
        ColorPickerPoint(x: value.hue * width, y: (1 - value.saturation) * height)
    }
}
