/// What a tab bar controller tells when the user picks a tab.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

/// Tabs of controllers: the stand-in for UIKit's `UITabBarController`.
///
/// It counts every write of ``selectedIndex``, and those after the first that set the tab already
/// selected.
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in order.
    public var viewControllers: [UIViewController]? {
        didSet { viewControllers?.first?.loadViewIfNeeded() }
    }
    /// Told when the user picks a tab.
    public weak var delegate: (any UITabBarControllerDelegate)?
    /// Every write of ``selectedIndex``.
    public private(set) var selectionWrites = 0
    /// The writes of ``selectedIndex`` after the first that set the tab already selected.
    public private(set) var unchangedSelectionWrites = 0
    private var storedIndex = 0

    /// The selected tab's position.
    public var selectedIndex: Int {
        get { storedIndex }
        set {
            if selectionWrites > 0, newValue == storedIndex { unchangedSelectionWrites += 1 }
            selectionWrites += 1
            storedIndex = newValue
            selectedViewController?.loadViewIfNeeded()
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(storedIndex) else { return nil }
        return viewControllers[storedIndex]
    }

    /// Its view shows the screen on top.
    override var isContainer: Bool { true }

    /// The controllers shown inside, in tab order.
    open override var children: [UIViewController] { viewControllers ?? [] }

    /// The selected tab's screen.
    open override var screenLines: [String] {
        (selectedViewController?.screenLines ?? []) + (presentedViewController?.screenLines ?? [])
    }

    /// The selected tab's controller, shown or not.
    override var output: [String] { super.output + ["\(storedIndex)"] }

    /// The user tapped the tab at `index`.
    public func tapTab(at index: Int) {
        guard let viewControllers, viewControllers.indices.contains(index) else { return }
        storedIndex = index
        viewControllers[index].loadViewIfNeeded()
        delegate?.tabBarController(self, didSelect: viewControllers[index])
    }
}
