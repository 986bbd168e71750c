/// Keeps one value of an imperative view (a text field's text, a navigation controller's stack, a
/// tab bar's selection, a presented alert) in step with a property, for a view updated in a method
/// that Observation tracks (UIKit's `updateProperties()`, a layout method, a cell's configuration).
///
/// The view reports the user's change with ``viewChanged(_:isComposing:)``, and its tracked method
/// calls ``updateView(_:)``, which writes the view only when it shows something other than the
/// property's value:
///
/// - The echo of the user's own edit never reaches the view (a text field's caret stays where the
///   user put it), and it does not invalidate the tracked method: ``updateView(_:)`` reads one
///   revision, which changes only when the view needs writing.
/// - A change the view model makes (an undo, another device's edit), and a value it normalises or
///   refuses in answer to the edit, reach the view on the next ``updateView(_:)``.
/// - While the view composes marked text (an input method), nothing is written to it and the
///   composition is not the model's yet; the composed text is the user's edit when composition
///   ends, and it wins over a change the view model made meanwhile.
///
/// Main-actor isolated. Keep it as long as the view.
@MainActor
public final class ViewSync<Value> {
    private let property: Property<Value>
    private let isEqual: (Value, Value) -> Bool
    private let edit: (Value) -> Void
    /// Changes when the view needs writing; the one value ``updateView(_:)`` tracks.
    private let revision = MutableProperty(0)
    /// What the view shows, as far as it is known; `nil` before it was first written.
    private var shown: Value?
    private var isComposing = false
    /// Whether the user's edit is being applied: the changes it causes are compared once, after.
    private var isApplyingEdit = false
    private var subscription: SubscriptionHandle?

    /// Keeps a view in step with `property`; the user's changes go through `edit`.
    ///
    /// - Parameters:
    ///   - property: the view model's value.
    ///   - isEqual: whether the view showing one value shows the other (identity, for views).
    ///   - edit: reports the user's change to the view model, which decides what `property`
    ///     becomes; capture the view model weakly.
    public init(
        _ property: Property<Value>, isEqual: @escaping (Value, Value) -> Bool,
        edit: @escaping (Value) -> Void
    ) {
        self.property = property
        self.isEqual = isEqual
        self.edit = edit
        subscription = property.subscribeToChanges { [weak self] newValue, _ in
            self?.propertyChanged(to: newValue)
        }
    }

    /// Writes `property`'s value into the view with `apply` if the view shows something else; call
    /// it from the view's tracked method, which it makes run again when the view needs writing.
    ///
    /// Nothing is written while the view composes marked text.
    ///
    /// - Complexity: one comparison, plus `apply` when the view needs writing.
    public func updateView(_ apply: (Value) -> Void) {
        _ = revision.value
        guard !isComposing else { return }
        let current = property.currentValue
        if let shown, isEqual(shown, current) { return }
        shown = current
        apply(current)
    }

    /// Reports that the user changed the view to show `value`.
    ///
    /// - Parameters:
    ///   - value: what the view shows now.
    ///   - isComposing: whether the view holds marked text of an input method; while it does, the
    ///     edit is not reported and the view is not written.
    ///
    /// - Complexity: the cost of the edit, plus one comparison.
    public func viewChanged(_ value: Value, isComposing: Bool = false) {
        shown = value
        self.isComposing = isComposing
        guard !isComposing else { return }
        isApplyingEdit = true
        edit(value)
        isApplyingEdit = false
        if !isEqual(property.currentValue, value) { revision.write(revision.currentValue &+ 1) }
    }

    private func propertyChanged(to newValue: Value) {
        guard !isApplyingEdit, !isComposing, let shown, !isEqual(shown, newValue) else { return }
        revision.write(revision.currentValue &+ 1)
    }
}
