import Bindings
import Foundation
import NotesCore
import NotesViewModels
import Testing

// The code of Docs/NotesKit.docc/EditNote.md. Each region between `// snippet: name` and
// `// end snippet` is one code block of the article, character for character (after removing the
// region's common indentation); DocSnippetTests checks that they match, so the article's code is
// always code that compiles. Here it also runs, against the stand-ins below.

/// A text field as the article's front end uses it.
@MainActor
private final class FieldStandIn {
    var text = ""
    var lineCount = 0
    var onEdit: (String) -> Void = { _ in }
}

/// A button as the article's front end uses it.
@MainActor
private final class ButtonStandIn {
    var isEnabled = true
    var hint: String?
    var onTap: () -> Void = {}
    var shakes = 0

    func shake() { shakes += 1 }
}

/// The colour squares as the article's front end uses them.
@MainActor
private final class SquaresStandIn {
    var shown: [ColorSelectorSquare] = []
    var onTap: (ColorSelectorSquare.Kind) -> Void = { _ in }
    var onLongPress: (ColorSelectorSquare.Kind) -> Void = { _ in }

    func show(_ squares: [ColorSelectorSquare]) { shown = squares }
}

/// A navigation stack that counts its pops.
@MainActor
private final class NavigationStandIn {
    var pops = 0

    func pop() { pops += 1 }
}

@MainActor
@Suite struct EditNoteDocSnippets {
    @Test func openingAnEditor() throws {
        let library = NotesLibrary(notebook: Notebook(notes: [.groceries]))
        let note = Note.groceries
        let localeIdentifier = "ru_RU"
        let measureWithTextKit: ContentHeight.LineMeasure = { paragraph, width in
            max(1, (paragraph.count + width - 1) / max(width, 1))
        }
        // snippet: open
        let environment = EditNoteEnvironment(
            now: .live, language: NotesLanguage(localeIdentifier: localeIdentifier),
            measureLines: measureWithTextKit)  // the terminal passes EditNoteScreen.lineMeasure
        let newNote = try EditNoteViewModel(
            for: .newNote(IDGenerator.live.newNoteID()), in: library, environment: environment)
        let editor = try EditNoteViewModel(for: .editNote(note.id), in: library, environment: environment)
        // end snippet
        #expect(newNote.isNew && !editor.isNew && editor.language == .russian)
    }

    @Test func bindingAnEditor() throws {
        let library = NotesLibrary(notebook: Notebook(notes: [.groceries]))
        let editor = try EditNoteViewModel.editing(.groceries, in: library)
        let bag = SubscriptionBag()
        let (titleField, contentField) = (FieldStandIn(), FieldStandIn())
        let (doneButton, cancelButton) = (ButtonStandIn(), ButtonStandIn())
        let colorSquares = SquaresStandIn()
        let navigation = NavigationStandIn()
        var onBackGesture: () -> Void = {}
        var shared: [String] = []
        var alerts: [String] = []
        func presentPicker(_ picker: ColorPickerViewModel, onFinish: (ColorPickerOutcome) -> Void) {}
        func presentShareSheet(_ text: String) { shared.append(text) }
        func showAlert(_ question: String, onDelete: () -> Void, onCancel: () -> Void) {
            alerts.append(question)
            onCancel()
        }
        // snippet: bind
        let titleBinding = editor.titleBinding { titleField.text = $0 }
        titleField.onEdit = { titleBinding.viewChanged($0) }
        let contentBinding = editor.contentBinding { contentField.text = $0 }
        contentField.onEdit = { contentBinding.viewChanged($0) }
        colorSquares.onTap = editor.colorSelector.squareTapped
        colorSquares.onLongPress = editor.colorSelector.squareLongPressed
        editor.isDoneEnabled.subscribe { doneButton.isEnabled = $0 }.store(in: bag)
        editor.doneDisabledReason.subscribe { reason in
            doneButton.hint = reason.map { EditNoteText.doneDisabledReason($0, language: editor.language) }
        }
        .store(in: bag)
        editor.doneRefused.subscribe { _ in doneButton.shake() }.store(in: bag)
        editor.contentHeight.subscribe { contentField.lineCount = $0 }.store(in: bag)
        editor.colorSelector.squares.subscribe { colorSquares.show($0) }.store(in: bag)
        editor.destination.subscribe { destination in
            guard case .colorPicker(let route) = destination else { return }
            let picker = ColorPickerViewModel(route: route, language: editor.language)
            presentPicker(picker, onFinish: editor.colorPickerFinished)
        }
        .store(in: bag)
        editor.deleteConfirmationRequested.subscribe { reason in
            showAlert(
                EditNoteText.deleteQuestion(reason, language: editor.language),
                onDelete: editor.deleteConfirmed, onCancel: editor.deleteCancelled)
        }
        .store(in: bag)
        editor.shareRequested.subscribe { text in presentShareSheet(text) }.store(in: bag)
        editor.finished.subscribe { _ in navigation.pop() }.store(in: bag)
        doneButton.onTap = editor.doneTapped
        cancelButton.onTap = editor.cancelTapped
        onBackGesture = editor.dismissed
        // end snippet

        #expect(titleField.text == "Groceries" && !doneButton.isEnabled)
        #expect(doneButton.hint == "Nothing has changed.")
        doneButton.onTap()
        #expect(doneButton.shakes == 1 && navigation.pops == 0)
        titleField.onEdit("Shopping")
        #expect(doneButton.isEnabled && doneButton.hint == nil)
        editor.shareTapped()
        editor.deleteTapped()
        #expect(shared == ["Shopping\n\nMilk\nBread"] && alerts == ["Delete this note?"])
        onBackGesture()
        #expect(navigation.pops == 1 && library.note(withID: Note.groceries.id)?.title == "Groceries")
    }
}
