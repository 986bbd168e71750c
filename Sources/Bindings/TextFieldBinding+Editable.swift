extension TextFieldBinding {
    /// Creates a binding whose edits go through `property`'s setter, that is, through the view
    /// model's action; a refused or normalised edit reaches the view through `updateView`.
    ///
    /// - Parameters:
    ///   - property: the view model's editable value.
    ///   - updateView: sets the view's content; called at once and after each change.
    public convenience init(_ property: EditableProperty<Value>, updateView: @escaping (Value) -> Void) {
        self.init(property, write: { property.value = $0 }, updateView: updateView)
    }
}
