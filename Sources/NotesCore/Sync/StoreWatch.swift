/// A running watch of a store folder (see ``StoreChangeSource``): it stops when ``stop()`` is
/// called or when it is released.
public final class StoreWatch: Sendable {
    private let stopping: Locked<(@Sendable () -> Void)?>

    /// A watch that runs `stop` once, when stopped or released.
    public init(stop: @escaping @Sendable () -> Void) {
        stopping = Locked(stop)
    }

    /// Stops the watch.
    ///
    /// Nothing is reported after it returns; calling it again does nothing.
    public func stop() {
        let stop = stopping.withLock { stop in
            defer { stop = nil }
            return stop
        }
        stop?()
    }

    deinit {
        stop()
    }
}
