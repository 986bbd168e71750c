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

    @Test func batchReturnsTheBodysResult() {
        let answer = batch { 42 }
        #expect(answer == 42)
    }
}
