import Bindings
import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: TabStackController
/// A tab's navigation stack in UIKit: the shell keeps the controllers, one per screen of the
/// tab's stack; the user's swipe back and long-press pops are reported from the delegate.
final class TabStackController: UINavigationController, UINavigationControllerDelegate {
    private let stack: ViewSync<[UIViewController]>

    init(app: AppViewModel, tab: AppTab, makeController: @escaping (AppScreen) -> UIViewController) {
        stack = app.viewStack(of: tab, makeController: makeController)
        super.init(nibName: nil, bundle: nil)
        title = tab.title(in: app.environment.language)
    }

    required init?(coder: NSCoder) {
        fatalError("TabStackController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    override func updateProperties() {
        super.updateProperties()
        stack.updateView { setViewControllers($0, animated: true) }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        stack.viewChanged(navigationController.viewControllers)
    }
}
// end snippet
