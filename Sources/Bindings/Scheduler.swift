/// The main-actor dispatch state shared by every property, signal and batch.
///
/// This is the module's one piece of global state, and it has to be: the guarantees are about
/// every property at once. A write made while *any* subscriber runs is queued behind that dispatch
/// (otherwise one property's delivery would recurse into another's), a batch holds back every
/// property's notifications, and derived values are flushed in one rank-ordered wave across all
/// sources. Passing a scheduler to every property instead would put a reference in each, a load on
/// every write, and let two schedulers interleave their dispatches, which is exactly what it
/// prevents.
///
/// Why its unchecked storage is safe:
/// - Everything here is `@MainActor`; it is only ever touched from the main actor, one synchronous
///   step at a time, so no two threads reach it.
/// - `isBusy` and `hasPendingWork` skip the dynamic exclusivity check (`@exclusivity(unchecked)`)
///   and `state` lives behind an `UnsafeMutablePointer` for the same reason. Exclusivity could only
///   be violated by an `inout` access still open when a callback re-enters the scheduler. There is
///   none: the flags are only read or assigned whole, and every access to `state` ends before any
///   callback or queued work runs (`runWave` copies each node out before flushing it, `drainQueue` copies
///   each work item out before calling it, and `endBatch` copies the batched list before running it).
/// - The pointer is allocated once and never freed, so it never dangles.
///
/// The unchecked accesses are there for speed: every write reads `isBusy` and `hasPendingWork`, and
/// a `MutableProperty` set must stay within twice the cost of calling a closure from an array
/// (the `bindings` benchmark's targets), where a dynamic exclusivity check per access shows.
///
/// The rules, in one place:
/// - `isBusy` is true while a dispatch or a batch is running. Writes made then are queued.
/// - `queue` holds deferred deliveries in first-in, first-out order; it is drained after the
///   current dispatch, so notifications never recurse.
/// - `wave` holds derived nodes waiting to be flushed, by rank and, within a rank, in the order
///   they were scheduled, so that each is recomputed once per change, never sees half-updated
///   sources, and siblings deliver in the order they were linked.
/// - Every delivery carries the version it delivers, and a subscriber hears only versions newer
///   than the one it has seen, so a value is never delivered twice or out of order.
@MainActor
@usableFromInline
enum Scheduler {
    struct State {
        var batchDepth = 0
        var queue: [() -> Void] = []
        var queueHead = 0
        /// Derived nodes waiting to be flushed, one list per rank, each in scheduling order.
        var wave: [[any Node]] = []
        /// Work held for the end of the outermost batch: each item captures what to deliver as the
        /// batch ends and returns that delivery.
        var batched: [() -> () -> Void] = []
    }

    /// Whether a dispatch or a batch is running.
    ///
    /// Kept apart from `State`, with a constant initial value, so that the hot path reads it with
    /// no lazy-initialisation check. Only ever read or assigned whole, never accessed `inout`.
    @usableFromInline @exclusivity(unchecked) static var isBusy = false
    /// Whether the wave or the queue may hold work; set by ``schedule(_:)`` and ``enqueue(_:)``,
    /// cleared when a dispatch ends.
    ///
    /// Lets an idle dispatch end without touching `State`.
    @usableFromInline @exclusivity(unchecked) static var hasPendingWork = false
    /// How many ``withUntrackedReads(_:)`` scopes are running: while any is, a read of a property
    /// registers nothing with Observation.
    @usableFromInline @exclusivity(unchecked) static var untrackedReadDepth = 0

    /// The state, allocated once; held through a pointer so that the hot path pays no dynamic
    /// exclusivity check.
    ///
    /// No code keeps an `inout` access to it across a callback.
    static let storage: UnsafeMutablePointer<State> = {
        let storage = UnsafeMutablePointer<State>.allocate(capacity: 1)
        storage.initialize(to: State())
        return storage
    }()

    static var state: State {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Whether a new write may dispatch at once.
    @inlinable
    static var isIdle: Bool { !isBusy }

    /// Marks the start of a synchronous dispatch; pair it with ``finishDispatch()``.
    @inlinable
    static func beginDispatch() {
        isBusy = true
    }

    /// Whether notifications are being held for the end of a ``batch(_:)``.
    static var isBatching: Bool { state.batchDepth > 0 }

    /// Queues work to run after the current dispatch, in order.
    @usableFromInline
    static func enqueue(_ work: @escaping () -> Void) {
        state.queue.append(work)
        hasPendingWork = true
    }

    /// Queues work to run when the outermost batch ends.
    ///
    /// Every item captures its delivery as the batch ends, before any is delivered, so each sees
    /// the values as of that moment; the deliveries then run in order, at once or, when the batch
    /// ran inside a dispatch, queued behind it.
    static func enqueueBatched(_ work: @escaping () -> () -> Void) {
        state.batched.append(work)
    }

    /// Adds a derived node to the current wave, after the nodes of its rank already waiting.
    @usableFromInline
    static func schedule(_ node: any Node) {
        if node.isScheduled { return }
        node.isScheduled = true
        hasPendingWork = true
        let rank = node.rank
        while state.wave.count <= rank { state.wave.append([]) }
        state.wave[rank].append(node)
    }

    /// Flushes every scheduled node, lowest rank first and, within a rank, in scheduling order.
    ///
    /// Flushing a node only schedules nodes of a higher rank, so each rank is done once reached.
    static func runWave() {
        var rank = 0
        while rank < state.wave.count {
            var index = 0
            while index < state.wave[rank].count {
                let node = state.wave[rank][index]
                index += 1
                node.isScheduled = false
                node.flush()
            }
            state.wave[rank].removeAll(keepingCapacity: true)
            rank += 1
        }
    }

    /// Ends a dispatch: flushes the wave, drains the queue, then becomes idle.
    @inlinable
    static func finishDispatch() {
        if !hasPendingWork {
            isBusy = false
            return
        }
        finishPendingDispatch()
    }

    /// ``finishDispatch()`` when nodes or deliveries are waiting.
    @usableFromInline
    static func finishPendingDispatch() {
        runWave()
        drainQueue()
        hasPendingWork = false
        isBusy = false
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
        isBusy = true
    }

    static func endBatch(wasBusy: Bool) {
        state.batchDepth -= 1
        if state.batchDepth > 0 { return }
        let batched = state.batched
        state.batched.removeAll()
        let deliveries = batched.map { $0() }
        if wasBusy {
            for delivery in deliveries { enqueue(delivery) }
            return
        }
        for delivery in deliveries { delivery() }
        finishDispatch()
    }
}
