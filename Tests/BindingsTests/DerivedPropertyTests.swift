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

    @Test func subscriberAddedToADerivedPropertyFromASourceCallbackGetsEachValueOnce() {
        let a = MutableProperty(0)
        let tens = a.map { $0 * 10 }
        let bag = SubscriptionBag()
        tens.subscribe { _ in }.store(in: bag)
        var received: [Int] = []
        var changes: [String] = []
        a.subscribeToChanges { newValue, _ in
            guard newValue == 1 else { return }
            tens.subscribe { received.append($0) }.store(in: bag)
            tens.subscribeToChanges { changes.append("\($1) -> \($0)") }.store(in: bag)
        }
        .store(in: bag)
        a.value = 1
        a.value = 2
        #expect(received == [10, 20])
        #expect(changes == ["10 -> 20"])
    }

    @Test func deduplicatedDerivedPropertyNeverRepeatsAValueReadBeforeItsDelivery() {
        let a = MutableProperty(0)
        let isLarge = a.map { $0 > 5 }
        var received: [Bool] = []
        let subscription = isLarge.subscribe { received.append($0) }
        batch {
            a.value = 10
            _ = isLarge.value
            a.value = 0
        }
        a.value = 1
        #expect(received == [false])
        subscription.cancel()
    }

    @Test func deduplicatedDerivedPropertyNeverRepeatsAValueACallbackRestored() {
        let a = MutableProperty(0)
        let isLarge = a.map { $0 > 5 }
        var received: [Bool] = []
        let bag = SubscriptionBag()
        isLarge.subscribe { received.append($0) }.store(in: bag)
        let trigger = MutableProperty(0)
        trigger.subscribeToChanges { _, _ in
            a.value = 10
            _ = isLarge.value
            a.value = 0
        }
        .store(in: bag)
        trigger.value = 1
        a.value = 1
        #expect(received == [false])
        #expect(isLarge.value == false)
    }

    @Test func siblingDerivedPropertiesDeliverInTheOrderTheyWereSubscribed() {
        let a = MutableProperty(0)
        var order: [String] = []
        let bag = SubscriptionBag()
        for offset in 1...3 {
            a.map { $0 + offset }.subscribeToChanges { _, _ in order.append("+\(offset)") }.store(in: bag)
        }
        a.value = 1
        #expect(order == ["+1", "+2", "+3"])
    }

    @Test func derivedSubscribersHearAReentrantWriteAfterTheSourcesOwnSubscribers() {
        let index = MutableProperty(0)
        let label = index.map { "page \($0 + 1)" }
        let recorder = Recorder()
        let clamp = index.subscribeToChanges { newValue, _ in
            if newValue > 2 { index.value = 2 }
        }
        recorder.record(index, as: "index")
        recorder.record(label, as: "label")
        recorder.clear()
        index.value = 10
        #expect(
            recorder.timeline == """
                index = 10
                index = 2
                label = "page 3"
                """)
        clamp.cancel()
    }
}
