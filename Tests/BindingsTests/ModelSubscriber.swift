import Bindings

/// One subscriber of the model test: what it received, and where in the reference it started.
@MainActor
final class ModelSubscriber {
    /// The vertex subscribed to.
    let vertex: Int
    /// Where the root's delivery log stood when it subscribed (roots only).
    let logStart: Int
    /// Which snapshot of the roots was current when it subscribed.
    let historyStart: Int
    /// Whether its callback may act on the graph.
    let reacts: Bool
    var received: [Int] = []
    var subscription: SubscriptionHandle?
    var isCancelled = false

    init(vertex: Int, logStart: Int, historyStart: Int, reacts: Bool) {
        self.vertex = vertex
        self.logStart = logStart
        self.historyStart = historyStart
        self.reacts = reacts
    }
}
