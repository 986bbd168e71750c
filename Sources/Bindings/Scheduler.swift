/// The main-actor dispatch state shared by every property, signal and batch.
///
/// All of it lives in one struct so that the rules are easy to audit:
/// - `isBusy` is true while a dispatch or a batch is running. Writes made then are queued.
/// - `queue` holds deferred deliveries in first-in, first-out order; it is drained after the
///   current dispatch, so notifications never recurse.
/// - `wave` holds derived nodes waiting to be flushed, lowest rank last, so that each is
///   recomputed once per change and never sees half-updated sources.
@MainActor
@usableFromInline
enum Scheduler {
    @usableFromInline
    struct State {
        @usableFromInline var isBusy = false
        var batchDepth = 0
        @usableFromInline var queue: [() -> Void] = []
        var queueHead = 0
        @usableFromInline var wave: [any Node] = []
        var batched: [() -> Void] = []
    }

    /// The state, allocated once; held through a pointer so that the hot path pays no dynamic
    /// exclusivity check. No code keeps an `inout` access to it across a callback.
    @usableFromInline
    static let storage: UnsafeMutablePointer<State> = {
        let storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
        storage.initialize(to: State())
        return storage
    }()

    @inlinable
    static var state: State {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Whether a new write may dispatch at once.
    @inlinable
    static var isIdle: Bool { !state.isBusy }

    /// Marks the start of a synchronous dispatch; pair it with ``finishDispatch()``.
    @inlinable
    static func beginDispatch() {
        state.isBusy = true
    }

    /// Whether notifications are being held for the end of a ``batch(_:)``.
    static var isBatching: Bool { state.batchDepth > 0 }

    /// Queues work to run after the current dispatch, in order.
    static func enqueue(_ work: @escaping () -> Void) {
        state.queue.append(work)
    }

    /// Queues work to run when the outermost batch ends.
    static func enqueueBatched(_ work: @escaping () -> Void) {
        state.batched.append(work)
    }

    /// Adds a derived node to the current wave, keeping the wave ordered by rank.
    ///
    /// - Complexity: O(*w*) where *w* is the number of nodes already waiting.
    @usableFromInline
    static func schedule(_ node: any Node) {
        if node.isScheduled { return }
        node.isScheduled = true
        var index = state.wave.endIndex
        while index > state.wave.startIndex, state.wave[index - 1].rank < node.rank {
            index -= 1
        }
        state.wave.insert(node, at: index)
    }

    /// Flushes every scheduled node in rank order.
    static func runWave() {
        while let node = state.wave.popLast() {
            node.isScheduled = false
            node.flush()
        }
    }

    /// Ends a dispatch: flushes the wave, drains the queue, then becomes idle.
    @inlinable
    static func finishDispatch() {
        if state.wave.isEmpty && state.queue.isEmpty {
            state.isBusy = false
            return
        }
        finishPendingDispatch()
    }

    /// ``finishDispatch()`` when nodes or deliveries are waiting.
    @usableFromInline
    static func finishPendingDispatch() {
        runWave()
        drainQueue()
        state.isBusy = false
    }

    private static func drainQueue() {
        guard !state.queue.isEmpty else { return }
        while state.queueHead < state.queue.count {
            let work = state.queue[state.queueHead]
            state.queueHead += 1
            work()
            runWave()
        }
        state.queue.removeAll(keepingCapacity: true)
        state.queueHead = 0
    }

    static func beginBatch() {
        state.batchDepth += 1
        state.isBusy = true
    }

    static func endBatch(wasBusy: Bool) {
        state.batchDepth -= 1
        if state.batchDepth > 0 { return }
        let batched = state.batched
        state.batched.removeAll()
        if wasBusy {
            for work in batched { enqueue(work) }
            return
        }
        for work in batched { work() }
        finishDispatch()
    }
}
