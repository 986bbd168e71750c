import Foundation
import NotesViewModels
import SwiftUIStandIn

// snippet: EditNoteView
/// The note editor: two-way fields, the colour selector, importance, self-destruct, and Done with
/// the reason it is disabled written under it.
struct EditNoteView: View {
    let editor: EditNoteViewModel

    var body: some View {
        VStack {
            TextField(EditNoteText.titlePlaceholder(editor.language), text: Bindable(editor.title).value)
            TextField(EditNoteText.contentPlaceholder(editor.language), text: Bindable(editor.content).value)
            ColorSelectorView(selector: editor.colorSelector)
            Picker(
                EditNoteText.importanceHeading(editor.language), selection: Bindable(editor.importance).value
            ) {
                ForEach(editor.importanceChoices, id: \.self) { importance in
                    Text(EditNoteText.importanceName(importance, language: editor.language)).tag(importance)
                }
            }
            SelfDestructView(editor: editor)
            DoneView(editor: editor)
        }
        .navigationTitle(editor.screenTitle.value)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
            editor.viewFrameChanged(
                Rect(x: 0, y: 0, width: size.width, height: size.height), safeArea: Insets())
        }
        .alert(
            EditNoteText.deleteQuestion(
                editor.pendingDeletion.value ?? .deleteTapped, language: editor.language),
            isPresented: Bindable(editor.isDeleteConfirmationPresented).value
        ) {
            Button(EditNoteText.delete(editor.language), role: .destructive) { editor.deleteConfirmed() }
            Button(EditNoteText.cancel(editor.language), role: .cancel) { editor.deleteCancelled() }
        }
    }
}

/// The self-destruct switch and date.
struct SelfDestructView: View {
    let editor: EditNoteViewModel

    var body: some View {
        Toggle(EditNoteText.selfDestruct(editor.language), isOn: Bindable(editor.isSelfDestructEnabled).value)
    }
}

/// Done, Cancel and Share, with why Done is disabled.
struct DoneView: View {
    let editor: EditNoteViewModel

    var body: some View {
        Button(EditNoteText.done(editor.language)) { editor.doneTapped() }
            .disabled(!editor.isDoneEnabled.value)
        if let reason = editor.doneDisabledReason.value {
            Text(EditNoteText.doneDisabledReason(reason, language: editor.language))
        }
        Button(EditNoteText.cancel(editor.language)) { editor.cancelTapped() }
        ShareLink(EditNoteText.share(editor.language), item: editor.shareText.value)
    }
}
// end snippet
