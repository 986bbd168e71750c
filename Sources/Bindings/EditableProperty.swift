/// A property the user edits: its value is the view model's, and setting it is the user's edit,
/// which goes through the view model's action.
///
/// An editable property is a ``Property`` (read it, subscribe to it, derive from it) whose
/// ``value`` also has a setter. The setter does not store anything itself: it calls the view
/// model's action (`titleChanged(_:)`, `brightnessSliderMoved(to:)`), so the action's rules —
/// validation, clamping, dirty tracking, being ignored once the screen has finished — apply to
/// every edit, and the value read back is always the view model's. A refused edit leaves the value
/// as it was; a normalised one (clamped, trimmed) reads back normalised.
///
/// It is `Observable` like every property, so a view wraps it in one expression:
///
/// ```swift
/// TextField(title, text: Bindable(editor.title).value)                  // SwiftUI
/// Binding(get: { editor.title.value }, set: { editor.title.value = $0 })  // SwiftUI, spelled out
/// field.addAction(UIAction { _ in editor.title.value = field.text ?? "" }, for: .editingChanged)
/// ```
///
/// An imperative text field that must not hear the echo of its own edit (which would move its
/// caret) can also go through a ``TextFieldBinding``.
///
/// Main-actor isolated. Reading costs what reading the view model's property costs; setting costs
/// the action.
@MainActor
public final class EditableProperty<Value>: Property<Value> {
    /// Reports the user's edit to the view model.
    private let edit: (Value) -> Void

    /// Creates an editable view of `source` whose edits go through `edit`.
    ///
    /// - Parameters:
    ///   - source: the view model's value; the editable property delivers each of its changes and
    ///     nothing else (it compares nothing again).
    ///   - edit: the view model's action for the user's edit; it decides what `source` becomes.
    ///     Capture the view model weakly: the property keeps `edit` as long as it lives.
    public init(_ source: Property<Value>, edit: @escaping (Value) -> Void) {
        self.edit = edit
        super.init(
            derivedFrom: [source.node], isEqual: nil, compute: source.valueReader,
            refreshBody: { Property.refreshDerived($0, keepsDeliveredValue: true) },
            flushBody: Property.flushDerived)
    }

    /// Creates an editable view of `property` whose edits write it directly, for a value with no
    /// rules of its own.
    public convenience init(_ property: MutableProperty<Value>) {
        self.init(property) { property.value = $0 }
    }

    /// The view model's current value; setting it is the user's edit, which the view model's
    /// action applies (or refuses).
    ///
    /// Reading registers with Observation as reading any ``Property`` does.
    ///
    /// - Complexity: reading, as ``Property/value``; setting, the cost of the action.
    public override var value: Value {
        get { super.value }
        set { edit(newValue) }
    }
}
