import Bindings
import Testing

@MainActor
@Suite struct MutablePropertyTests {
    @Test func subscribingDeliversCurrentValueThenChanges() {
        let title = MutableProperty("")
        let recorder = Recorder()
        recorder.record(title, as: "title")
        title.value = "Hi"
        title.value = "Hi there"
        #expect(
            recorder.timeline == """
                title = ""
                title = "Hi"
                title = "Hi there"
                """)
    }

    @Test func subscribingToChangesSkipsTheCurrentValue() {
        let count = MutableProperty(1)
        var received: [Int] = []
        let subscription = count.subscribeToChanges { newValue, _ in received.append(newValue) }
        #expect(received.isEmpty)
        count.value = 2
        #expect(received == [2])
        subscription.cancel()
    }

    @Test func registrationAndFirstDeliveryAreOneStep() {
        let count = MutableProperty(1)
        var received: [Int] = []
        // A write made by the first delivery is queued and delivered to the new subscriber in order.
        let subscription = count.subscribe { value in
            received.append(value)
            if value == 1 { count.value = 2 }
        }
        #expect(received == [1, 2])
        subscription.cancel()
    }

    @Test func subscribersAreCalledAfterTheWriteWithNewAndOldValue() {
        let count = MutableProperty(1)
        var seenInside: [Int] = []
        var changes: [String] = []
        let first = count.subscribe { _ in seenInside.append(count.value) }
        let second = count.subscribeToChanges { newValue, oldValue in
            changes.append("\(oldValue)->\(newValue)")
        }
        count.value = 2
        count.value = 5
        #expect(seenInside == [1, 2, 5])
        #expect(changes == ["1->2", "2->5"])
        first.cancel()
        second.cancel()
    }

    @Test func writingAnEqualValueNotifiesNoOne() {
        let title = MutableProperty("Hi")
        var calls = 0
        let subscription = title.subscribeToChanges { _, _ in calls += 1 }
        title.value = "Hi"
        #expect(calls == 0)
        title.value = "Ho"
        #expect(calls == 1)
        subscription.cancel()
    }

    @Test func notifyEveryWriteOptsOutOfSkippingEqualValues() {
        let title = MutableProperty("Hi", deduplication: .notifyEveryWrite)
        var calls = 0
        let subscription = title.subscribeToChanges { _, _ in calls += 1 }
        title.value = "Hi"
        #expect(calls == 1)
        subscription.cancel()
    }

    @Test func nonEquatableValuesSkipByACustomComparison() {
        let point = MutableProperty(Point(x: 1, y: 1), deduplication: .using { $0.x == $1.x && $0.y == $1.y })
        let everyWrite = MutableProperty(Point(x: 1, y: 1))
        var pointCalls = 0
        var everyWriteCalls = 0
        let first = point.subscribeToChanges { _, _ in pointCalls += 1 }
        let second = everyWrite.subscribeToChanges { _, _ in everyWriteCalls += 1 }
        point.value = Point(x: 1, y: 1)
        everyWrite.value = Point(x: 1, y: 1)
        #expect(pointCalls == 0)
        #expect(everyWriteCalls == 1)
        first.cancel()
        second.cancel()
    }

    @Test func writeDuringDispatchIsQueuedAndDeliveredInOrderWithoutRecursion() {
        let count = MutableProperty(0)
        var first: [Int] = []
        var second: [Int] = []
        var depth = 0
        var maximumDepth = 0
        let bag = SubscriptionBag()
        count.subscribe { value in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            first.append(value)
            if value == 1 { count.value = 2 }
            if value == 2 { count.value = 3 }
            depth -= 1
        }
        .store(in: bag)
        count.subscribe { second.append($0) }.store(in: bag)
        count.value = 1
        #expect(first == [0, 1, 2, 3])
        #expect(second == [0, 1, 2, 3])
        #expect(maximumDepth == 1)
        #expect(count.value == 3)
    }

    @Test func readingWritingSubscribingAndCancellingInsideACallbackIsSafe() {
        let count = MutableProperty(0)
        let other = MutableProperty("a")
        var log: [String] = []
        var inner: SubscriptionHandle?
        let outer = count.subscribeToChanges { newValue, _ in
            log.append("read \(count.value)")
            other.value = "b\(newValue)"
            inner?.cancel()
            inner = count.subscribe { log.append("inner \($0)") }
        }
        count.value = 1
        count.value = 2
        #expect(log == ["read 1", "inner 1", "read 2", "inner 2"])
        #expect(other.value == "b2")
        outer.cancel()
        inner?.cancel()
    }

    @Test func subscribersAreCalledInSubscriptionOrder() {
        let count = MutableProperty(0)
        var order: [String] = []
        let bag = SubscriptionBag()
        for name in ["a", "b", "c", "d"] {
            count.subscribeToChanges { _, _ in order.append(name) }.store(in: bag)
        }
        count.value = 1
        #expect(order == ["a", "b", "c", "d"])
    }

    @Test func subscriberCancelledDuringDispatchReceivesNothingMore() {
        let count = MutableProperty(0)
        var second: SubscriptionHandle?
        var secondReceived: [Int] = []
        let first = count.subscribeToChanges { _, _ in second?.cancel() }
        second = count.subscribe { secondReceived.append($0) }
        count.value = 1
        count.value = 2
        #expect(secondReceived == [0])
        first.cancel()
    }

    @Test func subscriberAddedDuringDispatchGetsTheCurrentValueOnly() {
        let count = MutableProperty(0)
        var late: SubscriptionHandle?
        var lateReceived: [Int] = []
        let first = count.subscribeToChanges { newValue, _ in
            if late == nil { late = count.subscribe { lateReceived.append($0) } }
            if newValue == 1 { count.value = 2 }
        }
        count.value = 1
        #expect(lateReceived == [1, 2])
        first.cancel()
        late?.cancel()
    }
}

private struct Point {
    var x: Int
    var y: Int
}
