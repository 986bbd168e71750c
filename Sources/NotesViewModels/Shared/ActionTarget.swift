/// A weak reference to a view model for the actions of its editable properties, which are made in
/// its `init`, before `self` may be captured; the `init` sets ``object`` once everything is set.
@MainActor
final class ActionTarget<Object: AnyObject> {
    /// The view model, once its `init` has set it; `nil` after it is released.
    weak var object: Object?
}
