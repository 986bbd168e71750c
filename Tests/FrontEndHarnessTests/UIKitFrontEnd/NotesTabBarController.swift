import Bindings
import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: NotesTabBarController
/// The tabs in UIKit: a navigation stack per tab, the selected tab kept in step with the shell's,
/// and the shell's notice presented as an alert.
final class NotesTabBarController: UITabBarController, UITabBarControllerDelegate {
    let app: AppViewModel
    private let selection: ViewSync<AppTab>
    private let notice: ViewSync<AppNotice?>

    init(app: AppViewModel, makeController: @escaping (AppScreen) -> UIViewController) {
        self.app = app
        selection = ViewSync(app.selectedTab)
        notice = ViewSync(app.presentation)
        super.init(nibName: nil, bundle: nil)
        viewControllers = AppTab.allCases.map {
            TabStackController(app: app, tab: $0, makeController: makeController)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("NotesTabBarController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    override func updateProperties() {
        super.updateProperties()
        selection.updateView { selectedIndex = AppTab.allCases.firstIndex(of: $0) ?? 0 }
        notice.updateView { show($0) }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        selection.viewChanged(AppTab.allCases[selectedIndex])
    }

    private func show(_ notice: AppNotice?) {
        if presentedViewController != nil { dismiss(animated: true) }
        guard let notice else { return }
        let text = AppText.notice(notice, language: app.environment.language)
        let alert = UIAlertController(title: text.title, message: text.message, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { [sync = self.notice] _ in
                sync.viewChanged(nil)
            })
        present(alert, animated: true)
    }
}
// end snippet
