/// A rectangle of the window with subviews: the stand-in for AppKit's `NSView`.
@MainActor
open class NSView {
    /// The views inside it, in order.
    public private(set) var subviews: [NSView] = []

    /// An empty view.
    public init() {}

    /// Adds `view` inside this one, last.
    public func addSubview(_ view: NSView) { subviews.append(view) }

    /// The view as lines of text.
    open var lines: [String] { subviews.flatMap(\.lines) }
}
