/// Runs `body`, holding every notification until it returns; each property written inside then
/// notifies once, with its final value.
///
/// A property whose final value equals its value before the batch notifies no one. Derived
/// properties are recomputed once for the whole batch. Events sent with ``Signal/send(_:)`` are
/// delivered in order after the batch too. Batches nest; only the outermost delivers. A batch
/// started while subscribers are being called delivers after that dispatch, like any write made then.
///
/// - Parameter body: the writes to group.
/// - Returns: whatever `body` returns.
@MainActor
public func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
    let wasBusy = Scheduler.isBusy && !Scheduler.isBatching
    Scheduler.beginBatch()
    defer { Scheduler.endBatch(wasBusy: wasBusy) }
    return try body()
}
