/// Connects a property to an editable view such as a text field, in both directions.
///
/// - The view reports edits with ``viewChanged(_:)``, which writes the property (directly for a
///   ``MutableProperty``, or through the view model's action for a read-only ``Property``).
/// - The echo of that write is not sent back to the view (which would move its cursor).
/// - Any other value reaches the view through `updateView`: changes made by the view model, a value
///   the view model normalises in response to the edit (trimmed, clamped), and the unchanged value
///   when the view model ignored the edit, so the view never keeps showing text the model refused.
///
/// The view is updated once at creation with the property's value. Main-actor isolated.
@MainActor
public final class TextFieldBinding<Value: Equatable> {
    private let property: Property<Value>
    private let write: (Value) -> Void
    private let updateView: (Value) -> Void
    private var shownValue: Value
    private var subscription: SubscriptionHandle?

    /// Creates a binding that writes the view's edits straight into `property`.
    ///
    /// - Parameters:
    ///   - property: the view model's value.
    ///   - updateView: sets the view's content; called on the main actor.
    public convenience init(_ property: MutableProperty<Value>, updateView: @escaping (Value) -> Void) {
        self.init(property, write: { property.value = $0 }, updateView: updateView)
    }

    /// Creates a binding for a read-only property that the view model changes through an action,
    /// such as a field whose edits go through a method named for what the user did.
    ///
    /// - Parameters:
    ///   - property: the view model's read-only value.
    ///   - write: reports the user's edit to the view model.
    ///   - updateView: sets the view's content; called on the main actor.
    public init(
        _ property: Property<Value>, write: @escaping (Value) -> Void, updateView: @escaping (Value) -> Void
    ) {
        self.property = property
        self.write = write
        self.updateView = updateView
        shownValue = property.currentValue
        updateView(shownValue)
        subscription = property.subscribeToChanges { [weak self] newValue, _ in
            guard let self, newValue != self.shownValue else { return }
            self.shownValue = newValue
            updateView(newValue)
        }
    }

    /// Reports that the user edited the view to show `value`.
    ///
    /// - Complexity: the cost of the write, plus one comparison of `value` with the property.
    public func viewChanged(_ value: Value) {
        shownValue = value
        write(value)
        let current = property.currentValue
        if current != shownValue {
            shownValue = current
            updateView(current)
        }
    }
}
