import Bindings
import Observation

/// The `bindings` suite: nanoseconds per subscriber callback, as ratios to a plain closure array.
///
/// Every callback does the same work, `counter.pointee &+= 1`. Each figure is the median of five
/// timed runs after one warm-up run, all in this process.
enum BindingsBenchmark {
    static func run() {
        MainActor.assumeIsolated { BindingsMeasurements().printReport() }
    }
}

@MainActor
private struct BindingsMeasurements {
    let subscriberCounts = [1, 10, 1_000]
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    func printReport() {
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        let rows: [(String, (Int) -> Double)] = [
            ("(a) closure array, called in a loop (floor)", closureArray),
            ("(b) MutableProperty set", mutablePropertySet),
            ("(c) map + equal-skipping chain", mappedChain),
            ("(d) Observation, re-armed after every change", observationReArmed),
        ]
        var table: [[Double]] = []
        for (_, measure) in rows {
            table.append(subscriberCounts.map(measure))
        }
        let header = ["k = 1", "k = 10", "k = 1000"].map { pad($0, 18) }.joined()
        print("ns per subscriber callback (median of 5 runs), ratio to (a) in brackets")
        print(padRight("", 46) + header)
        for (index, (name, _)) in rows.enumerated() {
            let cells = table[index].enumerated().map { column, nanoseconds in
                let ratio = nanoseconds / table[0][column]
                return pad(format(nanoseconds, 1), 9) + " (" + pad(format(ratio, 2) + "x", 6) + ")"
            }
            print(padRight(name, 46) + cells.joined())
        }
        print("cancel one of 10,000 subscriptions: \(format(cancelCost(of: 10_000), 1)) ns per cancel")
        print(
            "cancel one of 100 subscriptions (for comparison): \(format(cancelCost(of: 100), 1)) ns per cancel"
        )
        print("targets: (b) <= 2x and (c) <= 4x the floor at every k; callbacks counted: \(counter.pointee)")
    }

    /// Total sets per timed run, so that every row makes about the same number of callbacks.
    private func sets(for subscribers: Int, callbacks: Int = 2_000_000) -> Int {
        max(callbacks / subscribers, 1)
    }

    private func closureArray(_ subscribers: Int) -> Double {
        let counter = counter
        let callbacks: [(Int) -> Void] = (0..<subscribers).map { _ in { _ in counter.pointee &+= 1 } }
        let count = sets(for: subscribers)
        return perCallback(sets: count, subscribers: subscribers) {
            for value in 1...count {
                for callback in callbacks { callback(value) }
            }
        }
    }

    private func mutablePropertySet(_ subscribers: Int) -> Double {
        let counter = counter
        let property = MutableProperty(0)
        let bag = SubscriptionBag()
        for _ in 0..<subscribers {
            property.subscribe { _ in counter.pointee &+= 1 }.store(in: bag)
        }
        let count = sets(for: subscribers)
        var next = 0
        return perCallback(sets: count, subscribers: subscribers) {
            for _ in 1...count {
                next &+= 1
                property.value = next
            }
        }
    }

    private func mappedChain(_ subscribers: Int) -> Double {
        let counter = counter
        let source = MutableProperty(0)
        let doubled = source.map { $0 &* 2 }
        let bag = SubscriptionBag()
        for _ in 0..<subscribers {
            doubled.subscribe { _ in counter.pointee &+= 1 }.store(in: bag)
        }
        let count = sets(for: subscribers)
        var next = 0
        return perCallback(sets: count, subscribers: subscribers) {
            for _ in 1...count {
                next &+= 1
                source.value = next
            }
        }
    }

    private func observationReArmed(_ subscribers: Int) -> Double {
        let model = ObservedValue()
        let address = Int(bitPattern: counter)
        let count = sets(for: subscribers, callbacks: 100_000)
        return perCallback(sets: count, subscribers: subscribers) {
            for value in 1...count {
                for _ in 0..<subscribers {
                    withObservationTracking {
                        _ = model.value
                    } onChange: {
                        UnsafeMutablePointer<Int>(bitPattern: address)!.pointee &+= 1
                    }
                }
                model.value = value
            }
        }
    }

    /// Nanoseconds per `cancel()` of `count` subscriptions cancelled in a scattered order; 10,000
    /// subscriptions are cancelled in total per sample, so small counts repeat.
    private func cancelCost(of count: Int) -> Double {
        var samples: [Double] = []
        for _ in 0..<6 {
            var total = 0.0
            for _ in 0..<(10_000 / count) {
                total += cancelAll(count)
            }
            samples.append(total / 10_000)
        }
        return median(samples.dropFirst())
    }

    /// Nanoseconds to cancel `count` subscriptions one by one, in a scattered order.
    private func cancelAll(_ count: Int) -> Double {
        let property = MutableProperty(0)
        let subscriptions = (0..<count).map { _ in property.subscribe { _ in } }
        var order = Array(subscriptions.indices)
        var seed: UInt64 = 42
        for index in order.indices.reversed() {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int(seed >> 33) % (index + 1))
        }
        let elapsed = ContinuousClock().measure {
            for index in order { subscriptions[index].cancel() }
        }
        return nanoseconds(elapsed)
    }

    private func perCallback(sets: Int, subscribers: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<6 {
            samples.append(nanoseconds(ContinuousClock().measure(body)))
        }
        return median(samples.dropFirst()) / Double(sets * subscribers)
    }

    private func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    private func median(_ samples: ArraySlice<Double>) -> Double {
        samples.sorted()[samples.count / 2]
    }

    private func format(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = "\(rounded)"
        guard let dot = text.firstIndex(of: ".") else { return text }
        let fraction = text[text.index(after: dot)...]
        return text + String(repeating: "0", count: max(decimals - fraction.count, 0))
    }

    private func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}

/// The value observed by row (d).
@Observable
@MainActor
private final class ObservedValue {
    var value = 0
}
