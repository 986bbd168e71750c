/// Why the host could not do what a test asked of it.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
    /// No control with this label is on screen.
    case noControl(String)
    /// The update did not settle: views kept changing state as they appeared.
    case updateLoop

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .noControl(let label): "no control labelled \"\(label)\" on screen"
        case .updateLoop: "the views did not settle after 20 updates"
        }
    }
}
