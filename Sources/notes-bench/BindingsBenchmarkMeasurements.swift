import Bindings
import Observation

/// The rows of the `bindings` suite, each measured at 1, 10 and 1,000 subscribers.
@MainActor
struct BindingsBenchmarkMeasurements {
    let subscriberCounts = [1, 10, 1_000]
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    func printReport() {
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        let rows: [(String, (Int) -> Double)] = [
            ("(a) closure array, called in a loop (floor)", closureArray),
            ("(b) MutableProperty set", { mutablePropertySet($0) }),
            ("(b') set, after one .value read per run", { mutablePropertySet($0, readingFirst: true) }),
            ("(c) map + equal-skipping chain", { mappedChain($0) }),
            ("(c') chain, after one .value read per run", { mappedChain($0, readingFirst: true) }),
            ("(d) Observation, re-armed after every change", observationReArmed),
            ("(e) k tracked maps, writes leave them alone", trackedMapsUnchanged),
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
        print(
            "set right after every .value read (each set tells Observation), k = 1: "
                + "\(format(readThenSet(), 1)) ns per set")
        print(
            "tracked read of a map, then a write that leaves it unchanged, k = 1: "
                + "\(format(trackedReadThenUnchangedWrite(), 1)) ns per read and write (no onChange)")
        print("cancel one of 10,000 subscriptions: \(format(cancelCost(of: 10_000), 1)) ns per cancel")
        print(
            "cancel one of 100 subscriptions (for comparison): \(format(cancelCost(of: 100), 1)) ns per cancel"
        )
        print(
            "cancel one of 10,000 per-row derived subscriptions: "
                + "\(format(perRowCancelCost(of: 10_000), 1)) ns per cancel")
        print(
            "cancel one of 100 per-row derived subscriptions (for comparison): "
                + "\(format(perRowCancelCost(of: 100), 1)) ns per cancel")
        print(
            "targets: (b), (b') <= 2x and (c), (c') <= 4x the floor at every k; (e) about 1x at k = 1 "
                + "(per map: a tracked map that stays equal costs a closure call, never an onChange); "
                + "callbacks counted: \(counter.pointee)")
    }

    /// Total sets per timed run, so that every row makes about the same number of callbacks.
    func sets(for subscribers: Int, callbacks: Int = 2_000_000) -> Int {
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

    /// Row (b), or with `readingFirst` row (b'): each timed run first reads `value` outside any
    /// tracking, as view-model code does, so its first set tells Observation and the rest do not.
    private func mutablePropertySet(_ subscribers: Int, readingFirst: Bool = false) -> Double {
        let counter = counter
        let property = MutableProperty(0)
        let bag = SubscriptionBag()
        for _ in 0..<subscribers {
            property.subscribe { _ in counter.pointee &+= 1 }.store(in: bag)
        }
        let count = sets(for: subscribers)
        var next = 0
        return perCallback(sets: count, subscribers: subscribers) {
            if readingFirst { next = property.value }
            for _ in 1...count {
                next &+= 1
                property.value = next
            }
        }
    }

    /// Row (c), or with `readingFirst` row (c'): each timed run first reads the derived `value`,
    /// which marks the source, as a view model reading a derived property does.
    private func mappedChain(_ subscribers: Int, readingFirst: Bool = false) -> Double {
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
            if readingFirst { next = doubled.value / 2 }
            for _ in 1...count {
                next &+= 1
                source.value = next
            }
        }
    }

    private func observationReArmed(_ subscribers: Int) -> Double {
        let model = BindingsBenchmarkObservedValue()
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

    /// Nanoseconds per set when every set follows a read of `value`, with one subscriber: the
    /// worst case, since a read may be inside `withObservationTracking` and the next set must tell it.
    private func readThenSet() -> Double {
        let counter = counter
        let property = MutableProperty(0)
        let subscription = property.subscribe { _ in counter.pointee &+= 1 }
        defer { subscription.cancel() }
        let count = sets(for: 1, callbacks: 200_000)
        return perCallback(sets: count, subscribers: 1) {
            for _ in 1...count {
                property.value = property.value &+ 1
            }
        }
    }
}
