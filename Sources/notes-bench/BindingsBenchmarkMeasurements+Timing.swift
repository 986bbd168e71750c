import Bindings
import NotesCore

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
        return BenchmarkTiming.median(samples.dropFirst())
    }

    /// Nanoseconds to cancel `count` subscriptions one by one, in a scattered order.
    private func cancelAll(_ count: Int) -> Double {
        let property = MutableProperty(0)
        let subscriptions = (0..<count).map { _ in property.subscribe { _ in } }
        var generator = SeededRandomNumberGenerator(seed: 42)
        let order = subscriptions.indices.shuffled(using: &generator)
        return BenchmarkTiming.measure {
            for index in order { subscriptions[index].cancel() }
        } * 1e6
    }

    /// Nanoseconds per `cancel()` of `count` per-row derived subscriptions (`selection.map { $0 ==
    /// row }`, one per row, as a list's `isSelected`), cancelled in a scattered order; 10,000 are
    /// cancelled in total per sample, so small counts repeat.
    func perRowCancelCost(of count: Int) -> Double {
        var samples: [Double] = []
        for _ in 0..<6 {
            var total = 0.0
            for _ in 0..<(10_000 / count) {
                total += cancelAllPerRow(count)
            }
            samples.append(total / 10_000)
        }
        return BenchmarkTiming.median(samples.dropFirst())
    }

    /// Nanoseconds to cancel `count` per-row derived subscriptions one by one, in a scattered order.
    private func cancelAllPerRow(_ count: Int) -> Double {
        let selection = MutableProperty(0)
        let subscriptions = (0..<count).map { row in
            selection.map { $0 == row }.subscribeToChanges { _, _ in }
        }
        var generator = SeededRandomNumberGenerator(seed: 42)
        let order = subscriptions.indices.shuffled(using: &generator)
        return BenchmarkTiming.measure {
            for index in order { subscriptions[index].cancel() }
        } * 1e6
    }

    /// Nanoseconds per subscriber callback: the median of five timed runs of `body` after one
    /// warm-up run, divided by the callbacks a run makes.
    func perCallback(sets: Int, subscribers: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<6 {
            samples.append(BenchmarkTiming.measure(body) * 1e6)
        }
        return BenchmarkTiming.median(samples.dropFirst()) / Double(sets * subscribers)
    }
}
