extension ViewSync where Value: Equatable {
    /// Keeps a view in step with an editable property: the user's changes set its `value`, which
    /// is the view model's action.
    public convenience init(_ property: EditableProperty<Value>) {
        self.init(property, isEqual: { $0 == $1 }, edit: { property.value = $0 })
    }
}
