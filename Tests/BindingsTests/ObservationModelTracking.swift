/// One `withObservationTracking` of the Observation model test: the vertex it read, the value the
/// read returned, and how often its `onChange` fired.
@MainActor
final class ObservationModelTracking {
    /// How a tracking that fired reads again, as a view re-evaluated after a change.
    enum ReArming: CaseIterable {
        /// It never reads again.
        case never
        /// It reads again inside `onChange`.
        case inOnChange
        /// It reads again later, once the current step is over, as SwiftUI re-renders.
        case later
    }

    let vertex: Int
    let reArming: ReArming
    /// Where the graph's history of root states stood when the tracking read.
    let historyStart: Int
    /// The value the tracked read returned.
    var seen = 0
    var fireCount = 0

    init(vertex: Int, reArming: ReArming, historyStart: Int) {
        self.vertex = vertex
        self.reArming = reArming
        self.historyStart = historyStart
    }
}
