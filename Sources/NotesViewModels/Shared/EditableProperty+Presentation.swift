import Bindings

extension EditableProperty {
    /// A presentation as one optional value, for a front end that presents and dismisses from
    /// state: setting it to `nil` is the user dismissing what is shown (`dismissed`); setting
    /// anything else does nothing, since only the view model asks.
    static func presentation<Item>(_ state: Property<Item?>, dismissed: @escaping () -> Void)
        -> EditableProperty<Item?>
    where Value == Item? {
        EditableProperty(state) { presentation in
            if presentation == nil { dismissed() }
        }
    }
}
