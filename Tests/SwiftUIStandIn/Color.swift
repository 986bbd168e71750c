/// A colour: the stand-in for SwiftUI's `Color`, named only.
public struct Color: Hashable, Sendable {
    let name: String

    /// Yellow, as a highlight's background.
    public static let yellow = Color(name: "yellow")
}
