/// A colour: the stand-in for UIKit's `UIColor`, named only.
public final class UIColor: Sendable {
    /// The colour's name.
    public let name: String

    private init(name: String) {
        self.name = name
    }

    /// The system's yellow, for a highlight.
    public static let systemYellow = UIColor(name: "systemYellow")
}
