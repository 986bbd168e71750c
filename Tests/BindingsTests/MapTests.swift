import Bindings
import Testing

/// `map` in each of its deduplication modes, alone and chained (guarantees 3, 7 and 8 for maps).
@MainActor
@Suite struct MapTests {
    @Test func chainedMapsDeliverEachChangeOnceAndSkipEqualResults() {
        let count = MutableProperty(1)
        var halvings = 0
        let half = count.map { value -> Int in
            halvings += 1
            return value / 2
        }
        let label = half.map { "\($0) pairs" }
        var received: [String] = []
        let subscription = label.subscribe { received.append($0) }
        halvings = 0
        count.value = 2
        count.value = 3
        count.value = 4
        #expect(received == ["0 pairs", "1 pairs", "2 pairs"])
        #expect(halvings == 3)
        #expect(label.value == "2 pairs")
        subscription.cancel()
        count.value = 6
        #expect(label.value == "3 pairs")
    }

    @Test func mapWithNotifyEveryWriteNotifiesOnEveryRecomputation() {
        let count = MutableProperty(1)
        let isPositive = count.map({ $0 > 0 }, deduplication: .notifyEveryWrite)
        var received: [Bool] = []
        let subscription = isPositive.subscribe { received.append($0) }
        count.value = 2
        count.value = 0
        #expect(received == [true, true, false])
        subscription.cancel()
    }

    @Test func mapWithCustomDeduplicationSkipsByTheComparison() {
        let count = MutableProperty(1)
        let parity = count.map(
            { Parity(isEven: $0 % 2 == 0) }, deduplication: .using { $0.isEven == $1.isEven })
        var received: [Bool] = []
        let subscription = parity.subscribe { received.append($0.isEven) }
        count.value = 3
        count.value = 4
        count.value = 6
        count.value = 7
        #expect(received == [false, true, false])
        subscription.cancel()
    }

    @Test func mapToANonEquatableValueNotifiesOnEveryChangeOfItsSource() {
        let count = MutableProperty(1)
        let parity = count.map { Parity(isEven: $0 % 2 == 0) }
        var received: [Bool] = []
        let subscription = parity.subscribe { received.append($0.isEven) }
        count.value = 3
        count.value = 3
        count.value = 4
        #expect(received == [false, false, true])
        subscription.cancel()
    }
}

/// A value that is deliberately not `Equatable`.
private struct Parity {
    let isEven: Bool
}
