/// A button of an alert: the stand-in for UIKit's `UIAlertAction`.
@MainActor
public final class UIAlertAction {
    /// How the button looks.
    public enum Style: Sendable {
        /// An ordinary button.
        case `default`
        /// The button that changes nothing.
        case cancel
        /// A button that destroys something.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// How it looks.
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// A button titled `title` that runs `handler` once the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert: the stand-in for UIKit's `UIAlertController`.
public final class UIAlertController: UIViewController {
    /// How an alert controller shows.
    public enum Style: Sendable {
        /// A sheet from the bottom.
        case actionSheet
        /// An alert in the middle.
        case alert
    }

    /// The message.
    public var message: String?
    /// The buttons, in order.
    public private(set) var actions: [UIAlertAction] = []

    /// An alert with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
    }

    /// Adds a button.
    public func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// The alert as lines.
    public override var screenLines: [String] {
        [
            "! \(title ?? "")", "! \(message ?? "")",
            "! " + actions.map { "[\($0.title ?? "")]" }.joined(separator: " "),
        ]
    }

    /// The user tapped the button titled `title`: as in UIKit, the alert goes away, then the
    /// button's handler runs.
    public func tapAction(_ title: String) {
        guard let action = actions.first(where: { $0.title == title }) else { return }
        presentingViewController?.dismiss(animated: true)
        action.handler?(action)
    }
}
