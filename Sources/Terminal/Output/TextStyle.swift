/// How a run of text is drawn: colours, bold, inverse.
public struct TextStyle: Sendable, Hashable {
    /// The text colour; nil for the terminal's default.
    public var foreground: RGBColor?
    /// The cell colour behind the text; nil for the terminal's default.
    public var background: RGBColor?
    /// Whether the text is bold.
    public var isBold: Bool
    /// Whether foreground and background are swapped (a selection or a cursor block).
    public var isInverse: Bool

    /// A style; the default is the terminal's plain text.
    public init(
        foreground: RGBColor? = nil, background: RGBColor? = nil, isBold: Bool = false,
        isInverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isInverse = isInverse
    }

    /// The terminal's plain text.
    public static let plain = TextStyle()

    /// The SGR parameters that select this style from plain text, for `capability`; empty for plain.
    func parameters(for capability: ColorCapability) -> [String] {
        var parameters: [String] = []
        if isBold { parameters.append("1") }
        if isInverse { parameters.append("7") }
        if let foreground, let color = capability.parameters(for: foreground) { parameters.append(color) }
        if let background, let color = capability.parameters(for: background, background: true) {
            parameters.append(color)
        }
        return parameters
    }
}
