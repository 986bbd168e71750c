import Bindings
import Observation

/// A random graph of properties driven by random operations, made from outside and from inside
/// callbacks and `onChange`, beside a plain reference of what every subscriber must have seen.
@MainActor
final class ModelGraph {
    let shapes: [ModelShape]
    private(set) var properties: [Property<Int>] = []
    private var roots: [Int: MutableProperty<Int>] = [:]
    /// The reference: each root's value (other entries unused).
    private var values: [Int]
    /// Every state of the roots so far, oldest first.
    private var history: [[Int]]
    /// For each root, the values its subscribers must hear, in order: every write outside a batch,
    /// and each batch's final value.
    private var logs: [Int: [Int]] = [:]
    private var valuesBeforeBatch: [Int: Int] = [:]
    private var batchDepth = 0
    private(set) var subscribers: [ModelSubscriber] = []
    /// Operations callbacks and `onChange` may still make in this step.
    private var budget = 0
    private var callbackDepth = 0
    var generator: SplitMix64
    private(set) var failures: [String] = []

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
        var shapes: [ModelShape] = []
        let rootCount = Int.random(in: 1...3, using: &generator)
        for _ in 0..<rootCount { shapes.append(.root) }
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            let modulus = Int.random(in: 2...5, using: &generator)
            if Bool.random(using: &generator) {
                let source = Int.random(in: shapes.indices, using: &generator)
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
        history = [values]
        for (index, shape) in shapes.enumerated() {
            switch shape {
            case .root:
                let root = MutableProperty(0)
                roots[index] = root
                logs[index] = []
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

    /// One operation from outside, with up to `reactions` more from callbacks and `onChange`.
    func step(reactions: Int) {
        budget = reactions
        act(fromOutside: true)
        check(readingValues: Bool.random(using: &generator))
    }

    /// A random operation; from outside it may also start Observation tracking.
    func act(fromOutside: Bool) {
        switch Int.random(in: 0..<(fromOutside ? 7 : 6), using: &generator) {
        case 0, 1: writeRandomRoot()
        case 2:
            batch {
                batchDepth += 1
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        subscribeRandom()
                    } else {
                        writeRandomRoot()
                    }
                }
                batchDepth -= 1
                if batchDepth == 0 { endBatch() }
            }
        case 3: subscribeRandom()
        case 4: cancelRandom()
        case 5: _ = properties[Int.random(in: properties.indices, using: &generator)].value
        default: trackRandom()
        }
    }

    private func writeRandomRoot() {
        let vertex = roots.keys.sorted()[Int.random(in: 0..<roots.count, using: &generator)]
        let value = Int.random(in: 0...3, using: &generator)
        guard values[vertex] != value else {
            roots[vertex]!.value = value
            return
        }
        values[vertex] = value
        history.append(values)
        if batchDepth > 0 {
            if valuesBeforeBatch[vertex] == nil {
                valuesBeforeBatch[vertex] = history[history.count - 2][vertex]
            }
        } else {
            logs[vertex]!.append(value)
        }
        roots[vertex]!.value = value
    }

    private func endBatch() {
        for vertex in valuesBeforeBatch.keys.sorted() { logs[vertex]!.append(values[vertex]) }
        valuesBeforeBatch = [:]
    }

    private func subscribeRandom() {
        let vertex = Int.random(in: properties.indices, using: &generator)
        let record = ModelSubscriber(
            vertex: vertex, logStart: logs[vertex]?.count ?? 0, historyStart: history.count - 1,
            reacts: Bool.random(using: &generator))
        subscribers.append(record)
        record.subscription = properties[vertex].subscribe { [weak self, weak record] value in
            guard let self, let record else { return }
            self.received(value, by: record)
        }
    }

    private func received(_ value: Int, by record: ModelSubscriber) {
        if record.isCancelled { failures.append("cancelled subscriber of \(record.vertex) heard \(value)") }
        record.received.append(value)
        if record.received.count > 1 {
            callbackDepth += 1
            if callbackDepth > 1 { failures.append("callback nested in another delivery") }
        }
        if record.reacts, budget > 0 {
            budget -= 1
            act(fromOutside: false)
        }
        if record.received.count > 1 { callbackDepth -= 1 }
    }

    private func cancelRandom() {
        // A subscriber still in its first call has no subscription to cancel yet.
        let active = subscribers.filter { !$0.isCancelled && $0.subscription != nil }
        guard let record = active.randomElement(using: &generator) else { return }
        record.isCancelled = true
        if Bool.random(using: &generator) { record.subscription?.cancel() } else { record.subscription = nil }
    }

    private func trackRandom() {
        let property = properties[Int.random(in: properties.indices, using: &generator)]
        withObservationTracking {
            _ = property.value
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.budget > 0 else { return }
                self.budget -= 1
                self.writeRandomRoot()
            }
        }
    }

    /// Checks every guarantee the reference can tell, once nothing is being delivered.
    func check(readingValues: Bool) {
        for (vertex, property) in properties.enumerated() where readingValues {
            if property.value != expected(vertex) {
                failures.append("vertex \(vertex) reads \(property.value), expected \(expected(vertex))")
            }
        }
        for record in subscribers where !record.isCancelled {
            checkSequence(of: record)
        }
    }

    private func checkSequence(of record: ModelSubscriber) {
        let received = record.received
        if received.last != expected(record.vertex) {
            failures.append(
                "subscriber of \(record.vertex) ends on \(received), expected \(expected(record.vertex))")
        }
        for (previous, next) in zip(received, received.dropFirst()) where previous == next {
            failures.append("subscriber of \(record.vertex) heard \(next) twice in a row: \(received)")
        }
        if case .root = shapes[record.vertex], let first = received.first {
            var wanted = [first]
            for value in logs[record.vertex]![record.logStart...] where value != wanted.last {
                wanted.append(value)
            }
            if received != wanted {
                failures.append("root \(record.vertex) delivered \(received), expected \(wanted)")
            }
            return
        }
        // A derived subscriber hears values of states the roots went through, in order: never torn.
        var index = record.historyStart
        for value in received {
            while index < history.count,
                ModelShape.evaluate(record.vertex, shapes: shapes, roots: history[index]) != value
            {
                index += 1
            }
            if index == history.count {
                failures.append(
                    "subscriber of \(record.vertex) heard \(value) out of order or torn: \(received)")
                return
            }
        }
    }

    /// Drops every property, keeping the subscriptions, which must not keep them alive.
    ///
    /// - Returns: weak references to the properties, all `nil` when nothing leaked.
    func dropProperties() -> [WeakProperty] {
        let weak = properties.map(WeakProperty.init)
        properties = []
        roots = [:]
        return weak
    }

    /// Whether every subscription has ended, as it must once its source is gone.
    var hasEverySubscriptionEnded: Bool {
        subscribers.allSatisfy { $0.subscription?.isCancelled ?? true }
    }

    /// Drops every subscription, cancelling some and releasing others.
    func dropSubscriptions() {
        for record in subscribers {
            if Bool.random(using: &generator) { record.subscription?.cancel() }
            record.subscription = nil
        }
        subscribers = []
    }
}

/// A weak reference to a property, to check that nothing keeps it alive.
@MainActor
struct WeakProperty {
    weak var property: Property<Int>?

    init(_ property: Property<Int>) {
        self.property = property
    }
}
