import AppKitStandIn
import Bindings
import Foundation
import NotesViewModels

// snippet: EditNoteTitleViewController
/// The note's title and why Done is disabled, in AppKit on macOS 15 and later: the field and the
/// label copied in `viewWillLayout()`, which AppKit tracks; the user's typing reported from the
/// field's delegate, and never written back.
final class EditNoteTitleViewController: NSViewController, NSTextFieldDelegate {
    let editor: EditNoteViewModel
    private let titleField = NSTextField(string: "")
    private let reasonLabel = NSTextField(labelWithString: "")
    private let titleText: ViewSync<String>

    init(editor: EditNoteViewModel) {
        self.editor = editor
        titleText = ViewSync(editor.title)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("EditNoteTitleViewController is made in code")
    }

    override func loadView() {
        view = NSView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.delegate = self
        view.addSubview(titleField)
        view.addSubview(reasonLabel)
    }

    override func viewWillLayout() {
        super.viewWillLayout()
        titleText.updateView { titleField.stringValue = $0 }
        reasonLabel.stringValue =
            editor.doneDisabledReason.value.map {
                EditNoteText.doneDisabledReason($0, language: editor.language)
            }
            ?? ""
    }

    func controlTextDidChange(_ obj: Notification) {
        let isComposing = titleField.currentEditor()?.hasMarkedText() == true
        titleText.viewChanged(titleField.stringValue, isComposing: isComposing)
    }
}
// end snippet
