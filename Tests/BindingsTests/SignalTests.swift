import Bindings
import Testing

@MainActor
@Suite struct SignalTests {
    @Test func eventsAreDeliveredToCurrentSubscribersOnlyAndNeverReplayed() {
        let saved = Signal<Int>()
        saved.send(1)
        var early: [Int] = []
        let first = saved.subscribe { early.append($0) }
        saved.send(2)
        var late: [Int] = []
        let second = saved.subscribe { late.append($0) }
        saved.send(3)
        #expect(early == [2, 3])
        #expect(late == [3])
        first.cancel()
        saved.send(4)
        #expect(early == [2, 3])
        second.cancel()
    }

    @Test func eventSentDuringDispatchIsQueuedAndSkipsSubscribersAddedAfterIt() {
        let tapped = Signal<Void>()
        let recorder = Recorder()
        var late: SubscriptionHandle?
        let count = MutableProperty(0)
        let trigger = count.subscribeToChanges { _, _ in
            tapped.send(())
            late = tapped.subscribe { recorder.note("late subscriber") }
            recorder.note("dispatch ends")
        }
        recorder.record(tapped, as: "doneTapped")
        count.value = 1
        #expect(
            recorder.timeline == """
                dispatch ends
                event doneTapped
                """)
        trigger.cancel()
        late?.cancel()
    }

    @Test func recorderWritesOneLabelledTimeline() {
        let title = MutableProperty("")
        let saved = Signal<Int>()
        let recorder = Recorder()
        recorder.record(title, as: "title")
        recorder.record(saved, as: "saved")
        title.value = "Hi"
        saved.send(7)
        recorder.stop()
        title.value = "ignored"
        #expect(
            recorder.timeline == """
                title = ""
                title = "Hi"
                event saved(7)
                """)
        recorder.clear()
        #expect(recorder.lines.isEmpty)
    }
}
