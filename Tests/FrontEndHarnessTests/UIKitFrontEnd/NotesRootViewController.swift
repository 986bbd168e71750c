import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: NotesRootViewController
/// The window's root controller in UIKit: it launches the app when it loads, shows the launch's
/// state until the notes are there, then the tabs, with the save status under them.
final class NotesRootViewController: UIViewController {
    let app: AppViewModel
    private let makeController: (AppScreen) -> UIViewController
    private let statusLabel = UILabel()
    private var tabs: NotesTabBarController?

    init(app: AppViewModel, makeController: @escaping (AppScreen) -> UIViewController) {
        self.app = app
        self.makeController = makeController
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("NotesRootViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusLabel)
        Task { await app.launch() }
    }

    override func updateProperties() {
        super.updateProperties()
        let language = app.environment.language
        switch app.launchState.value {
        case .launching:
            statusLabel.text = AppText.launching(language)
        case .failed(let failure):
            statusLabel.text =
                "\(AppText.launchFailedTitle(language)) \(failure.directory.path): \(failure.reason)"
        case .running:
            if tabs == nil { showTabs() }
            statusLabel.text = app.saveStatusText.value
        }
    }

    private func showTabs() {
        let tabs = NotesTabBarController(app: app, makeController: makeController)
        addChild(tabs)
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
        self.tabs = tabs
    }
}
// end snippet
