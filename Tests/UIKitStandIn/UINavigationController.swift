/// What a navigation controller tells as it shows controllers.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is on top, after a push, a pop or the user's swipe back.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

/// A stack of controllers: the stand-in for UIKit's `UINavigationController`, with the user's swipe
/// back and long press on Back.
///
/// It counts every ``setViewControllers(_:animated:)`` and those that set the stack it already had.
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []
    /// Told when a controller is shown.
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// Every ``setViewControllers(_:animated:)``.
    public private(set) var stackWrites = 0
    /// The ``setViewControllers(_:animated:)`` calls that set the stack it already had.
    public private(set) var unchangedStackWrites = 0

    /// Its view shows the screen on top.
    override var isContainer: Bool { true }

    /// The controllers shown inside, root first.
    open override var children: [UIViewController] { viewControllers }

    /// The top controller's screen.
    open override var screenLines: [String] {
        (viewControllers.last?.screenLines ?? []) + (presentedViewController?.screenLines ?? [])
    }

    /// Replaces the stack; the delegate hears of the top.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        stackWrites += 1
        if controllers.elementsEqual(viewControllers, by: ===) { unchangedStackWrites += 1 }
        show(controllers, animated: animated)
    }

    /// Pushes `controller` on top.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        show(viewControllers + [controller], animated: animated)
    }

    /// The user swiped back from the left edge (or tapped Back): the top controller goes.
    public func swipeBack() {
        guard viewControllers.count > 1 else { return }
        show(Array(viewControllers.dropLast()), animated: true)
    }

    /// The user long-pressed Back and chose the controller at `index` from the menu: every
    /// controller above it goes.
    public func longPressBack(choosing index: Int) {
        guard index < viewControllers.count - 1 else { return }
        show(Array(viewControllers.prefix(index + 1)), animated: true)
    }

    private func show(_ controllers: [UIViewController], animated: Bool) {
        viewControllers = controllers
        guard let top = controllers.last else { return }
        top.loadViewIfNeeded()
        delegate?.navigationController(self, didShow: top, animated: animated)
    }
}
