import Bindings
import Testing

@MainActor
@Suite struct DerivedPropertyTests {
    @Test func derivedValuesAreGlitchFree() {
        let a = MutableProperty(1)
        let pairs = combine(a, a.map { $0 * 10 })
        var received: [String] = []
        let subscription = pairs.subscribe { received.append("(\($0.0), \($0.1))") }
        a.value = 2
        a.value = 3
        #expect(received == ["(1, 10)", "(2, 20)", "(3, 30)"])
        subscription.cancel()
    }

    @Test func derivedValueIsRecomputedAtMostOncePerChange() {
        let a = MutableProperty(1)
        var mapCount = 0
        var sumCount = 0
        let tens = a.map { value -> Int in
            mapCount += 1
            return value * 10
        }
        let sum = combine(a, tens).map { pair -> Int in
            sumCount += 1
            return pair.0 + pair.1
        }
        let first = sum.subscribe { _ in }
        let second = tens.subscribe { _ in }
        mapCount = 0
        sumCount = 0
        a.value = 2
        #expect(mapCount == 1)
        #expect(sumCount == 1)
        #expect(sum.value == 22)
        #expect(mapCount == 1)
        first.cancel()
        second.cancel()
    }

    @Test func derivedThatComputesAnEqualValueNotifiesNoOne() {
        let count = MutableProperty(1)
        let isPositive = count.map { $0 > 0 }
        var received: [Bool] = []
        let subscription = isPositive.subscribe { received.append($0) }
        count.value = 2
        count.value = -1
        #expect(received == [true, false])
        subscription.cancel()
    }

    @Test func derivedValueIsConsistentWithSourcesWhenNobodyObserves() {
        let first = MutableProperty("Ada")
        let last = MutableProperty("Lovelace")
        let fullName = combine(first, last).map { "\($0.0) \($0.1)" }
        let initials = fullName.map { String($0.split(separator: " ").compactMap(\.first)) }
        first.value = "Augusta"
        #expect(fullName.value == "Augusta Lovelace")
        #expect(initials.value == "AL")
        last.value = "King"
        #expect(initials.value == "AK")
    }

    @Test func derivedValueIsConsistentAfterItsLastSubscriberCancels() {
        let count = MutableProperty(1)
        let doubled = count.map { $0 * 2 }
        let subscription = doubled.subscribe { _ in }
        subscription.cancel()
        count.value = 4
        #expect(doubled.value == 8)
    }

    @Test func combineOfFourDeliversEveryElement() {
        let a = MutableProperty(1)
        let b = MutableProperty("b")
        let c = MutableProperty(true)
        let d = MutableProperty(2.5)
        let all = combine(a, b, c, d).map { "\($0.0) \($0.1) \($0.2) \($0.3)" }
        let three = combine(a, b, c).map { "\($0.0)\($0.1)\($0.2)" }
        b.value = "x"
        #expect(all.value == "1 x true 2.5")
        #expect(three.value == "1xtrue")
    }
}
