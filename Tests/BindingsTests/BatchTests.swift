import Bindings
import Testing

@MainActor
@Suite struct BatchTests {
    @Test func batchDefersNotificationsAndEachPropertyNotifiesOnceWithItsFinalValue() {
        let title = MutableProperty("")
        let count = MutableProperty(0)
        var combineCount = 0
        let summary = combine(title, count).map { pair -> String in
            combineCount += 1
            return "\(pair.0) \(pair.1)"
        }
        let recorder = Recorder()
        recorder.record(title, as: "title")
        recorder.record(count, as: "count")
        recorder.record(summary, as: "summary")
        combineCount = 0
        batch {
            title.value = "A"
            count.value = 1
            title.value = "AB"
            count.value = 2
            recorder.note("-- end of batch body")
        }
        #expect(combineCount == 1)
        #expect(
            recorder.timeline == """
                title = ""
                count = 0
                summary = " 0"
                -- end of batch body
                title = "AB"
                count = 2
                summary = "AB 2"
                """)
    }

    @Test func batchThatRestoresTheValueNotifiesNoOne() {
        let count = MutableProperty(1)
        var calls = 0
        let subscription = count.subscribeToChanges { _, _ in calls += 1 }
        batch {
            count.value = 2
            count.value = 1
        }
        #expect(calls == 0)
        subscription.cancel()
    }

    @Test func nestedBatchesDeliverOnlyWhenTheOutermostEnds() {
        let count = MutableProperty(0)
        var received: [Int] = []
        let subscription = count.subscribeToChanges { newValue, _ in received.append(newValue) }
        batch {
            count.value = 1
            batch { count.value = 2 }
            #expect(received.isEmpty)
        }
        #expect(received == [2])
        subscription.cancel()
    }

    @Test func batchInsideACallbackIsDeliveredOnceBeforeALaterWrite() {
        let trigger = MutableProperty(0)
        let a = MutableProperty(0)
        var received: [Int] = []
        let bag = SubscriptionBag()
        a.subscribe { received.append($0) }.store(in: bag)
        trigger.subscribeToChanges { _, _ in
            batch { a.value = 1 }
            a.value = 2
        }
        .store(in: bag)
        trigger.value = 1
        #expect(received == [0, 1, 2])
    }

    @Test func twoBatchesInsideOneCallbackDeliverBothValuesInOrder() {
        let trigger = MutableProperty(0)
        let a = MutableProperty(0)
        var received: [Int] = []
        let bag = SubscriptionBag()
        a.subscribe { received.append($0) }.store(in: bag)
        trigger.subscribeToChanges { _, _ in
            batch { a.value = 1 }
            batch { a.value = 2 }
        }
        .store(in: bag)
        trigger.value = 1
        #expect(received == [0, 1, 2])
    }

    @Test func subscriberAddedInsideABatchGetsTheCurrentValueOnce() {
        let a = MutableProperty(0)
        var received: [Int] = []
        var subscription: SubscriptionHandle?
        batch {
            a.value = 1
            subscription = a.subscribe { received.append($0) }
        }
        a.value = 2
        #expect(received == [1, 2])
        subscription?.cancel()
    }

    @Test func subscriberAddedInsideABatchThatRestoresTheValueHearsTheRestoredValue() {
        let a = MutableProperty(0)
        var early: [Int] = []
        var late: [Int] = []
        let bag = SubscriptionBag()
        a.subscribe { early.append($0) }.store(in: bag)
        batch {
            a.value = 1
            a.subscribe { late.append($0) }.store(in: bag)
            a.value = 0
        }
        #expect(early == [0])
        #expect(late == [1, 0])
    }

    @Test func batchReturnsTheBodysResult() {
        let answer = batch { 42 }
        #expect(answer == 42)
    }
}
