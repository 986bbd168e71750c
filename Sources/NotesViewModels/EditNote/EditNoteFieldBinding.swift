import Bindings

/// Connects a read-only field of the editor to an editable view such as a text field, in both
/// directions, writing through the editor's action for it.
///
/// The counterpart of ``Bindings/TextFieldBinding`` for a field the view model exposes as a
/// ``Bindings/Property`` and changes only through a method named for what the user did
/// (``EditNoteViewModel/titleChanged(_:)``), so the editor's rules (nothing changes after it has
/// finished) hold for bound views too:
/// - The view reports edits with ``viewChanged(_:)``, which calls the action.
/// - The echo of that edit is not sent back to the view (which would move its cursor).
/// - Any other value reaches the view through `updateView`: changes made by the view model, and
///   an edit the view model ignored or normalised, which differs from what the view shows.
///
/// The view is updated once at creation with the field's value. Main-actor isolated.
@MainActor
public final class EditNoteFieldBinding<Value: Equatable> {
    private let write: (Value) -> Void
    private let updateView: (Value) -> Void
    private let property: Property<Value>
    private var shownValue: Value
    private var subscription: Subscription?

    /// Creates a binding and shows the field's current value in the view.
    ///
    /// - Parameters:
    ///   - property: the view model's read-only field, such as ``EditNoteViewModel/title``.
    ///   - write: the action that reports the user's edit, such as
    ///     ``EditNoteViewModel/titleChanged(_:)``.
    ///   - updateView: sets the view's content; called on the main actor.
    public init(
        _ property: Property<Value>, write: @escaping (Value) -> Void,
        updateView: @escaping (Value) -> Void
    ) {
        self.property = property
        self.write = write
        self.updateView = updateView
        shownValue = property.value
        updateView(shownValue)
        subscription = property.subscribeToChanges { [weak self] newValue, _ in
            guard let self, newValue != self.shownValue else { return }
            self.shownValue = newValue
            updateView(newValue)
        }
    }

    /// Reports that the user edited the view to show `value`.
    ///
    /// When the action leaves the field different from `value` (the editor has finished, or
    /// normalised the edit), the view is sent the field's value.
    ///
    /// - Complexity: the cost of the action, plus a comparison of `value` with the field.
    public func viewChanged(_ value: Value) {
        shownValue = value
        write(value)
        let current = property.value
        if current != shownValue {
            shownValue = current
            updateView(current)
        }
    }
}
