extension Property where Value: Sendable {
    /// The current value and then every change, as an asynchronous sequence.
    ///
    /// The stream buffers every value until it is consumed, so a slow consumer sees each change in
    /// order. It subscribes when created and cancels its subscription when iteration ends or the
    /// consuming task is cancelled.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        let subscription = subscribe { continuation.yield($0) }
        continuation.onTermination = { _ in
            Task { @MainActor in subscription.cancel() }
        }
        return stream
    }
}
