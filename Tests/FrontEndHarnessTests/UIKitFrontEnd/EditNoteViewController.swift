import Bindings
import Foundation
import NotesViewModels
import UIKitStandIn

// snippet: EditNoteViewController
/// The note editor in UIKit, with the colour squares as a child controller.
///
/// Controls built once, their events sent to the view model, and `updateProperties()` — which
/// UIKit (iOS 26) tracks — writing only what changed. The text fields never hear the echo of the
/// user's own keystroke, nor are written while an input method composes; the alerts and the share
/// sheet are presented from the editor's one presentation.
final class EditNoteViewController: UIViewController {
    let editor: EditNoteViewModel
    private let titleField = UITextField()
    private let contentField = UITextField()
    private let doneButton: UIButton
    private let reasonLabel = UILabel()
    private let colors: ColorSelectorViewController
    private let titleText: ViewSync<String>
    private let contentText: ViewSync<String>
    private let presentation: ViewSync<EditNotePresentation?>

    init(editor: EditNoteViewModel) {
        self.editor = editor
        titleText = ViewSync(editor.title)
        contentText = ViewSync(editor.content)
        presentation = ViewSync(editor.presentation)
        colors = ColorSelectorViewController(selector: editor.colorSelector)
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
        titleField.addAction(
            UIAction { [titleText, titleField] _ in
                titleText.viewChanged(titleField.text ?? "", isComposing: titleField.markedTextRange != nil)
            }, for: .editingChanged)
        contentField.addAction(
            UIAction { [contentText, contentField] _ in
                contentText.viewChanged(
                    contentField.text ?? "", isComposing: contentField.markedTextRange != nil)
            }, for: .editingChanged)
        addChild(colors)
        for subview in [titleField, contentField, colors.view, doneButton, reasonLabel] as [UIView] {
            view.addSubview(subview)
        }
        colors.didMove(toParent: self)
    }

    override func updateProperties() {
        super.updateProperties()
        titleText.updateView { titleField.text = $0 }
        contentText.updateView { contentField.text = $0 }
        doneButton.isEnabled = editor.isDoneEnabled.value
        reasonLabel.text = editor.doneDisabledReason.value.map {
            EditNoteText.doneDisabledReason($0, language: editor.language)
        }
        presentation.updateView { show($0) }
    }

    private func show(_ presentation: EditNotePresentation?) {
        if presentedViewController != nil { dismiss(animated: true) }
        let language = editor.language
        let dismissed = { [sync = self.presentation] in sync.viewChanged(nil) }
        switch presentation {
        case .deleteConfirmation(let reason):
            let alert = UIAlertController(
                title: EditNoteText.deleteQuestion(reason, language: language), message: nil,
                preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: EditNoteText.delete(language), style: .destructive) { [editor] _ in
                    dismissed()
                    editor.deleteConfirmed()
                })
            alert.addAction(
                UIAlertAction(title: EditNoteText.cancel(language), style: .cancel) { [editor] _ in
                    dismissed()
                    editor.deleteCancelled()
                })
            present(alert, animated: true)
        case .doneRefusal(let blocker):
            let alert = UIAlertController(
                title: EditNoteText.doneDisabledReason(blocker, language: language), message: nil,
                preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in dismissed() })
            present(alert, animated: true)
        case .share(let text):
            let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
            sheet.completionWithItemsHandler = { _, _, _, _ in dismissed() }
            present(sheet, animated: true)
        case nil:
            break
        }
    }
}
// end snippet
