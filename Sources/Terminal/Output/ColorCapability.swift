/// How many colours the terminal can show, which decides how ``RGBColor``s are written.
public enum ColorCapability: Sendable, Hashable {
    /// No colour: `NO_COLOR` is set. Bold and inverse are still drawn.
    case none
    /// The 16 standard colours (SGR 30–37, 90–97).
    case standard16
    /// The 256-colour palette (SGR `38;5;n`).
    case palette256
    /// 24-bit colour (SGR `38;2;r;g;b`).
    case trueColor

    /// The capability the environment announces.
    ///
    /// `NO_COLOR` set to anything but the empty string means ``none``; otherwise `COLORTERM` of
    /// `truecolor` or `24bit` means ``trueColor``; a `TERM` containing `256color` means
    /// ``palette256``; anything else ``standard16``. Pass `ProcessInfo.processInfo.environment`.
    public init(environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
        } else if let colorTerm = environment["COLORTERM"]?.lowercased(),
            colorTerm == "truecolor" || colorTerm == "24bit"
        {
            self = .trueColor
        } else if environment["TERM"]?.contains("256color") == true {
            self = .palette256
        } else {
            self = .standard16
        }
    }

    /// The SGR parameters that select `color` as the foreground (or background), downsampled to
    /// this capability; nil for ``none``.
    public func parameters(for color: RGBColor, background: Bool = false) -> String? {
        switch self {
        case .none:
            return nil
        case .standard16:
            let index = color.nearestStandardIndex
            let base = (background ? 40 : 30) + (index < 8 ? 0 : 60)
            return String(base + index % 8)
        case .palette256:
            return "\(background ? 48 : 38);5;\(color.nearestPaletteIndex)"
        case .trueColor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        }
    }
}
