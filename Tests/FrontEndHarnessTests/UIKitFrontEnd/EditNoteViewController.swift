import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: EditNoteViewController
/// The note editor in UIKit: controls built once, target–actions that set the view model's
/// editable properties, and `updateProperties()` copying what it shows — which UIKit (iOS 26)
/// tracks, so it runs again only when one of those values changed.
final class EditNoteViewController: UIViewController {
    let editor: EditNoteViewModel
    private let titleField = UITextField()
    private let contentField = UITextField()
    private let doneButton: UIButton
    private let reasonLabel = UILabel()

    init(editor: EditNoteViewModel) {
        self.editor = editor
        doneButton = UIButton(
            primaryAction: UIAction(title: EditNoteText.done(editor.language)) { _ in editor.doneTapped() })
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("EditNoteViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.placeholder = EditNoteText.titlePlaceholder(editor.language)
        contentField.placeholder = EditNoteText.contentPlaceholder(editor.language)
        let editor = editor
        let titleField = titleField
        let contentField = contentField
        titleField.addAction(
            UIAction { _ in editor.title.value = titleField.text ?? "" }, for: .editingChanged)
        contentField.addAction(
            UIAction { _ in editor.content.value = contentField.text ?? "" }, for: .editingChanged)
        for subview in [titleField, contentField, doneButton, reasonLabel] as [UIView] {
            view.addSubview(subview)
        }
    }

    override func updateProperties() {
        super.updateProperties()
        titleField.text = editor.title.value
        contentField.text = editor.content.value
        doneButton.isEnabled = editor.isDoneEnabled.value
        reasonLabel.text = editor.doneDisabledReason.value.map {
            EditNoteText.doneDisabledReason($0, language: editor.language)
        }
    }
}
// end snippet
