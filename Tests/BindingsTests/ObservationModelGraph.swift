import Bindings
import Observation

/// A random graph of properties read inside `withObservationTracking` and driven by random
/// writes, batches, subscriptions, cancellations and reads, from outside, from callbacks and from
/// `onChange`, beside a plain reference: the roots' values, from which every vertex is evaluated.
///
/// The rule checked is the Observation guarantee: a tracking's `onChange` fires at most once, only
/// when the property's value differs from the value the tracked read returned, and, whenever the
/// graph is idle, a tracking that has not fired still reads the value it read.
@MainActor
final class ObservationModelGraph {
    let shapes: [ModelShape]
    private(set) var properties: [Property<Int>] = []
    private var roots: [Int: MutableProperty<Int>] = [:]
    /// The reference: each root's value (other entries unused).
    private var values: [Int]
    /// Every state of the roots so far, oldest first, and whether an `onChange` handler wrote it.
    private var history: [(values: [Int], isWrittenInOnChange: Bool)]
    /// How deeply `onChange` handlers are running.
    private var onChangeDepth = 0
    private(set) var trackings: [ObservationModelTracking] = []
    /// Trackings that fired and read again once the step is over.
    private var toReArm: [ObservationModelTracking] = []
    private var subscriptions: [SubscriptionHandle] = []
    /// Operations callbacks and `onChange` may still make in this step.
    private var budget = 0
    var generator: SplitMix64
    private(set) var failures: [String] = []
    /// How many times `onChange` fired, over the whole run.
    private(set) var fireCount = 0

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
        var shapes: [ModelShape] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) { shapes.append(.root) }
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let modulus = Int.random(in: 2...5, using: &generator)
            if Int.random(in: 0..<3, using: &generator) < 2 {
                // Often a map of the newest vertex, so that chains form.
                let source =
                    Bool.random(using: &generator)
                    ? shapes.count - 1 : Int.random(in: shapes.indices, using: &generator)
                shapes.append(
                    .map(
                        source: source, multiplier: Int.random(in: 1...3, using: &generator), modulus: modulus
                    ))
            } else {
                let first = Int.random(in: shapes.indices, using: &generator)
                let second = Int.random(in: shapes.indices, using: &generator)
                shapes.append(.combine(first, second, modulus: modulus))
            }
        }
        self.shapes = shapes
        values = shapes.map { _ in 0 }
        history = [(values, false)]
        for (index, shape) in shapes.enumerated() {
            switch shape {
            case .root:
                let root = MutableProperty(0)
                roots[index] = root
                properties.append(root)
            case .map(let source, let multiplier, let modulus):
                properties.append(properties[source].map { ($0 * multiplier) % modulus })
            case .combine(let first, let second, let modulus):
                properties.append(
                    combine(properties[first], properties[second]).map { ($0.0 * 3 + $0.1) % modulus })
            }
        }
    }

    /// The reference value of `vertex` now.
    func expected(_ vertex: Int) -> Int {
        ModelShape.evaluate(vertex, shapes: shapes, roots: values)
    }

    /// One operation from outside, with up to `reactions` more from callbacks and `onChange`; then
    /// the trackings that re-arm later read again, and every tracking is checked.
    func step(reactions: Int) {
        budget = reactions
        act()
        let reArming = toReArm
        toReArm = []
        for tracking in reArming { track(tracking.vertex, reArming: .later) }
        check()
    }

    /// A random operation.
    private func act() {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1, 2: writeRandomRoot()
        case 3:
            trace.append("batch")
            batch {
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        trackRandom()
                    } else {
                        writeRandomRoot()
                    }
                }
            }
        case 4:
            trace.append("subscribe")
            subscribeRandom()
        case 5: cancelRandom()
        case 6: _ = properties[Int.random(in: properties.indices, using: &generator)].value
        default: trackRandom()
        }
    }

    /// What happened, in order, for a failure's message.
    private(set) var trace: [String] = []

    private func writeRandomRoot() {
        let vertex = roots.keys.sorted()[Int.random(in: 0..<roots.count, using: &generator)]
        let value = Int.random(in: 0...3, using: &generator)
        values[vertex] = value
        history.append((values, onChangeDepth > 0))
        trace.append("write \(vertex)=\(value)")
        roots[vertex]!.value = value
        trace.append("wrote \(vertex)=\(value)")
    }

    private func trackRandom() {
        let vertex = Int.random(in: properties.indices, using: &generator)
        let reArming = ObservationModelTracking.ReArming.allCases.randomElement(using: &generator)!
        track(vertex, reArming: reArming)
    }

    private func track(_ vertex: Int, reArming: ObservationModelTracking.ReArming) {
        let tracking = ObservationModelTracking(
            vertex: vertex, reArming: reArming, historyStart: history.count - 1)
        trackings.append(tracking)
        let property = properties[vertex]
        tracking.seen = withObservationTracking {
            property.value
        } onChange: { [weak self, weak tracking] in
            MainActor.assumeIsolated {
                guard let self, let tracking else { return }
                self.fired(tracking)
            }
        }
        trace.append("track \(vertex) saw \(tracking.seen) \(reArming)")
        if tracking.seen != expected(vertex) {
            failures.append("vertex \(vertex) read \(tracking.seen), expected \(expected(vertex))")
        }
    }

    private func fired(_ tracking: ObservationModelTracking) {
        fireCount += 1
        trace.append("fired \(tracking.vertex) seen \(tracking.seen) now \(expected(tracking.vertex))")
        tracking.fireCount += 1
        let vertex = tracking.vertex
        if tracking.fireCount > 1 { failures.append("onChange of vertex \(vertex) fired twice") }
        if !changedSinceRead(tracking) {
            failures.append("onChange of vertex \(vertex) fired, but it still holds \(tracking.seen)")
        }
        onChangeDepth += 1
        defer { onChangeDepth -= 1 }
        switch tracking.reArming {
        case .never: break
        case .inOnChange: track(vertex, reArming: .inOnChange)
        case .later: toReArm.append(tracking)
        }
        react()
    }

    /// Whether the value of a tracking's vertex differs from the one it read, or did after the read
    /// and was changed back only by `onChange` handlers: Observation calls every handler of one
    /// change in turn, and a handler that writes is heard before the handlers after it.
    private func changedSinceRead(_ tracking: ObservationModelTracking) -> Bool {
        var index = history.count - 1
        while index >= tracking.historyStart {
            let state = history[index]
            if ModelShape.evaluate(tracking.vertex, shapes: shapes, roots: state.values) != tracking.seen {
                return true
            }
            if !state.isWrittenInOnChange { return false }
            index -= 1
        }
        return false
    }

    private func subscribeRandom() {
        let vertex = Int.random(in: properties.indices, using: &generator)
        let reacts = Bool.random(using: &generator)
        var isFirstCall = true
        subscriptions.append(
            properties[vertex].subscribe { [weak self] _ in
                guard !isFirstCall else {
                    isFirstCall = false
                    return
                }
                guard reacts, let self else { return }
                self.react()
            })
    }

    /// What a callback or `onChange` may do while the budget lasts.
    private func react() {
        guard budget > 0 else { return }
        budget -= 1
        switch Int.random(in: 0..<4, using: &generator) {
        case 0, 1: writeRandomRoot()
        case 2: trackRandom()
        default: _ = properties[Int.random(in: properties.indices, using: &generator)].value
        }
    }

    private func cancelRandom() {
        guard !subscriptions.isEmpty else { return }
        let subscription = subscriptions.remove(at: Int.random(in: subscriptions.indices, using: &generator))
        if Bool.random(using: &generator) { subscription.cancel() }
    }

    /// With nothing being delivered: every tracking that has not fired reads what it read.
    private func check() {
        for tracking in trackings where tracking.fireCount == 0 && expected(tracking.vertex) != tracking.seen
        {
            failures.append(
                "onChange of vertex \(tracking.vertex) missed: it read \(tracking.seen), "
                    + "now \(expected(tracking.vertex))")
            tracking.fireCount = 1
        }
        trackings.removeAll { $0.fireCount > 0 }
    }

    /// Drops every property and subscription, with trackings still armed, which must keep nothing
    /// alive.
    ///
    /// - Returns: weak references to the properties, all `nil` when nothing leaked.
    func dropProperties() -> [WeakProperty] {
        let weak = properties.map(WeakProperty.init)
        properties = []
        roots = [:]
        subscriptions = []
        return weak
    }
}
