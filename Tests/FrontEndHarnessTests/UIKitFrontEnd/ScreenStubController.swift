import Foundation
import NotesViewModels
import UIKitStandIn

/// A controller that shows which screen it stands for, for tests of the stacks alone.
final class ScreenStubController: UIViewController {
    let screen: AppScreen
    private let label = UILabel()

    init(screen: AppScreen) {
        self.screen = screen
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ScreenStubController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = screen.kind
        view.addSubview(label)
    }
}

extension AppScreen {
    /// The screen's kind, as a test names it.
    var kind: String {
        switch self {
        case .listNotes: "list"
        case .editNote: "editor"
        case .colorPicker: "picker"
        case .gallery: "gallery"
        case .photoPager: "pager"
        }
    }
}
