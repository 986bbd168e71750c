import Foundation

/// The share sheet: the stand-in for UIKit's `UIActivityViewController`.
public final class UIActivityViewController: UIViewController {
    /// Told when the sheet goes away, shared or not: the activity, whether it completed, the
    /// items returned and an error.
    public var completionWithItemsHandler: ((String?, Bool, [Any]?, (any Error)?) -> Void)?
    /// What is shared.
    public let activityItems: [Any]

    /// A sheet sharing `activityItems`.
    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard.
    public required init?(coder: NSCoder) {
        fatalError("UIActivityViewController is made in code")
    }

    /// The sheet as lines.
    public override var screenLines: [String] {
        ["share: " + activityItems.map { "\($0)" }.joined(separator: ", ")]
    }

    /// The user closed the sheet: it goes away, then tells its handler.
    public func close(completed: Bool) {
        presentingViewController?.dismiss(animated: true)
        completionWithItemsHandler?(nil, completed, nil, nil)
    }
}
