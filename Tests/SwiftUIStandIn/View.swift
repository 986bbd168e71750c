/// A part of a screen described from state: the stand-in for SwiftUI's `View`.
///
/// A view is a value. Its ``body`` is evaluated by a ``ViewHost`` inside
/// `withObservationTracking`, and evaluated again only when something it read changed, or when
/// the view value its parent made differs from the last one — as SwiftUI does.
@MainActor
public protocol View {
    /// The view's content.
    associatedtype Body: View
    /// The content, built from the state the view reads.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Never evaluated: primitive views have no body.
    public var body: Never { fatalError("a primitive view has no body") }
}
