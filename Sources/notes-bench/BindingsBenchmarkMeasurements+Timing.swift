import Bindings

/// Timing and cancellation measurements of the `bindings` suite.
extension BindingsBenchmarkMeasurements {
    /// Nanoseconds per `cancel()` of `count` subscriptions cancelled in a scattered order; 10,000
    /// subscriptions are cancelled in total per sample, so small counts repeat.
    func cancelCost(of count: Int) -> Double {
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

    /// Nanoseconds per subscriber callback: the median of five timed runs of `body` after one
    /// warm-up run, divided by the callbacks a run makes.
    func perCallback(sets: Int, subscribers: Int, _ body: () -> Void) -> Double {
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
}
