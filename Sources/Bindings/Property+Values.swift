extension Property where Value: Sendable {
    /// The current value and then every change, as an asynchronous sequence.
    ///
    /// The stream buffers every value until it is consumed, so a slow consumer sees each change in
    /// order. It subscribes when created and cancels its subscription when iteration ends or the
    /// consuming task is cancelled; it finishes when the property is deallocated, so a
    /// `for await` loop over it ends then.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        let subscription = subscribe({ continuation.yield($0) }, onOwnerEnd: { continuation.finish() })
        continuation.onTermination = { _ in
            Task { @MainActor in subscription.cancel() }
        }
        return stream
    }
}
