import Bindings

extension EditableProperty where Value == Bool {
    /// Whether `state` holds something to present, shaped for a presentation's `isPresented`:
    /// setting it to false is the user dismissing it (`dismissed`); setting it to true does
    /// nothing, since only the view model asks.
    static func presenting<Item>(_ state: Property<Item?>, dismissed: @escaping () -> Void)
        -> EditableProperty<Bool>
    {
        EditableProperty(state.map { $0 != nil }) { isPresented in
            if !isPresented { dismissed() }
        }
    }
}
