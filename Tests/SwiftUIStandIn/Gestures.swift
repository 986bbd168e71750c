import Foundation

/// A drag across a view: the stand-in for SwiftUI's `DragGesture`.
public struct DragGesture {
    /// Where the drag is.
    public struct Value {
        /// The finger's position in the view.
        public let location: CGPoint
    }

    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    /// A drag that starts once the finger moved `minimumDistance` points (0: at the touch).
    public init(minimumDistance: CGFloat = 10) {}

    /// Calls `action` as the finger moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed = action
        return gesture
    }

    /// Calls `action` when the finger lifts.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended = action
        return gesture
    }
}

/// The size of a view, as layout gave it: the stand-in for SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The view's size.
    public let size: CGSize
}

extension View {
    /// Recognises `gesture` on the view; the view's title names it for the tests.
    public func gesture(_ gesture: DragGesture) -> ModifiedView<Self> {
        let view = self
        return modified { resolution, content in
            var area = Element(.drag, resolution.title(of: view))
            area.drag = { point, isEnd in
                let value = DragGesture.Value(location: point)
                if isEnd { gesture.ended?(value) } else { gesture.changed?(value) }
            }
            resolution.add(area)
        }
    }

    /// Calls `action` with what `transform` reads of the view's geometry when it first has a size
    /// (the host's screen size), as SwiftUI's `onGeometryChange` does.
    public func onGeometryChange<Measured: Equatable & Sendable>(
        for type: Measured.Type, of transform: @escaping @Sendable (GeometryProxy) -> Measured,
        action: @escaping (Measured) -> Void
    ) -> ModifiedView<Self> {
        modified { resolution, content in
            var lifecycle = Element(.lifecycle, "geometry")
            let size = resolution.screenSize
            lifecycle.appear = { action(transform(GeometryProxy(size: size))) }
            resolution.add(lifecycle)
            content()
        }
    }
}
