import Bindings

/// Two-way bindings for the text fields.
extension EditNoteViewModel {
    /// A two-way binding of a title field: the user's edits go through ``titleChanged(_:)``, and
    /// every other change of ``title`` reaches the view through `updateView`.
    ///
    /// Keep the binding as long as the view; it holds the editor weakly.
    ///
    /// - Parameter updateView: sets the field's text; called at once and after each change.
    public func titleBinding(updateView: @escaping (String) -> Void) -> TextFieldBinding<String> {
        TextFieldBinding(title, write: { [weak self] in self?.titleChanged($0) }, updateView: updateView)
    }

    /// A two-way binding of a content field: the user's edits go through ``contentChanged(_:)``,
    /// and every other change of ``content`` reaches the view through `updateView`.
    ///
    /// Keep the binding as long as the view; it holds the editor weakly.
    ///
    /// - Parameter updateView: sets the field's text; called at once and after each change.
    public func contentBinding(updateView: @escaping (String) -> Void) -> TextFieldBinding<String> {
        TextFieldBinding(
            content, write: { [weak self] in self?.contentChanged($0) }, updateView: updateView)
    }
}
