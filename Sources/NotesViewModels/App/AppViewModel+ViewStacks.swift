import Bindings

/// A tab's stack as the view controllers of a navigation controller that the user also pops.
extension AppViewModel {
    /// Keeps a navigation controller's view controllers in step with `tab`'s stack, for a UIKit
    /// (or AppKit) front end: one controller per entry, made by `makeController` when its screen is
    /// pushed, the same object for as long as the entry stays, and let go when it leaves.
    ///
    /// In the container's tracked method (`updateProperties()`), set the controllers the returned
    /// sync hands over: `stack.updateView { setViewControllers($0, animated: true) }` runs only
    /// when the stack differs from what the navigation controller shows. When the navigation
    /// controller shows other controllers (the user's swipe back, a long press on Back; reported
    /// from its delegate's `didShow`), report them with
    /// ``Bindings/ViewSync/viewChanged(_:isComposing:)``: when they are the bottom of the stack,
    /// the screens above close top first, each as ``backTapped()`` closes it, and nothing is
    /// written back; anything else is not a pop, and the stack is written back on the next update.
    ///
    /// - Parameters:
    ///   - tab: the tab whose stack the navigation controller shows.
    ///   - makeController: makes the controller of a screen; called once per screen pushed.
    /// - Complexity: O(*n*) in the stack's depth per change of the stack.
    public func viewStack<Controller: AnyObject>(
        of tab: AppTab, makeController: @escaping (AppScreen) -> Controller
    ) -> ViewSync<[Controller]> {
        let views = AppScreenViews(makeView: makeController)
        let controllers = stack(of: tab).map { views.views(of: $0) }
        return ViewSync(
            controllers, isEqual: { $0.elementsEqual($1, by: ===) },
            edit: { [weak self] shown in
                let screens = shown.compactMap { views.screen(of: $0) }
                guard let self, screens.count == shown.count, !screens.isEmpty else { return }
                pathChanged(to: Array(screens.dropFirst()), on: tab)
            })
    }
}
