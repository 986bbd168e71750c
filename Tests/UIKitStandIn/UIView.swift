/// A rectangle of the screen with subviews: the stand-in for UIKit's `UIView`.
@MainActor
open class UIView {
    /// The views inside it, in order.
    public private(set) var subviews: [UIView] = []
    /// Whether it is off screen.
    public var isHidden = false

    /// An empty view.
    public init() {}

    /// Adds `view` inside this one, last.
    public func addSubview(_ view: UIView) { subviews.append(view) }

    /// What a container controller's view shows instead of its subviews: the screen it holds.
    var contentLines: (() -> [String])?

    /// Removes every subview, for a container showing another child.
    func removeAllSubviews() { subviews = [] }

    /// The view as lines of text, its subviews indented below it.
    open var lines: [String] {
        guard !isHidden else { return [] }
        if let contentLines { return contentLines() }
        return subviews.flatMap(\.lines)
    }
}
