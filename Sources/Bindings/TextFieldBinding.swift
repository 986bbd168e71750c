/// Connects a ``MutableProperty`` to an editable view such as a text field, in both directions.
///
/// - The view reports edits with ``viewChanged(_:)``, which writes the property.
/// - The echo of that write is not sent back to the view (which would move its cursor).
/// - Any other value reaches the view through `updateView`: changes made by the view model, and
///   also a value the view model normalises in response to the edit (trimmed, clamped), which
///   differs from what the view shows.
///
/// The view is updated once at creation with the property's value.
@MainActor
public final class TextFieldBinding<Value: Equatable> {
    private let property: MutableProperty<Value>
    private var shownValue: Value
    private var subscription: Subscription?

    /// Creates a binding and shows the property's current value in the view.
    ///
    /// - Parameters:
    ///   - property: the view model's value.
    ///   - updateView: sets the view's content; called on the main actor.
    public init(_ property: MutableProperty<Value>, updateView: @escaping (Value) -> Void) {
        self.property = property
        shownValue = property.currentValue
        updateView(shownValue)
        subscription = property.subscribeToChanges { [weak self] newValue, _ in
            guard let self, newValue != self.shownValue else { return }
            self.shownValue = newValue
            updateView(newValue)
        }
    }

    /// Reports that the user edited the view to show `value`.
    public func viewChanged(_ value: Value) {
        shownValue = value
        property.value = value
    }
}
