/// An object held weakly, for a cache of the per-item models front ends hold.
struct WeakReference<Object: AnyObject> {
    /// The object, while something else holds it.
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
