import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: ColorSelectorViewController
/// The colour squares under the note in UIKit, a child of the editor's controller: a button per
/// square, its title marked while it is the note's colour.
final class ColorSelectorViewController: UIViewController {
    let selector: ColorSelectorViewModel
    private let buttons: [UIButton]

    init(selector: ColorSelectorViewModel) {
        self.selector = selector
        buttons = ColorSelectorSquare.Kind.allCases.map { kind in
            UIButton(
                primaryAction: UIAction(
                    title: ColorSelectorText.squareName(kind, language: selector.language)
                ) {
                    _ in selector.squareTapped(kind)
                })
        }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ColorSelectorViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for button in buttons { view.addSubview(button) }
    }

    override func updateProperties() {
        super.updateProperties()
        for (button, square) in zip(buttons, selector.squares.value) {
            let name = ColorSelectorText.squareName(square.kind, language: selector.language)
            let mark = ColorSelectorText.checkMark(square.checkMark, language: selector.language)
            button.title = square.isChecked ? "\(name) \(mark)" : name
        }
    }
}
// end snippet
