import NotesCore

/// The colour picker's rules as a plain value: the HSB value, the field, the drag under way and
/// the hex field, with one `mutating` method per thing the user does.
///
/// Each method returns the change to announce, or `nil` when there is none: a move that changes
/// nothing, a key step at an axis's end, a refused hex. ``ColorPickerViewModel`` applies it and
/// derives everything a front end shows; tests drive it alone.
public struct ColorPickerState: Hashable, Sendable {
    /// The colour being picked.
    public private(set) var value: ColorPickerValue
    /// The field's geometry, as last reported.
    public private(set) var field = ColorPickerField.unit
    /// The value when the drag under way began, or `nil` when no drag is under way.
    public private(set) var dragOrigin: ColorPickerValue?
    /// The hex field's text: what the user typed, or the value's hex.
    public private(set) var hexText: String
    /// Why the typed hex was refused, or `nil`.
    public private(set) var hexError: ColorPickerHexError?

    /// A picker showing `value`.
    public init(value: ColorPickerValue) {
        self.value = value
        self.hexText = value.hex
    }

    /// Whether a drag in the field is under way.
    public var isDragging: Bool { dragOrigin != nil }

    /// The front end laid the field out at `field`'s size.
    public mutating func fieldResized(to field: ColorPickerField) {
        self.field = field
    }

    /// A drag in the field, in the field's coordinates.
    ///
    /// - `began` and `moved` set hue and saturation from `point`, clamped to the field's edges; a
    ///   change is continuous. A `moved` or `ended` without a `began` starts the drag.
    /// - `ended` applies `point` and ends the drag with one change that is not continuous.
    /// - `cancelled` ends the drag and puts back the value it began with (`point` is ignored).
    public mutating func fieldDragged(_ phase: ColorPickerDragPhase, at point: ColorPickerPoint)
        -> ColorPickerChange?
    {
        switch phase {
        case .began, .moved:
            if dragOrigin == nil { dragOrigin = value }
            return set(hueAndSaturationAt: point) ? ColorPickerChange(value: value, isContinuous: true) : nil
        case .ended:
            if dragOrigin == nil { dragOrigin = value }
            _ = set(hueAndSaturationAt: point)
            dragOrigin = nil
            return ColorPickerChange(value: value, isContinuous: false)
        case .cancelled:
            guard let origin = dragOrigin else { return nil }
            dragOrigin = nil
            return replace(with: origin)
        }
    }

    /// The user moved the brightness slider to `brightness` (clamped to `0...1`).
    public mutating func brightnessSlid(to brightness: Double) -> ColorPickerChange? {
        var next = value
        next.brightness = ColorPickerValue.clamp(brightness)
        return replace(with: next)
    }

    /// The user moved the slider of `axis` to `fraction` (clamped to `0...1`); the other axes are
    /// kept.
    public mutating func slid(_ axis: ColorPickerAxis, to fraction: Double) -> ColorPickerChange? {
        var next = value
        next[axis] = fraction
        return replace(with: next)
    }

    /// The user stepped `axis` by `step`, up when `isIncrement`; it stops silently at the ends.
    ///
    /// A step lands exactly on the grid of small steps (multiples of 5 %): one point for
    /// ``ColorPickerStep/small``, five for ``ColorPickerStep/large``, counting from between two
    /// points (after a drag) the nearer one in that direction as the first. At an end it changes
    /// nothing and returns `nil`.
    public mutating func stepped(_ axis: ColorPickerAxis, by step: ColorPickerStep, isIncrement: Bool)
        -> ColorPickerChange?
    {
        var next = value
        next[axis] = step.gridPoint(after: value[axis], isIncrement: isIncrement)
        return replace(with: next)
    }

    /// The user edited the hex field's text; nothing is parsed until ``hexSubmitted()``.
    public mutating func hexEdited(_ text: String) {
        hexText = text
        hexError = nil
    }

    /// The user submitted the hex field: a valid hex becomes the value (keeping the hue of a grey
    /// or black) and the field shows it formatted; an invalid one sets ``hexError`` and leaves the
    /// value and the text as they are.
    public mutating func hexSubmitted() -> ColorPickerChange? {
        let color: NoteColor
        do {
            color = try ColorPickerHex.parse(hexText)
        } catch {
            hexError = error
            return nil
        }
        let next = ColorPickerValue(color: color, keepingHueOf: value)
        let change = replace(with: next)
        hexText = value.hex
        return change
    }

    /// Sets hue and saturation from a point; whether the value changed.
    private mutating func set(hueAndSaturationAt point: ColorPickerPoint) -> Bool {
        let (hue, saturation) = field.hueAndSaturation(at: point)
        var next = value
        (next.hue, next.saturation) = (hue, saturation)
        guard next != value else { return false }
        apply(next)
        return true
    }

    /// Replaces the value; a change that is not continuous, or `nil` when nothing changed.
    private mutating func replace(with next: ColorPickerValue) -> ColorPickerChange? {
        guard next != value else { return nil }
        apply(next)
        return ColorPickerChange(value: value, isContinuous: false)
    }

    /// Stores `next` and shows its hex in the field, clearing a pending error.
    private mutating func apply(_ next: ColorPickerValue) {
        value = next
        hexText = next.hex
        hexError = nil
    }
}
